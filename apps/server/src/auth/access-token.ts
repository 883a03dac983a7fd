import { jwtVerify, SignJWT } from 'jose';

/** Access token lifetime (spec §9: 7 days). */
export const ACCESS_TOKEN_SECONDS = 7 * 24 * 60 * 60;
/** Refresh token lifetime (spec §9: 30 days). */
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;

/** Who a valid access token speaks for: the user and the session (refresh-token family) it belongs to. */
export interface AccessClaims {
  userId: number;
  sessionId: string;
}

export interface AccessTokens {
  sign(claims: AccessClaims): Promise<string>;
  /**
   * The claims of a valid token, or null for any invalid, expired or foreign token. A token
   * without a session (issued before sessions could end) is invalid too: its holder signs in again.
   */
  verify(token: string): Promise<AccessClaims | null>;
}

// Checking a signature costs more than answering a cached read: a token once found valid is
// trusted until it expires. Whether its session still lives is asked on every call regardless.
const MAX_KNOWN_TOKENS = 50_000;

export function createAccessTokens(secret: Uint8Array, now: () => number = Date.now): AccessTokens {
  const known = new Map<string, { claims: AccessClaims; expiresAt: number }>();

  function remember(token: string, claims: AccessClaims, expiresAt: number): void {
    known.set(token, { claims, expiresAt });
    // Insertion order is age order: the first entries are the oldest.
    for (const oldest of known.keys()) {
      if (known.size <= MAX_KNOWN_TOKENS) break;
      known.delete(oldest);
    }
  }

  return {
    sign({ userId, sessionId }) {
      const iat = Math.floor(now() / 1000);
      return new SignJWT({ typ: 'access', sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt(iat)
        .setExpirationTime(iat + ACCESS_TOKEN_SECONDS)
        .sign(secret);
    },
    async verify(token) {
      const seen = known.get(token);
      if (seen && seen.expiresAt > now()) return seen.claims;
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          currentDate: new Date(now()),
        });
        const userId = Number(payload.sub);
        const sessionId = payload.sid;
        if (payload.typ !== 'access' || !Number.isInteger(userId) || userId <= 0) return null;
        if (typeof sessionId !== 'string' || sessionId === '') return null;
        const claims = { userId, sessionId };
        if (payload.exp !== undefined) remember(token, claims, payload.exp * 1000);
        return claims;
      } catch {
        return null;
      }
    },
  };
}
