// Body of POST /api/recaptcha/validate: the token the browser's captcha gave.
import { Required, isText, maxChars } from '@tavola/core/validation';

export class CaptchaValidationDto {
  /** Google tokens are about 2 kB; the limit leaves room without taking arbitrary text. */
  @Required(isText, maxChars(8192))
  response!: string;
}
