import type { AthleteCard } from '@shred/contract';
import type { ReactNode } from 'react';
import { errorMessage } from '../../api/index.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { CardsIcon } from '../../ui/icons.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { LoadingBlock } from '../../ui/spinner.tsx';
import type { useMyCardsQuery } from './team-queries.ts';

interface MyCardsStatesProps {
  cards: ReturnType<typeof useMyCardsQuery>;
  /** The page's header, kept above every state. */
  header: ReactNode;
  /** The empty state's title, action and words, once the viewer holds no card. */
  empty: { title: string; action?: ReactNode; children: ReactNode };
  children: (cards: AthleteCard[]) => ReactNode;
}

/** The viewer's cards, once loaded: loading, failed and no cards are said the same on every page. */
export function MyCardsStates({ cards, header, empty, children }: MyCardsStatesProps) {
  let body: ReactNode;
  if (cards.isPending) body = <LoadingBlock label="Loading your cards…" />;
  else if (cards.isError) {
    body = (
      <LoadFailed
        icon={<CardsIcon width={28} height={28} />}
        title="Could not load your cards"
        message={errorMessage(cards.error)}
        onRetry={() => cards.refetch()}
        retrying={cards.isRefetching}
      />
    );
  } else if (cards.data.length === 0) {
    body = (
      <EmptyState icon={<CardsIcon width={28} height={28} />} title={empty.title} action={empty.action}>
        {empty.children}
      </EmptyState>
    );
  } else return children(cards.data);
  return (
    <>
      {header}
      {body}
    </>
  );
}
