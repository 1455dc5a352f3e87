// document.cookie as a CookieJar.
import type { CookieJar } from './cookie-consent.store';

export const browserCookies: CookieJar = {
  get(name) {
    const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
    return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
  },
  set(name, value, days) {
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${days * 86_400}; Path=/; SameSite=Lax${secure}`;
  },
};
