// What the API's routes are given: the database, configuration, a clock and the outside services.
import type { ClockPort, IdGeneratorPort, SmsPort } from '@tavola/core/ports';
import type { ApiConfig } from './config';
import type { Db } from './db/database';
import type { TokenIssuer } from './http/auth';
import type { CaptchaVerifier } from './captcha/captcha.verifier';

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

/** Card payments: the default is a built-in test gateway (see server/api/payments). */
export interface PaymentGateway {
  clientToken(): Promise<string>;
  /** Vaults the card behind a nonce; answers the payment customer id or a decline message. */
  vault(nonce: string, customer: { email: string; firstName: string; lastName: string }): Promise<{ ok: true; customerId: string } | { ok: false; message: string }>;
  /** A test gateway's tokenizer: the nonce of one of its documented test cards (digits only), null for others. A real gateway has none. */
  testCardNonce?(digits: string): string | null;
}

/** reCAPTCHA v3 checks (server/api/captcha); off, passing every call, when no secret is configured. */
export type { CaptchaVerifier } from './captcha/captcha.verifier';

export interface ApiDependencies {
  db: Db;
  config: ApiConfig;
  clock: ClockPort;
  ids: IdGeneratorPort;
  tokens: TokenIssuer;
  payments: PaymentGateway;
  captcha: CaptchaVerifier;
  /** Text messages (a booking's reminder to a diner who opted in); with no provider they stay in the outbox as unsent. */
  sms: SmsPort;
  log: Logger;
}
