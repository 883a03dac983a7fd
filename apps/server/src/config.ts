import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_MONEY_MOVES_PER_MINUTE } from './modules/credits/money-move-limits.ts';
import { parseAddressRanges } from './platform/outbound/public-address.ts';

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/** The ranges proxy-addr (Fastify's trustProxy) knows by name. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * The proxies whose X-Forwarded-For is believed, as addresses and CIDR ranges. No hop count:
 * it cannot check that the request came through a proxy at all (Fastify 5 trusts nothing for one).
 */
const trustedProxies = z
  .string()
  .transform((value) => value.split(',').map((entry) => entry.trim()))
  .refine((entries) => entries.every(isProxyAddress), {
    message: `list proxy addresses or CIDR ranges separated by commas (e.g. 10.0.0.5,10.1.0.0/16), or ${PROXY_RANGE_NAMES.join(', ')}`,
  });

/** Private ranges outbound calls may reach besides the public internet (an SMTP relay, local fakes in tests). */
const outboundAllowed = z
  .string()
  .transform((value) => value.split(',').map((entry) => entry.trim()))
  .refine(
    (entries) => {
      try {
        parseAddressRanges(entries);
        return true;
      } catch {
        return false;
      }
    },
    { message: 'list addresses or CIDR ranges separated by commas (e.g. 10.0.0.25,192.168.1.0/24)' },
  );

const milliseconds = z.coerce.number().int().positive();

const perMinute = z.coerce.number().int().positive();

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./.data'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8).optional(),
    DEMO_DATA: flag.default(true),
    DEMO_SEEDED_AT: z.iso.datetime().optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().default('Shred League <no-reply@shredleague.local>'),
    PUBLIC_URL: z.url().optional(),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must hold at least 32 characters').optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().optional(),
    CONTENT_DIR: z.string().optional(),
    RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().positive().default(20),
    DRAFT_OPENINGS_PER_MINUTE: perMinute.default(DEFAULT_MONEY_MOVES_PER_MINUTE.draftOpening),
    MARKET_BUYS_PER_MINUTE: perMinute.default(DEFAULT_MONEY_MOVES_PER_MINUTE.marketBuy),
    CREDIT_PURCHASES_PER_MINUTE: perMinute.default(DEFAULT_MONEY_MOVES_PER_MINUTE.creditPurchase),
    LIVE_MAX_CONNECTIONS: z.coerce.number().int().positive().default(5000),
    LIVE_MAX_STREAMS_PER_ADDRESS: z.coerce.number().int().positive().default(200),
    LIVE_MAX_STREAMS_PER_USER: z.coerce.number().int().positive().default(10),
    HEADERS_TIMEOUT_MS: milliseconds.default(10_000),
    // A 5 MB photo from a phone on a crowded venue's network (about 0.7 Mbit/s) still gets through.
    REQUEST_TIMEOUT_MS: milliseconds.default(60_000),
    UPLOADS_PER_HOUR: z.coerce.number().int().positive().default(30),
    OUTBOUND_ALLOW: outboundAllowed.optional(),
    TRUST_PROXY: trustedProxies.optional(),
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
    DEV_PAYMENTS: flag.default(false),
    FCM_SERVICE_ACCOUNT: z.string().min(1).optional(),
    FCM_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    FCM_TOKEN_URL: z.url({ protocol: /^https?$/ }).optional(),
    WEB_PUSH_ALLOW_HTTP: flag.default(false),
    TEST_PASSWORD_HASHING: flag.default(false),
    NODE_ENV: z.string().optional(),
  })
  .refine((env) => !env.ADMIN_EMAIL === !env.ADMIN_PASSWORD, {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together: set both or neither',
    path: ['ADMIN_PASSWORD'],
  })
  // Half a Stripe setup would take payments it can never fulfil (no webhook) or open none.
  .refine((env) => !env.STRIPE_SECRET_KEY === !env.STRIPE_WEBHOOK_SECRET, {
    message: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together: set both or neither',
    path: ['STRIPE_WEBHOOK_SECRET'],
  })
  // The dev provider pays every checkout at once for nothing: in production only when asked for by name.
  .refine((env) => env.NODE_ENV !== 'production' || !!env.STRIPE_SECRET_KEY || env.DEV_PAYMENTS, {
    message:
      'with NODE_ENV=production, credits are sold through Stripe (set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET); the dev payment provider, which completes every purchase without payment, runs there only with DEV_PAYMENTS=1',
    path: ['DEV_PAYMENTS'],
  })
  // Node refuses a server whose headers may take longer than the whole request.
  .refine((env) => env.HEADERS_TIMEOUT_MS <= env.REQUEST_TIMEOUT_MS, {
    message: 'HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS',
    path: ['HEADERS_TIMEOUT_MS'],
  })
  // Cheap hashes are cracked cheaply once stolen: two settings, so that one copied by mistake is refused.
  .refine((env) => !env.TEST_PASSWORD_HASHING || env.NODE_ENV === 'test', {
    message:
      'TEST_PASSWORD_HASHING makes password hashes cheap to crack: it is for tests only, with NODE_ENV=test',
    path: ['TEST_PASSWORD_HASHING'],
  });

export type Config = ReturnType<typeof loadConfig>;

/** The host of the default PUBLIC_URL: the address listened on, unless it is every IPv4 address. */
const localHost = (host: string): string => (isIP(host) === 4 && host !== '0.0.0.0' ? host : 'localhost');

/** Turn the environment into a typed config, or throw one readable message naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'env'}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : null,
    demoData: e.DEMO_DATA,
    /** When the data dir's demo world was seeded (a copy of a seeded one): its dates move to the start. */
    demoSeededAt: e.DEMO_SEEDED_AT ? Date.parse(e.DEMO_SEEDED_AT) : null,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://${localHost(e.HOST)}:${e.PORT}`).replace(/\/$/, ''),
    jwtSecret: e.JWT_SECRET,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : path.resolve(import.meta.dirname, '../../web/dist'),
    uploadsDir: path.join(dataDir, 'uploads'),
    contentDir: e.CONTENT_DIR
      ? path.resolve(e.CONTENT_DIR)
      : path.resolve(import.meta.dirname, '../../../content'),
    authRateLimitPerMinute: e.RATE_LIMIT_AUTH_PER_MINUTE,
    /** Per signed-in user: the writes that move money, counted before they move it. */
    moneyMovesPerMinute: {
      draftOpening: e.DRAFT_OPENINGS_PER_MINUTE,
      marketBuy: e.MARKET_BUYS_PER_MINUTE,
      creditPurchase: e.CREDIT_PURCHASES_PER_MINUTE,
    },
    liveMaxConnections: e.LIVE_MAX_CONNECTIONS,
    /** Open live streams per client address (a venue's Wi-Fi shares one) and per signed-in user. */
    liveMaxStreamsPerAddress: e.LIVE_MAX_STREAMS_PER_ADDRESS,
    liveMaxStreamsPerUser: e.LIVE_MAX_STREAMS_PER_USER,
    /** How long a client may take to send its headers, and its whole request with the body. */
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    /** Image uploads (profile, league) one user may make per hour: each one is decoded. */
    uploadsPerHour: e.UPLOADS_PER_HOUR,
    /** Ranges outbound calls may reach besides public addresses; none by default. */
    outboundAllowed: parseAddressRanges(e.OUTBOUND_ALLOW ?? []),
    /** Proxies allowed to name the client in X-Forwarded-For; none by default, so nobody can. */
    trustedProxies: e.TRUST_PROXY ?? [],
    /** Stripe Checkout for credit purchases; without it the dev provider pays at once (production: DEV_PAYMENTS=1 only). */
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiBase: e.STRIPE_API_BASE,
          }
        : null,
    /** Native pushes over FCM HTTP v1; without a service account they are skipped. */
    fcm: e.FCM_SERVICE_ACCOUNT
      ? { serviceAccount: e.FCM_SERVICE_ACCOUNT, apiUrl: e.FCM_API_URL, tokenUrl: e.FCM_TOKEN_URL }
      : null,
    /** Web Push subscriptions may name a plain-http push service (a local one in tests). */
    webPushAllowHttp: e.WEB_PUSH_ALLOW_HTTP,
    /** New passwords are hashed at the least cost, not production's (tests only). */
    testPasswordHashing: e.TEST_PASSWORD_HASHING,
  };
}
