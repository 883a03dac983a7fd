import type { Article, ContentFolder } from '@shred/contract';
import { type ReactNode, useId } from 'react';
import { errorMessage } from '../../api/index.ts';
import { Button } from '../../ui/button.tsx';
import { LoadingBlock } from '../../ui/spinner.tsx';
import { Modal } from '../modals/index.ts';
import { AlertCircleIcon, BookIcon, CloseIcon, ExternalLinkIcon } from '../modals/overlay-icons.tsx';
import { ArticleBody, withoutLeadingTitle } from './article-body.tsx';
import { CONTENT_NOT_FOUND, isNotFound, useArticleQuery } from './article-query.ts';
import type { ContentRef, ContentTarget, ExternalArticle } from './content-store.ts';

export const FOLDER_LABELS: Readonly<Record<ContentFolder, string>> = {
  news: 'News',
  help: 'Help',
  info: 'Info',
};

const publishedDate = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'long', year: 'numeric' });

interface ContentPanelProps {
  target: ContentTarget | null;
  onClose: () => void;
}

/**
 * Spec §2 content panel (full screen) for news, help and info articles: a spinner while
 * loading, the error with a Close button, the article, or 'Content not found.'; a Close button
 * stays fixed in its corner whatever the state (R2.132–R2.138).
 */
export function ContentPanel({ target, onClose }: ContentPanelProps) {
  const titleId = useId();
  if (!target) return null;
  const label = target.kind === 'article' ? FOLDER_LABELS[target.ref.folder] : 'Article';
  return (
    <Modal open onClose={onClose} presentation="fullscreen" label={label} labelledBy={titleId}>
      <button
        type="button"
        onClick={onClose}
        data-testid="content-close"
        className="fixed top-[calc(env(safe-area-inset-top)+0.75rem)] right-3 z-10 inline-flex h-10 items-center gap-1.5 rounded-full border border-line bg-surface/90 pr-4 pl-3 text-sm font-semibold text-fg shadow-card backdrop-blur-md transition hover:border-accent/60 sm:right-6"
      >
        <CloseIcon width={18} height={18} />
        Close
      </button>
      <div
        aria-hidden="true"
        className="bg-hero pointer-events-none absolute inset-x-0 top-0 h-80 opacity-45 [mask-image:linear-gradient(to_bottom,black,transparent)]"
      />
      <div className="pt-safe relative">
        <div className="mx-auto w-full max-w-2xl px-5 pt-16 pb-20 sm:px-8 sm:pt-20">
          {target.kind === 'article' ? (
            <ArticleFromApi source={target.ref} titleId={titleId} onClose={onClose} />
          ) : (
            <ExternalArticleView article={target.article} titleId={titleId} onNavigate={onClose} />
          )}
        </div>
      </div>
    </Modal>
  );
}

function ArticleFromApi({
  source,
  titleId,
  onClose,
}: {
  source: ContentRef;
  titleId: string;
  onClose: () => void;
}) {
  const query = useArticleQuery(source.folder, source.id);
  if (query.isPending)
    return (
      <>
        <h2 id={titleId} className="sr-only">
          {FOLDER_LABELS[source.folder]}
        </h2>
        <LoadingBlock label="Loading article…" />
      </>
    );
  if (query.isError) {
    if (isNotFound(query.error))
      return (
        <PanelMessage
          titleId={titleId}
          icon={<BookIcon width={28} height={28} />}
          title={CONTENT_NOT_FOUND}
        />
      );
    return (
      <PanelMessage
        titleId={titleId}
        icon={<AlertCircleIcon width={28} height={28} />}
        tone="danger"
        title={errorMessage(query.error)}
        action={
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        }
      />
    );
  }
  const article = query.data;
  if (article.external)
    return (
      <ExternalArticleView
        titleId={titleId}
        onNavigate={onClose}
        article={{
          title: article.title,
          title_img: article.title_img,
          content: article.html,
          source: article.external.source,
          url: article.external.url,
        }}
      />
    );
  return <ArticleView article={article} titleId={titleId} onNavigate={onClose} />;
}

function ArticleView({
  article,
  titleId,
  onNavigate,
}: {
  article: Article;
  titleId: string;
  onNavigate: () => void;
}) {
  return (
    <article>
      <p className="text-xs font-bold uppercase tracking-[0.2em] text-accent">
        {FOLDER_LABELS[article.folder]}
      </p>
      <h2
        id={titleId}
        className="mt-2 font-display text-4xl font-bold uppercase italic leading-[0.95] tracking-tight text-fg sm:text-5xl"
      >
        {article.title}
      </h2>
      {article.summary ? <p className="mt-4 text-lg text-muted">{article.summary}</p> : null}
      {article.published_at && article.folder === 'news' ? (
        <p className="mt-3 text-sm text-muted">
          <time dateTime={article.published_at}>{publishedDate.format(new Date(article.published_at))}</time>
        </p>
      ) : null}
      {article.title_img ? (
        <img src={article.title_img} alt="" className="mt-6 aspect-video w-full rounded-3xl object-cover" />
      ) : null}
      <div className="my-8 h-px bg-line" />
      <ArticleBody html={withoutLeadingTitle(article.html, article.title)} onNavigate={onNavigate} />
    </article>
  );
}

/** Spec §2: an article first published elsewhere, headed 'Originally published on {source}'. */
function ExternalArticleView({
  article,
  titleId,
  onNavigate,
}: {
  article: ExternalArticle;
  titleId: string;
  onNavigate: () => void;
}) {
  return (
    <article>
      <p className="inline-flex items-center gap-2 rounded-full border border-line bg-surface-2 px-3 py-1 text-xs font-semibold text-muted">
        <ExternalLinkIcon width={14} height={14} />
        Originally published on {article.source}
      </p>
      {article.title_img ? (
        <img src={article.title_img} alt="" className="mt-6 aspect-video w-full rounded-3xl object-cover" />
      ) : null}
      <h2
        id={titleId}
        className="mt-6 font-display text-4xl font-bold uppercase italic leading-[0.95] tracking-tight text-fg sm:text-5xl"
      >
        {article.title}
      </h2>
      <div className="my-8 h-px bg-line" />
      <ArticleBody html={withoutLeadingTitle(article.content, article.title)} onNavigate={onNavigate} />
      {article.url ? (
        <a
          href={article.url}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-10 inline-flex items-center gap-2 rounded-xl border border-line bg-surface-2 px-4 py-3 text-sm font-semibold text-fg transition hover:border-accent/60"
        >
          Read it on {article.source}
          <ExternalLinkIcon width={16} height={16} />
        </a>
      ) : null}
    </article>
  );
}

function PanelMessage({
  titleId,
  icon,
  title,
  tone = 'muted',
  action,
}: {
  titleId: string;
  icon: ReactNode;
  title: string;
  tone?: 'muted' | 'danger';
  action?: ReactNode;
}) {
  return (
    <div
      role={tone === 'danger' ? 'alert' : undefined}
      className="flex flex-col items-center py-16 text-center"
    >
      <div
        aria-hidden="true"
        className={
          tone === 'danger'
            ? 'grid size-16 place-items-center rounded-2xl bg-danger-bg text-danger'
            : 'grid size-16 place-items-center rounded-2xl bg-surface-2 text-accent'
        }
      >
        {icon}
      </div>
      <h2 id={titleId} className="mt-5 max-w-md text-xl font-semibold text-fg">
        {title}
      </h2>
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
