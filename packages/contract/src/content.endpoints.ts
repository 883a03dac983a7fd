import type { Endpoint } from './endpoints.ts';

/** News, help and info articles. */
export const contentEndpoints = {
  contentList: { method: 'GET', path: 'content/{folder}/', access: 'public', status: 200 },
  contentArticle: { method: 'GET', path: 'content/{folder}/{id}/', access: 'public', status: 200 },
} as const satisfies Record<string, Endpoint>;
