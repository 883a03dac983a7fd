import { z } from 'zod';

export const CONTENT_FOLDERS = ['news', 'help', 'info'] as const;
export const contentFolderSchema = z.enum(CONTENT_FOLDERS);
export type ContentFolder = z.infer<typeof contentFolderSchema>;

export const contentParamsSchema = z.object({
  folder: contentFolderSchema,
  id: z
    .string()
    .max(100)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Article ids are lowercase words joined by dashes.'),
});
export const contentListParamsSchema = z.object({ folder: contentFolderSchema });

const externalSchema = z.object({ source: z.string(), url: z.string() }).nullable();

/** An article of the content panel: markdown rendered to sanitised HTML on the server. */
export const articleSchema = z.object({
  id: z.string(),
  folder: contentFolderSchema,
  title: z.string(),
  summary: z.string(),
  title_img: z.string().nullable(),
  published_at: z.string().nullable(),
  /** Set when the article was first published elsewhere ('Originally published on'). */
  external: externalSchema,
  html: z.string(),
});
export type Article = z.infer<typeof articleSchema>;

export const articleListSchema = z.object({
  results: z.array(articleSchema.omit({ html: true })),
});
export type ArticleList = z.infer<typeof articleListSchema>;
