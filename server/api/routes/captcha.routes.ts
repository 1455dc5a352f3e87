// Captcha check (spec section 7, POST /api/recaptcha/validate {response}). The check is made: its outcome
// is the answer, 200 {success: true} or 200 {success: false, message: 'Invalid token' | 'Internal error'}.
import { MESSAGES } from '@tavola/core/errors';
import type { RouteModule } from '../app';
import { parseBody } from '../http/request-validation';
import { answer, route } from '../http/route';
import { bodyOf, rejectQuery } from './common.dto';
import { CaptchaValidationDto } from './captcha.dto';

export const captchaRoutes: RouteModule = (router, { captcha }) => {
  router.post(
    '/recaptcha/validate',
    route(async (req) => {
      rejectQuery(req);
      const { response } = parseBody(CaptchaValidationDto, bodyOf(req));
      const verdict = await captcha.verify(response);
      return answer(verdict.success ? { success: true } : { success: false, message: verdict.message ?? MESSAGES.captchaInvalidToken });
    }),
  );
};
