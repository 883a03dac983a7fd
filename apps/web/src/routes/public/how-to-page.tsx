import { ApiError, errorMessage } from '../../api/index.ts';
import { useArticleListQuery, useArticleQuery } from '../../features/content/article-query.ts';
import { ArticleSkeleton } from '../../features/content/article-skeleton.tsx';
import {
  ArticleBody,
  CONTENT_NOT_FOUND,
  openContent,
  withoutLeadingTitle,
} from '../../features/content/index.ts';
import { ShareIcon } from '../../features/modals/overlay-icons.tsx';
import { openShare } from '../../features/share/index.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { ChevronRightIcon } from '../../ui/icons.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { TextSkeleton } from '../../ui/skeleton.tsx';

export const GAME_RULES_ID = 'game-rules';

const MORE_HELP_PLACEHOLDERS = 3;

function MoreHelpTitle() {
  return (
    <h2 id="more-help-title" className="mb-3 text-xs font-bold uppercase tracking-[0.2em] text-muted">
      More help
    </h2>
  );
}

/** The help list still loading: rows the size of its buttons (a title and a two-line summary). */
function MoreHelpSkeleton() {
  return (
    <div>
      <p role="status" className="sr-only">
        Loading help articles…
      </p>
      <div aria-hidden="true">
        <MoreHelpTitle />
        <ul className="flex flex-col gap-2">
          {Array.from({ length: MORE_HELP_PLACEHOLDERS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
            <li key={index} className="rounded-2xl border border-line bg-surface p-4">
              <span className="block">
                <TextSkeleton className="w-32" />
              </span>
              <span className="mt-0.5 block text-sm">
                <TextSkeleton className="w-full" />
                <TextSkeleton className="w-2/3" />
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** The other help articles, each opening in the content panel. */
function MoreHelp() {
  const list = useArticleListQuery('help');
  const articles = (list.data?.results ?? []).filter((article) => article.id !== GAME_RULES_ID);
  if (list.isPending) return <MoreHelpSkeleton />;
  if (articles.length === 0) return null;
  return (
    <nav aria-labelledby="more-help-title">
      <MoreHelpTitle />
      <ul className="flex flex-col gap-2">
        {articles.map((article) => (
          <li key={article.id}>
            <button
              type="button"
              onClick={() => openContent({ folder: 'help', id: article.id })}
              className="group flex w-full items-center gap-3 rounded-2xl border border-line bg-surface p-4 text-left transition hover:border-accent/60 hover:bg-surface-2"
            >
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-fg">{article.title}</span>
                {article.summary ? (
                  <span className="mt-0.5 block text-sm text-muted">{article.summary}</span>
                ) : null}
              </span>
              <ChevronRightIcon className="shrink-0 text-muted transition group-hover:translate-x-0.5 group-hover:text-accent" />
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Invite friends with the rules: the share panel on this page's address. */
function shareRules(): void {
  openShare({
    title: 'Share the rules',
    subtitle: 'Get your friends into Shred League',
    content: {
      url: `${window.location.origin}/how-to`,
      title: 'How Shred League works: pick five riders, name a captain, score on real results.',
      hashtags: ['ShredLeague', 'FantasyActionSports'],
    },
  });
}

/**
 * The rules' summary still loading: a line as wide as a summary (two on phones), so the
 * header keeps its height and its Share button its place when the summary arrives.
 */
function SummarySkeleton() {
  return (
    <>
      <TextSkeleton className="w-[36rem] max-w-full" />
      <TextSkeleton className="w-40 sm:hidden" />
    </>
  );
}

/** /how-to: the game rules (content help/game-rules) and the other help articles. */
export function HowToPage() {
  const rules = useArticleQuery('help', GAME_RULES_ID);
  const notFound = rules.error instanceof ApiError && rules.error.status === 404;
  return (
    <div>
      <PageHeader
        title="Game Rules"
        subtitle={rules.isPending ? <SummarySkeleton /> : rules.data?.summary}
        actions={
          <Button
            variant="secondary"
            size="sm"
            icon={<ShareIcon width={18} height={18} />}
            onClick={shareRules}
          >
            Share
          </Button>
        }
      />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
        <Card as="article" aria-label="Game Rules" className="sm:p-8">
          {rules.isPending ? <ArticleSkeleton label="Loading the game rules…" /> : null}
          {notFound ? <EmptyState title={CONTENT_NOT_FOUND} /> : null}
          {rules.isError && !notFound ? <FormAlert>{errorMessage(rules.error)}</FormAlert> : null}
          {rules.data ? <ArticleBody html={withoutLeadingTitle(rules.data.html, rules.data.title)} /> : null}
        </Card>
        <aside className="lg:sticky lg:top-24">
          <MoreHelp />
        </aside>
      </div>
    </div>
  );
}
