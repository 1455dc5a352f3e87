// reCAPTCHA on the calls the public sends forms and bookings with (core's CAPTCHA_CALLS: sign-up, contact,
// group enquiry, voucher, job application, booking create): the token travels in the Recaptcha-Token
// header, so it is checked before any body is read and never mixes with the form's own fields. When captcha
// is on, a call without a token is 400 CAPTCHA_REQUIRED, a refused token 403 CAPTCHA_REFUSED and no verdict
// (Google slow, down or answering nonsense) 503 CAPTCHA_UNAVAILABLE, each with words a diner can act on.
import type { RequestHandler } from 'express';
import { CAPTCHA, captchaActionOf } from '@tavola/core/constants';
import { MESSAGES } from '@tavola/core/errors';
import type { CaptchaVerifier } from '../captcha/captcha.verifier';
import { ApiError } from './api-error';

export function requireCaptcha(verifier: CaptchaVerifier, warn: (line: string) => void): RequestHandler {
  return (req, res, next) => {
    if (!verifier.enabled) return next();
    const action = captchaActionOf(req.method, req.path);
    if (action === null) return next();
    const token = req.get(CAPTCHA.header);
    verifier
      .verify(token, action, req.get('Idempotency-Key') ?? null)
      .then((verdict) => {
        if (verdict.ok) return next();
        if (verdict.reason === 'unavailable') warn(`Captcha could not be checked (${req.method} ${req.path}): ${verdict.detail}`);
        const error =
          verdict.reason === 'missing'
            ? new ApiError('CAPTCHA_REQUIRED', MESSAGES.captchaRequired, CAPTCHA.header)
            : verdict.reason === 'refused'
              ? new ApiError('CAPTCHA_REFUSED', MESSAGES.captchaRefused, CAPTCHA.header)
              : new ApiError('CAPTCHA_UNAVAILABLE', MESSAGES.somethingWentWrongTryAgain);
        res.status(error.status).set('Cache-Control', 'no-store').json(error.toBody());
      })
      .catch(next);
  };
}
