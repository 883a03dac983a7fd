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
 * Cookie attributes of spec §9. `Secure` is set only on https: browsers refuse to store a
 * Secure cookie from plain http (including http://localhost in some browsers), which would
 * silently log everybody out in development and on LAN test devices.
 */
export function tokenCookieAttributes(protocol: string = window.location.protocol): Cookies.CookieAttributes {
  return { path: '/', sameSite: 'lax', secure: protocol === 'https:' };
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
