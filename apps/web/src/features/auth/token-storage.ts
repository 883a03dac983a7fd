import type { TokenPair } from '@shred/contract';
import Cookies from 'js-cookie';
import {
  ACCESS_TOKEN_COOKIE,
  ACCESS_TOKEN_LIFETIME_S,
  REFRESH_TOKEN_COOKIE,
  REFRESH_TOKEN_LIFETIME_S,
} from './auth.constants.ts';
import { decodeJwtExpiry } from './jwt-expiry.ts';

/**
 * Cookie attributes of spec §9 (R9.03): Secure, SameSite lax, path /. Secure on plain http
 * too: browsers keep Secure cookies of http://localhost and 127.0.0.1, and everywhere else
 * the app is served over https.
 */
export function tokenCookieAttributes(): Cookies.CookieAttributes {
  return { path: '/', sameSite: 'lax', secure: true };
}

export function getAccessToken(): string | undefined {
  return Cookies.get(ACCESS_TOKEN_COOKIE) || undefined;
}

export function getRefreshToken(): string | undefined {
  return Cookies.get(REFRESH_TOKEN_COOKIE) || undefined;
}

/** Store both tokens, each cookie expiring with its token (A29). */
export function storeTokens(pair: TokenPair, now: number = Date.now()): void {
  const accessExp = decodeJwtExpiry(pair.access);
  const accessExpiresAt = accessExp === null ? now + ACCESS_TOKEN_LIFETIME_S * 1000 : accessExp * 1000;
  Cookies.set(ACCESS_TOKEN_COOKIE, pair.access, {
    ...tokenCookieAttributes(),
    expires: new Date(accessExpiresAt),
  });
  Cookies.set(REFRESH_TOKEN_COOKIE, pair.refresh, {
    ...tokenCookieAttributes(),
    expires: new Date(now + REFRESH_TOKEN_LIFETIME_S * 1000),
  });
}

export function clearTokens(): void {
  Cookies.remove(ACCESS_TOKEN_COOKIE, tokenCookieAttributes());
  Cookies.remove(REFRESH_TOKEN_COOKIE, tokenCookieAttributes());
}
