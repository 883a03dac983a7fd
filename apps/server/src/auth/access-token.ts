import { jwtVerify, SignJWT } from 'jose';

/** Access token lifetime (spec §9: 7 days). */
export const ACCESS_TOKEN_SECONDS = 7 * 24 * 60 * 60;
/** Refresh token lifetime (spec §9: 30 days). */
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;

export interface AccessTokens {
  sign(userId: number): Promise<string>;
  /** The user id of a valid token, or null for any invalid, expired or foreign token. */
  verify(token: string): Promise<number | null>;
}

export function createAccessTokens(secret: Uint8Array, now: () => number = Date.now): AccessTokens {
  return {
    sign(userId) {
      const iat = Math.floor(now() / 1000);
      return new SignJWT({ typ: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt(iat)
        .setExpirationTime(iat + ACCESS_TOKEN_SECONDS)
        .sign(secret);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          currentDate: new Date(now()),
        });
        const id = Number(payload.sub);
        return payload.typ === 'access' && Number.isInteger(id) && id > 0 ? id : null;
      } catch {
        return null;
      }
    },
  };
}
