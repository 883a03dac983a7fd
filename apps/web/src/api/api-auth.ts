/** How a call uses the access token: `required` fails without one, `optional` sends it when present. */
export type AuthMode = 'required' | 'optional';

export interface ApiAuthBridge {
  getAccessToken: () => string | undefined;
  /** Called when a call needs a token and there is none (spec §4: the user is logged out). */
  onMissingToken: () => void;
}

export const NO_TOKEN_MESSAGE = 'No auth token found';

/**
 * The auth feature registers itself here; the client cannot import it directly because
 * auth calls the client (login, refresh), which would make an import cycle.
 */
let bridge: ApiAuthBridge = { getAccessToken: () => undefined, onMissingToken: () => undefined };

export function configureApiAuth(next: ApiAuthBridge): void {
  bridge = next;
}

/** The Authorization header for a call, or an error when a required token is missing. */
export function authorizationHeader(mode: AuthMode): Record<string, string> {
  const token = bridge.getAccessToken();
  if (token) return { Authorization: `Bearer ${token}` };
  if (mode === 'required') {
    bridge.onMissingToken();
    throw new Error(NO_TOKEN_MESSAGE);
  }
  return {};
}
