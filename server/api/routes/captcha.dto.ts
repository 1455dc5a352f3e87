// Body of POST /api/recaptcha/validate: the token the browser's captcha gave.
import { Required } from '@tavola/core/dto';
import { isText, maxChars } from '@tavola/core/validation';

export class CaptchaValidationDto {
  /** Google tokens are about 2 kB; the limit leaves room without taking arbitrary text. */
  @Required(isText, maxChars(8192))
  response!: string;
}
