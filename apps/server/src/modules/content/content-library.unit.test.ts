import path from 'node:path';
import { CONTENT_FOLDERS } from '@shred/contract';
import { describe, expect, it } from 'vitest';
import { loadContentLibrary } from './content-library.ts';

describe('the articles shipped in content/', () => {
  it('has a title, a summary and a rendered body for every article of every folder', async () => {
    const library = await loadContentLibrary(path.resolve(import.meta.dirname, '../../../../../content'));
    for (const folder of CONTENT_FOLDERS) {
      const list = library.list(folder);
      expect(list.length, folder).toBeGreaterThan(0);
      for (const item of list) {
        const article = library.get(folder, item.id);
        expect(article?.title, item.id).not.toBe(`${item.id}.md`);
        expect(article?.summary, item.id).not.toBe('');
        expect(article?.html, item.id).toMatch(/<h2>|<p>/);
      }
    }
    expect(library.get('help', 'game-rules')?.title).toBe('Game Rules');
  });
});
