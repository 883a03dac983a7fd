import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Article, ContentFolder } from '@shred/contract';
import { CONTENT_FOLDERS } from '@shred/contract';
import matter from 'gray-matter';
import { renderMarkdown } from './render-markdown.ts';

export interface ContentLibrary {
  list(folder: ContentFolder): Array<Omit<Article, 'html'>>;
  get(folder: ContentFolder, id: string): Article | undefined;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const optionalText = (value: unknown): string | null => text(value) || null;
const isoDate = (value: unknown): string | null => {
  if (value instanceof Date) return value.toISOString();
  const parsed = typeof value === 'string' ? new Date(value) : null;
  return parsed && !Number.isNaN(parsed.getTime()) ? parsed.toISOString() : null;
};

/**
 * The articles shipped in `content/{news,help,info}/*.md`, read and rendered once at start:
 * they change only with a release, so every request is served from memory.
 */
export async function loadContentLibrary(root: string): Promise<ContentLibrary> {
  const byFolder = new Map<ContentFolder, Article[]>();
  for (const folder of CONTENT_FOLDERS) {
    const dir = path.join(root, folder);
    const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.md'));
    const articles = await Promise.all(
      files.map(async (file): Promise<Article> => {
        const { data, content } = matter(await readFile(path.join(dir, file), 'utf8'));
        const externalUrl = optionalText(data.external_url);
        return {
          id: file.replace(/\.md$/, ''),
          folder,
          title: text(data.title) || file,
          summary: text(data.summary),
          title_img: optionalText(data.title_img),
          published_at: isoDate(data.published_at),
          external: externalUrl
            ? { source: text(data.external_source) || new URL(externalUrl).host, url: externalUrl }
            : null,
          html: renderMarkdown(content),
        };
      }),
    );
    articles.sort(
      (a, b) => (b.published_at ?? '').localeCompare(a.published_at ?? '') || a.title.localeCompare(b.title),
    );
    byFolder.set(folder, articles);
  }
  return {
    list: (folder) => (byFolder.get(folder) ?? []).map(({ html: _html, ...rest }) => rest),
    get: (folder, id) => byFolder.get(folder)?.find((a) => a.id === id),
  };
}
