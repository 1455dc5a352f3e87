// The API's settings read from the environment: the booking horizon's length, the embedding origins.
import { BOOKING, CAPTCHA } from '@tavola/core/constants';
import { readApiConfig } from './config';

describe('BOOKING_HORIZON_DAYS', () => {
  it('given nothing set, then core’s BOOKING.horizonDays', () => {
    expect(readApiConfig({}).bookingHorizonDays).toBe(BOOKING.horizonDays);
  });

  it('given a whole number of days, then that many; 0 books today only', () => {
    expect(readApiConfig({ BOOKING_HORIZON_DAYS: '30' }).bookingHorizonDays).toBe(30);
    expect(readApiConfig({ BOOKING_HORIZON_DAYS: '0' }).bookingHorizonDays).toBe(0);
  });

  it.each(['', ' ', '-1', '1.5', 'ninety', '1e9x'])('given %p, then the default', (value) => {
    expect(readApiConfig({ BOOKING_HORIZON_DAYS: value }).bookingHorizonDays).toBe(BOOKING.horizonDays);
  });
});

describe('EMBED_ALLOWED_ORIGINS', () => {
  it.each([undefined, '', ' , '])('given %p, then no origin is allowed', (value) => {
    expect(readApiConfig({ EMBED_ALLOWED_ORIGINS: value }).embedAllowedOrigins).toEqual([]);
  });

  it('given origins separated by commas, then each as a browser sends it, once', () => {
    expect(
      readApiConfig({ EMBED_ALLOWED_ORIGINS: ' https://a.example, http://127.0.0.2:4123,https://A.Example:443,http://[::1]:8080,https://a.example ' }).embedAllowedOrigins,
    ).toEqual(['https://a.example', 'http://127.0.0.2:4123', 'http://[::1]:8080']);
  });

  it.each([
    'https://a.example/',
    'https://a.example/widget',
    'https://a.example?x=1',
    'https://*.example',
    '*',
    'a.example',
    'ftp://a.example',
    'https://user@a.example',
    'https://a.example:99999',
    'HTTPS://a.example',
  ])('given %p, then the start-up fails naming EMBED_ALLOWED_ORIGINS and the entry', (entry) => {
    expect(() => readApiConfig({ EMBED_ALLOWED_ORIGINS: `https://ok.example,${entry}` })).toThrow(
      new RegExp(`^EMBED_ALLOWED_ORIGINS must list origins only.*not '${entry.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}'`),
    );
  });
});

describe('reCAPTCHA settings', () => {
  it('given no RECAPTCHA_HOSTNAMES, then the hosts of the site and of every embedding origin', () => {
    const config = readApiConfig({ PUBLIC_BASE_URL: 'https://www.Casa.example', EMBED_ALLOWED_ORIGINS: 'https://partner.example,http://127.0.0.1:8080' });
    expect(config.captchaHostnames).toEqual(['www.casa.example', 'partner.example', '127.0.0.1']);
  });

  it('given RECAPTCHA_HOSTNAMES, then exactly those, lower-cased; a URL in it stops the start-up', () => {
    expect(readApiConfig({ RECAPTCHA_HOSTNAMES: 'WWW.casa.example, casa.example' }).captchaHostnames).toEqual(['www.casa.example', 'casa.example']);
    expect(() => readApiConfig({ RECAPTCHA_HOSTNAMES: 'https://casa.example/' })).toThrow(/RECAPTCHA_HOSTNAMES/);
  });

  it('given no RECAPTCHA_MIN_SCORE, then core’s 0.5; a number from 0 to 1 is taken; anything else stops the start-up', () => {
    expect(readApiConfig({}).captchaMinScore).toBe(CAPTCHA.minScore);
    expect(readApiConfig({ RECAPTCHA_MIN_SCORE: '0.7' }).captchaMinScore).toBe(0.7);
    for (const value of ['1.5', '-0.1', 'high']) expect(() => readApiConfig({ RECAPTCHA_MIN_SCORE: value })).toThrow(/RECAPTCHA_MIN_SCORE/);
  });
});
