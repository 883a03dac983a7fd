export { ArticleBody, withoutLeadingTitle } from './article-body.tsx';
export { articleKeys, CONTENT_NOT_FOUND, useArticleListQuery, useArticleQuery } from './article-query.ts';
export {
  type ContentRef,
  type ContentTarget,
  closeContent,
  contentStore,
  type ExternalArticle,
  listenForContentEvents,
  OPEN_CONTENT_EVENT,
  openContent,
  openExternalArticle,
  useContentTarget,
} from './content-store.ts';
