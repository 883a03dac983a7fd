import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config.ts';

/** Where browsers send Content Security Policy violation reports (modules/csp-reports). */
export const CSP_REPORT_PATH = '/api/csp-reports/';
/** The Reporting API endpoint the policy's report-to names (Reporting-Endpoints header). */
const REPORT_GROUP = 'csp';

const origins = z.array(z.string().regex(/^https:\/\/[\w*.-]+$/, 'an https origin')).optional();
/** Directives a web build may add https origins to, and nothing else (`content-security.json`). */
const buildSourcesSchema = z.strictObject({
  'script-src': origins,
  'img-src': origins,
  'connect-src': origins,
});
type BuildSources = z.infer<typeof buildSourcesSchema>;

/**
 * The other origins the web build loads from (apps/web vite.config.ts contentSecuritySources);
 * none when the build does not say, as a test's stand-in build does not.
 */
async function buildSources(webDist: string): Promise<BuildSources> {
  const file = path.join(webDist, 'content-security.json');
  const text = await readFile(file, 'utf8').catch(() => '{}');
  const parsed = buildSourcesSchema.safeParse(JSON.parse(text));
  if (!parsed.success)
    throw new Error(`${file} is not a list of https origins by directive: ${parsed.error.message}`);
  return parsed.data;
}

/**
 * The one policy of every answer. Scripts, styles, fonts and calls come only from the app's own
 * origin (and those the web build names); nothing runs inline (the theme script is a file:
 * apps/web vite.config.ts). Pictures may also be data: (the art package's generated SVG).
 * Swagger UI at /api/docs lives with the same policy (app.ts gives it a layout without inline
 * styles).
 */
function directives(https: boolean, extra: BuildSources): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(extra['script-src'] ?? [])],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', ...(extra['img-src'] ?? [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(extra['connect-src'] ?? [])],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'report-uri': [CSP_REPORT_PATH],
    // Over https only: Chromium sends the Reporting API's reports to https endpoints only, and
    // beside report-to it ignores report-uri. Over http a browser would also try https for
    // every sub-resource and fail.
    ...(https ? { 'report-to': [REPORT_GROUP], 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Browser features the app never uses, refused to it and to anything it would frame. The share
 * sheet, the clipboard and full screen, which it does use, keep their default (this origin).
 * Only features browsers know: an unknown one is a console warning on every page.
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/**
 * Security headers on every answer (issue 11.4), the web app's pages, its files, the API, its
 * errors and 404s alike. HSTS only when PUBLIC_URL, the address people use, is https: TLS may
 * end at a proxy in front, so the request's own protocol cannot tell, and a browser ignores
 * HSTS received over http anyway.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'publicUrl' | 'webDist'>,
): Promise<void> {
  const https = new URL(config.publicUrl).protocol === 'https:';
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: directives(https, await buildSources(config.webDist)),
    },
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
  const reportingEndpoints = `${REPORT_GROUP}="${CSP_REPORT_PATH}"`;
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (https) reply.header('reporting-endpoints', reportingEndpoints);
  });
  // Pictures (share images, uploads) may be shown by other sites and by the native app's web
  // view; everything else stays readable by this origin only (helmet's default).
  app.addHook('onSend', async (_request, reply) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('image/')) {
      reply.header('cross-origin-resource-policy', 'cross-origin');
    }
  });
}
