import {
  createDecipheriv,
  createECDH,
  type ECDH,
  generateKeyPairSync,
  hkdfSync,
  randomBytes,
} from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importJWK, importSPKI, jwtVerify } from 'jose';
import { SMTPServer } from 'smtp-server';

/**
 * Real local stand-ins for the services delivery talks to, for tests: an SMTP server, a Web
 * Push service and FCM. They speak the wire protocols and check what arrives; nothing of the
 * libraries that send is replaced.
 */

export interface ReceivedMail {
  to: string[];
  /** Unfolded header lines by lower-case name. */
  headers: Map<string, string>;
  /** The raw message with quoted-printable soft breaks and escapes undone. */
  text: string;
}

export interface SmtpSink {
  url: string;
  mails: ReceivedMail[];
  /** Hold every message's data until `release` (a server that stalls). */
  stall(): void;
  release(): void;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  let gate: { promise: Promise<void>; open(): void } | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const accept = () => {
          mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), session.envelope.rcptTo));
          callback();
        };
        if (gate) void gate.promise.then(accept);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    stall() {
      let open = () => {};
      const promise = new Promise<void>((resolve) => {
        open = resolve;
      });
      gate = { promise, open };
    },
    release() {
      gate?.open();
      gate = null;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function parseMail(raw: string, rcptTo: Array<{ address: string }>): ReceivedMail {
  const [head = ''] = raw.split(/\r?\n\r?\n/, 1);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return {
    to: rcptTo.map((r) => r.address),
    headers,
    text: decodeQuotedPrintable(raw.replace(/=\r?\n/g, '')),
  };
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) of a header, as text. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, word: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(word, 'base64').toString('utf8')
        : decodeQuotedPrintable(word.replaceAll('_', ' ')),
    );
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < value.length; i++) {
    const hex = value.slice(i + 1, i + 3);
    if (value[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(value[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * Wait until `check` holds, for what a server delivers on its own (an e2e server process, or
 * the worker a commit woke): e.g. `until(() => sink.mails.some((m) => m.to.includes(email)))`.
 * In-process API tests can await `app.notificationDeliveries.drain()` instead.
 */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`still not so after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A browser's side of a Web Push subscription: its keys decrypt what the push service got. */
export interface Subscriber {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
  authSecret: Buffer;
}

export interface PushRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export interface PushService {
  origin: string;
  requests: PushRequest[];
  /** A new subscription whose endpoint is on this service. */
  subscriber(name: string): Subscriber;
  /** Answer pushes to this endpoint with these statuses in turn, then 201. */
  answer(endpoint: string, ...statuses: number[]): void;
  close(): Promise<void>;
}

export async function startPushService(): Promise<PushService> {
  const requests: PushRequest[] = [];
  const planned = new Map<string, number[]>();
  const server = await listenHttp(async (req, body) => {
    const path = req.url ?? '/';
    requests.push({ path, headers: req.headers, body });
    const status = planned.get(path)?.shift() ?? 201;
    return { status, body: '' };
  });
  const origin = originOf(server);
  return {
    origin,
    requests,
    subscriber(name) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      return {
        endpoint: `${origin}/push/${name}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
        ecdh,
        authSecret,
      };
    },
    answer(endpoint, ...statuses) {
      planned.set(new URL(endpoint).pathname, statuses);
    },
    close: () => closeHttp(server),
  };
}

/** Undo RFC 8291 aes128gcm with the subscriber's private key, as the browser does. */
export function decryptPush(subscriber: Subscriber, body: Buffer): unknown {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const shared = subscriber.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), subscriber.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, subscriber.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const padded = Buffer.concat([
    decipher.update(cipherText.subarray(0, cipherText.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  const end = padded.lastIndexOf(2);
  return JSON.parse(padded.subarray(0, end).toString('utf8'));
}

/** Check a push's VAPID header (RFC 8292) against the server's public key; answers its claims. */
export async function verifyVapid(
  authorization: string | undefined,
  publicKey: string,
): Promise<{ aud: string; sub: string; exp: number }> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match?.[1] || match[2] !== publicKey)
    throw new Error(`not a VAPID header for this key: ${authorization}`);
  const raw = Buffer.from(publicKey, 'base64url');
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    'ES256',
  );
  const { payload } = await jwtVerify(match[1], key);
  return payload as { aud: string; sub: string; exp: number };
}

export interface FcmService {
  origin: string;
  /** FCM_SERVICE_ACCOUNT for the app: a fresh key whose public half this service checks. */
  serviceAccount: string;
  tokenExchanges: number;
  sends: Array<{ token: string; message: Record<string, unknown> }>;
  /** Tokens FCM no longer knows (answered 404 UNREGISTERED). */
  unregistered: Set<string>;
  close(): Promise<void>;
}

export async function startFcmService(): Promise<FcmService> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const verifyKey = await importSPKI(publicKey.export({ type: 'spki', format: 'pem' }).toString(), 'RS256');
  const accessToken = randomBytes(16).toString('hex');
  const service: Omit<FcmService, 'origin' | 'serviceAccount' | 'close'> = {
    tokenExchanges: 0,
    sends: [],
    unregistered: new Set(),
  };
  let origin = '';
  const server = await listenHttp(async (req, body) => {
    if (req.url === '/token') {
      const form = new URLSearchParams(body.toString('utf8'));
      if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer')
        return { status: 400, body: '{}' };
      try {
        await jwtVerify(form.get('assertion') ?? '', verifyKey, {
          audience: `${origin}/token`,
          issuer: 'push@shred-test.iam.gserviceaccount.com',
        });
      } catch {
        return { status: 401, body: '{"error":"invalid_grant"}' };
      }
      service.tokenExchanges++;
      return { status: 200, body: JSON.stringify({ access_token: accessToken, expires_in: 3600 }) };
    }
    if (req.url === '/v1/projects/shred-test/messages:send') {
      if (req.headers.authorization !== `Bearer ${accessToken}`) return { status: 401, body: '{}' };
      const { message } = JSON.parse(body.toString('utf8')) as { message: Record<string, unknown> };
      const token = String(message.token);
      if (service.unregistered.has(token)) {
        return {
          status: 404,
          body: JSON.stringify({
            error: { code: 404, status: 'NOT_FOUND', details: [{ errorCode: 'UNREGISTERED' }] },
          }),
        };
      }
      service.sends.push({ token, message });
      return {
        status: 200,
        body: JSON.stringify({ name: `projects/shred-test/messages/${service.sends.length}` }),
      };
    }
    return { status: 404, body: '{}' };
  });
  origin = originOf(server);
  return Object.assign(service, {
    origin,
    serviceAccount: JSON.stringify({
      type: 'service_account',
      project_id: 'shred-test',
      client_email: 'push@shred-test.iam.gserviceaccount.com',
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    }),
    close: () => closeHttp(server),
  });
}

async function listenHttp(
  handle: (req: IncomingMessage, body: Buffer) => Promise<{ status: number; body: string }>,
): Promise<Server> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      handle(req, Buffer.concat(chunks)).then(
        (answer) => res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body),
        () => res.writeHead(500).end(),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

const originOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

function closeHttp(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
