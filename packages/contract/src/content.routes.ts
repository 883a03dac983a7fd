import { contentEndpoints } from './content.endpoints.ts';
import { articleListSchema, articleSchema, contentListParamsSchema, contentParamsSchema } from './content.ts';
import { defineRoute } from './route.ts';

/** News, help and info articles. */
export const contentRoutes = {
  contentList: defineRoute({
    ...contentEndpoints.contentList,
    tag: 'content',
    summary: 'Articles of a folder (news, help, info), newest first',
    params: contentListParamsSchema,
    response: { 200: articleListSchema },
    errors: [],
  }),
  contentArticle: defineRoute({
    ...contentEndpoints.contentArticle,
    tag: 'content',
    summary: 'One article, its markdown rendered to sanitised HTML',
    params: contentParamsSchema,
    response: { 200: articleSchema },
    errors: [],
  }),
} as const;
