import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'shred-content-'));
  await mkdir(path.join(dir, 'help'));
  await mkdir(path.join(dir, 'news'));
  await writeFile(
    path.join(dir, 'help', 'scoring.md'),
    '---\ntitle: How scoring works\nsummary: Points per place.\n---\n# Points\n\n**1st** gets 100. See [rules](https://example.com/rules).\n',
  );
  await writeFile(
    path.join(dir, 'news', 'evil.md'),
    [
      '---',
      'title: Evil',
      'published_at: 2026-11-01',
      'external_url: https://www.worldskate.org/story',
      'external_source: World Skate',
      '---',
      '<script>alert(1)</script>',
      '<img src="x" onerror="alert(2)">',
      '[click](javascript:alert(3))',
      '<a href="https://ok.example" onclick="alert(4)">ok</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<p style="background:url(javascript:alert(5))">styled</p>',
    ].join('\n\n'),
  );
  await writeFile(
    path.join(dir, 'news', 'older.md'),
    '---\ntitle: Older\npublished_at: 2026-01-01\n---\nHello',
  );
  t = await createTestApp({ CONTENT_DIR: dir });
});
afterAll(() => t.close());

describe('GET content/{folder}/{id} (R7.28, R2.135, R2.136, R2.138)', () => {
  it('renders the markdown article to HTML, with or without the trailing slash', async () => {
    for (const url of ['/api/content/help/scoring/', '/api/content/help/scoring']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: 'scoring',
        folder: 'help',
        title: 'How scoring works',
        external: null,
      });
      expect(res.json().html).toContain('<strong>1st</strong>');
      expect(res.json().html).toContain(
        '<a href="https://example.com/rules" target="_blank" rel="noopener noreferrer">',
      );
    }
  });

  it('lets no script, handler, frame, style or javascript: link survive', async () => {
    const { html, external } = (await t.app.inject({ url: '/api/content/news/evil/' })).json();
    expect(external).toEqual({ source: 'World Skate', url: 'https://www.worldskate.org/story' });
    for (const forbidden of ['<script', 'onerror=', 'onclick=', 'href="javascript', '<iframe', 'style=']) {
      expect(html).not.toContain(forbidden);
    }
    expect(html).toContain('<img src="x" />');
    expect(html).toContain('ok</a>');
  });

  it("answers 404 'Content not found.' for a missing article and 400 for a bad folder or id", async () => {
    const missing = await t.app.inject({ url: '/api/content/info/nothing-here/' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Content not found.' });
    expect((await t.app.inject({ url: '/api/content/secrets/scoring/' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/content/help/..%2F..%2Fetc%2Fpasswd/' })).statusCode).toBe(400);
  });

  it('lists a folder newest first without the bodies', async () => {
    const res = await t.app.inject({ url: '/api/content/news/' });
    expect(res.json().results.map((a: { id: string }) => a.id)).toEqual(['evil', 'older']);
    expect(res.json().results[0]).not.toHaveProperty('html');
  });
});
