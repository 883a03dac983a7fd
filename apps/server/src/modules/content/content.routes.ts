import { routes } from '@shred/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors.ts';
import { mountRoute } from '../../http/route.ts';
import type { ContentLibrary } from './content-library.ts';

export const CONTENT_NOT_FOUND = 'Content not found.';

export async function contentRoutes(
  app: FastifyInstance,
  options: { library: ContentLibrary },
): Promise<void> {
  mountRoute(app, routes.contentList, async ({ params }) => ({
    results: options.library.list(params.folder),
  }));
  mountRoute(app, routes.contentArticle, async ({ params }) => {
    const article = options.library.get(params.folder, params.id);
    if (!article) throw notFound(CONTENT_NOT_FOUND);
    return article;
  });
}
