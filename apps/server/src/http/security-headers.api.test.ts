import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser } from '../test/factories.ts';
import { createGameFixture } from '../test/game-factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let webDist: string;
let gameId: number;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'shred-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>Shred League</title><script src="/assets/app-abc123.js"></script>',
  );
  await writeFile(path.join(webDist, 'assets', 'app-abc123.js'), 'document.title = "x";');
  t = await createTestApp({ WEB_DIST: webDist });
  const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  await writeFile(path.join(t.dataDir, 'uploads', 'avatar.png'), png);
  gameId = (await createGameFixture(t.database.db, { now: t.clock.now() })).gameId;
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

/** The policy's directives by name, each with its sources. */
function csp(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

/** What every answer must carry (issue 11.4), as one list of faults for a readable failure. */
function missingHeaders(res: LightMyRequestResponse): string[] {
  const faults: string[] = [];
  const policy = csp(res);
  if (policy.size === 0) faults.push('no content-security-policy');
  if (JSON.stringify(policy.get('script-src')) !== JSON.stringify(["'self'"]))
    faults.push(`script-src ${policy.get('script-src')?.join(' ')}`);
  if (JSON.stringify(policy.get('style-src')) !== JSON.stringify(["'self'"]))
    faults.push(`style-src ${policy.get('style-src')?.join(' ')}`);
  if (JSON.stringify(policy.get('frame-ancestors')) !== JSON.stringify(["'none'"]))
    faults.push(`frame-ancestors ${policy.get('frame-ancestors')?.join(' ')}`);
  if (JSON.stringify(policy.get('report-uri')) !== JSON.stringify(['/api/csp-reports/']))
    faults.push(`report-uri ${policy.get('report-uri')?.join(' ')}`);
  if (res.headers['x-content-type-options'] !== 'nosniff') faults.push('no nosniff');
  if (res.headers['x-frame-options'] !== 'DENY') faults.push('x-frame-options not DENY');
  if (res.headers['referrer-policy'] !== 'strict-origin-when-cross-origin')
    faults.push(`referrer-policy ${res.headers['referrer-policy']}`);
  const permissions = String(res.headers['permissions-policy'] ?? '');
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    if (!permissions.includes(`${feature}=()`)) faults.push(`permissions-policy allows ${feature}`);
  }
  return faults;
}

describe('security headers on every answer (issue 11.4)', () => {
  it('come with each kind of answer: API JSON, errors, 404s, the web app, its files, media, share images, API docs', async () => {
    const user = await newUser(t.app);
    const answers: Array<[kind: string, request: InjectOptions, status: number]> = [
      ['API JSON', { url: '/api/health/' }, 200],
      ['signed-in API JSON', { url: '/api/users/me/', headers: user.auth }, 200],
      ['401', { url: '/api/users/me/' }, 401],
      [
        '400',
        {
          method: 'POST',
          url: '/api/users/token/',
          payload: '{',
          headers: { 'content-type': 'application/json' },
        },
        400,
      ],
      ['API 404', { url: '/api/nothing/here/' }, 404],
      ['404 of another method', { method: 'POST', url: '/nothing/here' }, 404],
      ['web app index', { url: '/', headers: { accept: 'text/html' } }, 200],
      ['history fallback', { url: '/manager/events/some-event', headers: { accept: 'text/html' } }, 200],
      ['static asset', { url: '/assets/app-abc123.js' }, 200],
      ['media', { url: '/media/avatar.png' }, 200],
      ['share image', { url: `/api/games/${gameId}/fantasy-stats/image/?mode=quickplay` }, 200],
      ['API docs', { url: '/api/docs' }, 200],
      ['API docs files', { url: '/api/docs/static/swagger-ui.css' }, 200],
      ['OpenAPI document', { url: '/api/docs/json' }, 200],
    ];
    const faults: string[] = [];
    for (const [kind, request, status] of answers) {
      const res = await t.app.inject(request);
      if (res.statusCode !== status) faults.push(`${kind}: status ${res.statusCode}, not ${status}`);
      for (const fault of missingHeaders(res)) faults.push(`${kind}: ${fault}`);
    }
    expect(faults).toEqual([]);
  });

  it('allow no inline script anywhere: script-src is the app itself, and attributes run nothing', async () => {
    const policy = csp(await t.app.inject({ url: '/', headers: { accept: 'text/html' } }));
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect([...policy.values()].flat()).not.toContain("'unsafe-inline'");
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
  });

  it('let other sites and the native app show pictures, but not read anything else', async () => {
    const image = await t.app.inject({ url: `/api/games/${gameId}/fantasy-stats/image/?mode=quickplay` });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const media = await t.app.inject({ url: '/media/avatar.png' });
    expect(media.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const json = await t.app.inject({ url: '/api/health/' });
    expect(json.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('add the other origins the web build loads from (its content-security.json), and no more', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'shred-web-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Shred League</title>');
    await writeFile(
      path.join(dist, 'content-security.json'),
      JSON.stringify({
        'script-src': ['https://www.googletagmanager.com'],
        'connect-src': ['https://*.google-analytics.com'],
      }),
    );
    const withTags = await createTestApp({ WEB_DIST: dist });
    try {
      const policy = csp(await withTags.app.inject({ url: '/', headers: { accept: 'text/html' } }));
      expect(policy.get('script-src')).toEqual(["'self'", 'https://www.googletagmanager.com']);
      expect(policy.get('connect-src')).toEqual(["'self'", 'https://*.google-analytics.com']);
      expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
      expect(policy.get('style-src')).toEqual(["'self'"]);
    } finally {
      await withTags.close();
      await rm(dist, { recursive: true, force: true });
    }
  });

  it('send no HSTS, upgrade-insecure-requests or report-to when PUBLIC_URL is http', async () => {
    const res = await t.app.inject({ url: '/api/health/' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(csp(res).has('upgrade-insecure-requests')).toBe(false);
    expect(csp(res).has('report-to')).toBe(false);
    expect(res.headers['reporting-endpoints']).toBeUndefined();
  });

  it('send HSTS for a year, upgrade-insecure-requests and report-to when PUBLIC_URL is https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://shred.example', WEB_DIST: webDist });
    try {
      const faults: string[] = [];
      for (const url of ['/api/health/', '/manager', '/api/nothing/']) {
        const res = await secure.app.inject({ url, headers: { accept: 'text/html' } });
        for (const fault of missingHeaders(res)) faults.push(`${url}: ${fault}`);
        expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
        expect(csp(res).has('upgrade-insecure-requests'), url).toBe(true);
        expect(csp(res).get('report-to'), url).toEqual(['csp']);
        expect(res.headers['reporting-endpoints'], url).toBe('csp="/api/csp-reports/"');
      }
      expect(faults).toEqual([]);
    } finally {
      await secure.close();
    }
  });
});
