import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { cx } from '../../ui/class-names.ts';
import { openContent } from './content-store.ts';

/** Readable article typography for the server's sanitised HTML (headings, lists, tables, quotes). */
const PROSE = cx(
  'text-[15px] leading-7 text-fg/90 sm:text-base sm:leading-7',
  '[&>:first-child]:mt-0 [&_p]:my-4',
  '[&_h2]:mt-9 [&_h2]:mb-3 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:uppercase [&_h2]:italic [&_h2]:leading-tight [&_h2]:tracking-tight [&_h2]:text-fg',
  '[&_h3]:mt-7 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-fg',
  '[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:font-semibold [&_h4]:text-fg',
  '[&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_li]:my-1.5 [&_li]:pl-1 [&_li]:marker:text-accent',
  '[&_a]:font-medium [&_a]:text-accent [&_a]:underline [&_a]:decoration-accent/40 [&_a]:underline-offset-3 [&_a:hover]:decoration-accent',
  '[&_strong]:font-semibold [&_strong]:text-fg',
  '[&_blockquote]:my-6 [&_blockquote]:rounded-r-xl [&_blockquote]:border-l-4 [&_blockquote]:border-accent [&_blockquote]:bg-surface-2 [&_blockquote]:px-4 [&_blockquote]:py-1 [&_blockquote]:text-fg',
  '[&_code]:rounded-md [&_code]:bg-surface-2 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-[0.9em]',
  '[&_pre]:my-5 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-surface-2 [&_pre]:p-4',
  '[&_table]:my-6 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:border-collapse [&_table]:text-sm',
  '[&_th]:whitespace-nowrap [&_th]:border-b-2 [&_th]:border-line [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold [&_th]:text-fg',
  '[&_td]:border-b [&_td]:border-line [&_td]:px-3 [&_td]:py-2 [&_td]:align-top',
  '[&_img]:my-6 [&_img]:rounded-2xl [&_hr]:my-8 [&_hr]:border-line',
);

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const decode = (html: string) =>
  html.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

/**
 * Articles open with their title as a heading; where the page or panel shows the title itself
 * (as its h1 or dialog name), that first heading is left out so it does not show twice.
 */
export function withoutLeadingTitle(html: string, title: string): string {
  const match = /^\s*<h2[^>]*>([\s\S]*?)<\/h2>\s*/.exec(html);
  if (!match) return html;
  const text = decode((match[1] ?? '').replace(/<[^>]+>/g, '')).trim();
  return text === title.trim() ? html.slice(match[0].length) : html;
}

/** `/how-to#scoring` inside an article means the help article 'scoring'. */
export function helpArticleOf(href: string): string | undefined {
  const match = /^\/how-to#([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(href);
  return match?.[1];
}

interface ArticleBodyProps {
  /** Sanitised HTML from the content API. */
  html: string;
  className?: string;
  /** Called before an in-app link inside the article navigates (the panel closes then). */
  onNavigate?: () => void;
}

/**
 * An article body. The HTML is the server's, rendered from our own markdown and sanitised
 * there (no script, no event handler, only http(s)/mailto links survive). Links to help
 * articles open them in the content panel; other in-app links go through the router.
 */
export function ArticleBody({ html, className, onNavigate }: ArticleBodyProps) {
  const navigate = useNavigate();

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const href = link?.getAttribute('href');
    if (!link || !href?.startsWith('/') || href.startsWith('//') || link.target === '_blank') return;
    event.preventDefault();
    const helpId = helpArticleOf(href);
    if (helpId) {
      openContent({ folder: 'help', id: helpId });
      return;
    }
    onNavigate?.();
    void navigate(href);
  };

  return (
    // The article's links are real anchors; this only routes their clicks inside the app.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires this same click.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above; the div itself is not interactive.
    <div
      className={cx(PROSE, className)}
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (render-markdown.ts).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
