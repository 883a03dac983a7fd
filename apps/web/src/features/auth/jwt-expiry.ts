import { isRecord } from '../../api/index.ts';

/**
 * The `exp` claim (unix seconds) of a JWT, or null when the token is not a readable JWT.
 * The signature is not checked: the client only needs to know when to renew, the server
 * decides whether the token is valid.
 */
export function decodeJwtExpiry(token: string): number | null {
  const parts = token.split('.');
  const payload = parts[1];
  if (parts.length !== 3 || !payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    return isRecord(claims) && typeof claims.exp === 'number' && Number.isFinite(claims.exp)
      ? claims.exp
      : null;
  } catch {
    return null;
  }
}

/** Milliseconds the token has left; zero or less when it has expired or cannot be read. */
export function msUntilExpiry(token: string, now: number = Date.now()): number {
  const exp = decodeJwtExpiry(token);
  return exp === null ? 0 : exp * 1000 - now;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replaceAll('-', '+').replaceAll('_', '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}
