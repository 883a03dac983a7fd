import type { ResultsImport, ResultsImportBody } from '@shred/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/index.ts';
import { adminEventKeys } from './admin-event-queries.ts';
import { adminGameKeys } from './admin-game-queries.ts';

/** What the server answered, with when it answered and how long the whole round trip took. */
export interface TimedImport {
  outcome: ResultsImport;
  finishedAt: Date;
  durationMs: number;
}

export type ResultsSource = { kind: 'import'; body: ResultsImportBody } | { kind: 'feed' };

async function timed(run: () => Promise<ResultsImport>): Promise<TimedImport> {
  const started = performance.now();
  const outcome = await run();
  return { outcome, finishedAt: new Date(), durationMs: performance.now() - started };
}

/**
 * POST admin/events/{slug}/results/ (an import) or admin/events/{slug}/refresh/ (the feed).
 * Both rescore the games whose results changed, so their cached copies are dropped.
 */
export function useResultsImportMutation(eventSlug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (source: ResultsSource) =>
      timed(() =>
        source.kind === 'feed'
          ? call('refreshResults', { params: { slug: eventSlug } })
          : call('importResults', { params: { slug: eventSlug }, body: source.body }),
      ),
    onSuccess: ({ outcome }) => {
      for (const game of outcome.games) {
        void queryClient.invalidateQueries({ queryKey: adminGameKeys.detail(game.id) });
      }
      void queryClient.invalidateQueries({ queryKey: adminEventKeys.detail(eventSlug) });
    },
  });
}
