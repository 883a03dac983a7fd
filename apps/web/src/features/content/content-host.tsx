import { ContentPanel } from './content-panel.tsx';
import { closeContent, useContentTarget } from './content-store.ts';

/** The content panel opened through `openContent()`, `openExternalArticle()` or the app event. */
export function ContentHost() {
  return <ContentPanel target={useContentTarget()} onClose={closeContent} />;
}
