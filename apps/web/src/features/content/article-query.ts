import type { ContentFolder } from '@shred/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, call } from '../../api/index.ts';

/** Articles change only with a release of the app. */
const ARTICLE_STALE_MS = 10 * 60_000;

export const articleKeys = {
  all: ['content'] as const,
  detail: (folder: ContentFolder, id: string) => [...articleKeys.all, folder, id] as const,
  list: (folder: ContentFolder) => [...articleKeys.all, folder, 'list'] as const,
};

/** GET content/{folder}/{id}/: one article with its sanitised HTML. */
export function useArticleQuery(folder: ContentFolder, id: string) {
  return useQuery({
    queryKey: articleKeys.detail(folder, id),
    queryFn: ({ signal }) => call('contentArticle', { params: { folder, id }, signal }),
    staleTime: ARTICLE_STALE_MS,
  });
}

/** GET content/{folder}/: the folder's articles without their bodies, newest first. */
export function useArticleListQuery(folder: ContentFolder) {
  return useQuery({
    queryKey: articleKeys.list(folder),
    queryFn: ({ signal }) => call('contentList', { params: { folder }, signal }),
    staleTime: ARTICLE_STALE_MS,
  });
}

/** Spec §8: a missing article reads 'Content not found.' (the server's own 404 text, too). */
export const CONTENT_NOT_FOUND = 'Content not found.';

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;
