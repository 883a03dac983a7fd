import { readFileSync } from 'node:fs';
import { importPKCS8, SignJWT } from 'jose';
import type { OutboundGuard } from '../outbound/outbound-guard.ts';
import { PushFailure, type PushOutcome, type PushPayload } from './push.port.ts';

/** The fields of a Firebase service-account key file that sending needs. */
export interface FcmServiceAccount {
  project_id: string;
  client_email: string;
  private_key: string;
  token_uri?: string;
}

export interface FcmSender {
  send(token: string, payload: PushPayload): Promise<PushOutcome>;
}

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const DEFAULT_TOKEN_URL = 'https://oauth2.googleapis.com/token';
const DEFAULT_API_URL = 'https://fcm.googleapis.com/v1';
const TIMEOUT_MS = 15_000;
/** An access token is renewed this long before it expires, so none goes out stale. */
const RENEW_MARGIN_MS = 60_000;

/**
 * The service account from FCM_SERVICE_ACCOUNT: the key file's JSON itself, or the path of the
 * file. Throws a readable message for anything else, at start-up rather than at the first push.
 */
export function parseServiceAccount(value: string): FcmServiceAccount {
  const text = value.trimStart().startsWith('{') ? value : readFileSync(value, 'utf8');
  let parsed: Partial<FcmServiceAccount>;
  try {
    parsed = JSON.parse(text) as Partial<FcmServiceAccount>;
  } catch {
    throw new Error('FCM_SERVICE_ACCOUNT: not a service-account key (JSON, or the path of its file)');
  }
  if (!parsed.project_id || !parsed.client_email || !parsed.private_key) {
    throw new Error('FCM_SERVICE_ACCOUNT: the key needs project_id, client_email and private_key');
  }
  return {
    project_id: parsed.project_id,
    client_email: parsed.client_email,
    private_key: parsed.private_key,
    token_uri: parsed.token_uri,
  };
}

/**
 * Native pushes over FCM HTTP v1 without the Firebase SDK: a JWT signed with the service
 * account's key (RS256) is exchanged for an OAuth access token, kept until shortly before it
 * expires, and each push is one POST to messages:send.
 */
export function createFcmSender(options: {
  account: FcmServiceAccount;
  apiUrl?: string;
  tokenUrl?: string;
  now?: () => number;
  outbound: OutboundGuard;
}): FcmSender {
  const { account } = options;
  const now = options.now ?? Date.now;
  const tokenUrl = options.tokenUrl ?? account.token_uri ?? DEFAULT_TOKEN_URL;
  const sendUrl = `${(options.apiUrl ?? DEFAULT_API_URL).replace(/\/$/, '')}/projects/${encodeURIComponent(account.project_id)}/messages:send`;
  let cached: { token: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function fetchAccessToken(): Promise<string> {
    const key = await importPKCS8(account.private_key, 'RS256');
    const issuedAt = Math.floor(now() / 1000);
    const assertion = await new SignJWT({ scope: SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(account.client_email)
      .setSubject(account.client_email)
      .setAudience(tokenUrl)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 3600)
      .sign(key);
    const response = await call(options.outbound, tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
    });
    if (!response.ok) throw new PushFailure(`FCM token exchange answered ${response.status}`);
    const answer = (await response.json()) as { access_token?: string; expires_in?: number };
    if (!answer.access_token) throw new PushFailure('FCM token exchange gave no access_token');
    cached = { token: answer.access_token, expiresAt: now() + (answer.expires_in ?? 3600) * 1000 };
    return answer.access_token;
  }

  function accessToken(): Promise<string> {
    if (cached && cached.expiresAt - RENEW_MARGIN_MS > now()) return Promise.resolve(cached.token);
    // Pushes sent at once share one exchange.
    pending ??= fetchAccessToken().finally(() => {
      pending = null;
    });
    return pending;
  }

  return {
    async send(token, payload) {
      const bearer = await accessToken();
      const response = await call(options.outbound, sendUrl, {
        method: 'POST',
        headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
        body: JSON.stringify({ message: messageOf(token, payload) }),
      });
      if (response.ok) {
        await response.body?.cancel();
        return 'sent';
      }
      const text = await response.text();
      if (response.status === 404 || text.includes('UNREGISTERED')) return 'gone';
      // A token the server refused: the next push asks for a new one.
      if (response.status === 401) cached = null;
      throw new PushFailure(`FCM answered ${response.status}: ${text.slice(0, 200)}`);
    },
  };
}

/** FCM data values are strings; the app reads `url` and `tag` when the push is tapped. */
function messageOf(token: string, payload: PushPayload): object {
  return {
    token,
    notification: { title: payload.title, body: payload.body },
    data: { url: payload.url, tag: payload.tag, actions: JSON.stringify(payload.actions) },
    android: { notification: { tag: payload.tag } },
    apns: { headers: { 'apns-collapse-id': payload.tag.slice(0, 64) } },
  };
}

async function call(outbound: OutboundGuard, url: string, init: RequestInit): Promise<Response> {
  try {
    return await outbound.fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
  } catch (error) {
    throw new PushFailure(`${new URL(url).host} unreachable: ${(error as Error).message}`);
  }
}
