import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_NOT_FOUND } from '../../app.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  // A built web app, whose history fallback answers every unknown page with index.html.
  webDist = await mkdtemp(path.join(tmpdir(), 'shred-web-'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Shred League</title>');
  t = await createTestApp({ WEB_DIST: webDist });
  await writeFile(path.join(t.dataDir, 'uploads', 'kept.txt'), 'kept');
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('media files (issue 27.5)', () => {
  it('answers a missing upload 404 {detail} JSON, not the web app page (issue 27.5)', async () => {
    for (const url of ['/media/profile-images/gone.webp', '/media/nothing.png', '/media/a/b/c/']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html,image/*' } });
      expect([res.statusCode, res.headers['content-type'], res.json()], url).toEqual([
        404,
        'application/json; charset=utf-8',
        { detail: MEDIA_NOT_FOUND },
      ]);
    }
  });

  it('still serves an upload that is there, and the web app for its own pages (issue 27.5)', async () => {
    const kept = await t.app.inject({ url: '/media/kept.txt' });
    expect([kept.statusCode, kept.body]).toEqual([200, 'kept']);
    const page = await t.app.inject({ url: '/manager/events', headers: { accept: 'text/html' } });
    expect([page.statusCode, page.body]).toEqual([200, '<!doctype html><title>Shred League</title>']);
  });
});
