// Captcha check (spec section 7, POST /api/recaptcha/validate {response}) for the spec's action 'submit':
// the check is made as the forms' are (server/api/captcha; the token is used up) and its outcome is the
// answer, 200 {success: true} or 200 {success: false, message: 'Invalid token' | 'Internal error'}.
import { SITE } from '@tavola/core/constants';
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
      const verdict = await captcha.verify(response, SITE.captchaAction);
      if (verdict.ok) return answer({ success: true });
      return answer({ success: false, message: verdict.reason === 'unavailable' ? MESSAGES.captchaInternalError : MESSAGES.captchaInvalidToken });
    }),
  );
};
