import type { AdminEvent } from '@shred/contract';
import { eventDateRange } from '@shred/game';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ApiError, errorMessage } from '../../../api/index.ts';
import { useAdminEventQuery } from '../../../features/admin-events/admin-event-queries.ts';
import { adminEventPath } from '../../../features/admin-events/admin-event-row.tsx';
import { useAdminGamesQueries } from '../../../features/admin-events/admin-game-queries.ts';
import { RefreshIcon } from '../../../features/admin-events/admin-icons.tsx';
import {
  type ImportOutcome,
  ImportOutcomePanel,
  outcomeOfError,
} from '../../../features/admin-events/import-outcome.tsx';
import { ResultsImportForm } from '../../../features/admin-events/results-import-form.tsx';
import {
  type ResultsSource,
  useResultsImportMutation,
} from '../../../features/admin-events/results-import-queries.ts';
import { prepareImport, type ResultsFormat } from '../../../features/admin-events/results-input.ts';
import { ResultsReference } from '../../../features/admin-events/results-reference.tsx';
import { resultsExample } from '../../../features/admin-events/results-template.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { CalendarIcon } from '../../../ui/icons.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { LoadingBlock } from '../../../ui/spinner.tsx';

/** What was last sent, so the outcome can number and quote it. */
interface Attempt {
  id: number;
  outcome: ImportOutcome;
  numbering: 'Line' | 'Row';
  csvText: string | null;
}

function FeedCard({ event, busy, onRefresh }: { event: AdminEvent; busy: boolean; onRefresh: () => void }) {
  return (
    <Card as="section" aria-labelledby="results-feed">
      <h2
        id="results-feed"
        className="font-display text-2xl font-bold uppercase italic tracking-tight text-fg"
      >
        Refresh from feed
      </h2>
      {event.results_feed_url ? (
        <>
          <p className="mt-1 text-sm text-muted">
            Re-imports the event's feed with the same checks, then rescores. Running it again changes nothing
            while the feed stays the same.
          </p>
          <p className="mt-3 truncate rounded-lg bg-surface-2 px-3 py-2 font-mono text-xs text-fg">
            {event.results_feed_url}
          </p>
          <Button icon={<RefreshIcon />} loading={busy} onClick={onRefresh} className="mt-4 max-sm:w-full">
            Refresh from feed
          </Button>
        </>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted">
            This event has no results feed. Set its feed URL on the event, or import the results here.
          </p>
          <ButtonLink to={adminEventPath(event.slug)} variant="secondary" className="mt-4 max-sm:w-full">
            Set a feed URL
          </ButtonLink>
        </>
      )}
    </Card>
  );
}

function RefreshTools({ event }: { event: AdminEvent }) {
  const mutation = useResultsImportMutation(event.slug);
  const details = useAdminGamesQueries(event.fantasy_games.map((g) => g.id));
  const [attempt, setAttemptState] = useState<Attempt | null>(null);
  const setAttempt = (next: Omit<Attempt, 'id'>) =>
    setAttemptState((last) => ({ ...next, id: (last?.id ?? 0) + 1 }));
  const [running, setRunning] = useState<'import' | 'feed' | null>(null);

  const send = (source: ResultsSource, numbering: Attempt['numbering'], csvText: string | null) => {
    const kind = source.kind;
    setRunning(kind);
    mutation.mutate(source, {
      onSuccess: (result) =>
        setAttempt({ outcome: { kind: 'success', source: kind, result }, numbering, csvText }),
      onError: (error) => setAttempt({ outcome: outcomeOfError(error, kind), numbering, csvText }),
      onSettled: () => setRunning(null),
    });
  };

  const importText = (format: ResultsFormat, text: string) => {
    const numbering = format === 'json' ? 'Row' : 'Line';
    const csvText = format === 'csv' ? text : null;
    const prepared = prepareImport(format, text);
    if (!prepared.ok) {
      const count = Object.keys(prepared.report).length;
      const word = numbering.toLowerCase();
      const detail = `Not sent: ${count === 1 ? `1 ${word} has a problem` : `${count} ${word}s have problems`}.`;
      setAttempt({
        outcome: { kind: 'rejected', source: 'check', detail, report: prepared.report },
        numbering,
        csvText,
      });
      return;
    }
    send({ kind: 'import', body: prepared.body }, numbering, csvText);
  };

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
      <div className="flex min-w-0 flex-col gap-6">
        {attempt ? (
          <ImportOutcomePanel
            outcome={attempt.outcome}
            numbering={attempt.numbering}
            csvText={attempt.csvText}
          />
        ) : null}
        <ResultsImportForm
          busy={running === 'import'}
          placeholder={resultsExample(details.games)}
          onImport={importText}
        />
        <FeedCard
          event={event}
          busy={running === 'feed'}
          onRefresh={() => send({ kind: 'feed' }, 'Line', null)}
        />
      </div>
      <ResultsReference event={event} games={details.games} loading={details.pending} error={details.error} />
    </div>
  );
}

/** /admin/events/:slug/refresh 'Refresh Results': import results (CSV or JSON) or re-read the feed, then rescore. */
export function AdminEventRefreshPage() {
  const { slug = '' } = useParams();
  const query = useAdminEventQuery(slug);
  const event = query.data;
  return (
    <div className="max-w-6xl">
      <PageHeader
        title="Refresh Results"
        subtitle={event ? `${event.name} · ${eventDateRange(event.date_from, event.date_to)}` : undefined}
        back={{ to: adminEventPath(slug), label: event?.name ?? 'Event' }}
      />
      {query.isPending ? <LoadingBlock label="Loading the event…" /> : null}
      {query.isError && query.error instanceof ApiError && query.error.status === 404 ? (
        <EmptyState
          icon={<CalendarIcon />}
          title="This event does not exist"
          action={<ButtonLink to="/admin/events">All events</ButtonLink>}
        >
          No event has the slug “{slug}”.
        </EmptyState>
      ) : query.isError ? (
        <FormAlert title="Could not load the event">
          <p>{errorMessage(query.error)}</p>
          <Button size="sm" variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </FormAlert>
      ) : null}
      {event ? <RefreshTools event={event} /> : null}
    </div>
  );
}
