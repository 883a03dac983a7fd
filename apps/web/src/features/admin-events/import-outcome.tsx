import { useEffect, useRef } from 'react';
import { ApiError, errorMessage } from '../../api/index.ts';
import { cx } from '../../ui/class-names.ts';
import { GameStatusBadge } from './game-status.tsx';
import { ImportProblemList } from './import-problem-list.tsx';
import type { TimedImport } from './results-import-queries.ts';
import { isLineReport, type LineReport, type ReportEntry, reportEntries } from './results-input.ts';

const NOTHING_CHANGED = 'Nothing was changed: no result was written and no score moved.';

export type ImportOutcome =
  | { kind: 'success'; source: 'import' | 'feed'; result: TimedImport }
  | { kind: 'rejected'; source: 'import' | 'feed' | 'check'; detail: string; report: LineReport }
  | { kind: 'failed'; source: 'import' | 'feed'; error: unknown };

/**
 * Moves focus (and the view) to the outcome when it appears, so it is read out and seen on a
 * phone; the page gives each attempt its own key, so every outcome mounts afresh.
 */
function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
    ref.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, []);
  return ref;
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-line bg-surface-2/60 px-3 py-2.5">
      <dt className="text-xs font-medium uppercase tracking-wider text-muted">{label}</dt>
      <dd className="mt-0.5 font-display text-2xl font-bold tabular-nums text-fg">{value}</dd>
    </div>
  );
}

const clock = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(date);

function ImportSummary({ source, result }: { source: 'import' | 'feed'; result: TimedImport }) {
  const { outcome, durationMs, finishedAt } = result;
  const teams = outcome.games.reduce((sum, game) => sum + game.teams_scored, 0);
  return (
    <>
      <h2 className="text-lg font-semibold text-success">
        {source === 'feed' ? 'Feed refreshed' : 'Results imported'}
      </h2>
      <p className="mt-1 text-sm text-fg/90">{outcome.detail}</p>
      {outcome.imported === 0 ? (
        <p className="mt-1 text-sm text-muted">These results were already stored: nothing changed.</p>
      ) : null}
      <dl className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3">
        <Stat label="Rows written" value={String(outcome.imported)} />
        <Stat label="Competitions" value={String(outcome.competitions)} />
        <Stat label="Games rescored" value={String(outcome.games.length)} />
        <Stat label="Teams scored" value={String(teams)} />
        <Stat label="Took" value={`${(durationMs / 1000).toFixed(1)} s`} />
        <Stat label="Finished" value={clock(finishedAt)} />
      </dl>
      {outcome.games.length > 0 ? (
        <ul className="mt-4 flex flex-col divide-y divide-line rounded-xl border border-line">
          {outcome.games.map((game) => (
            <li key={game.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
              <span className="min-w-0 flex-1 font-medium text-fg">{game.name}</span>
              <GameStatusBadge status={game.status} />
              <span className="tabular-nums text-muted">
                {game.teams_scored === 1 ? '1 team scored' : `${game.teams_scored} teams scored`}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

interface RejectionProps {
  detail: string;
  entries: readonly ReportEntry[];
  /** The pasted CSV lines, to show each reported line as it was written. */
  sourceLines: readonly string[] | null;
  rowWord: 'Line' | 'Row';
}

function ImportReport({ detail, entries, sourceLines, rowWord }: RejectionProps) {
  const count = entries.length;
  return (
    <>
      <h2 className="text-lg font-semibold text-danger">Import rejected · nothing was changed</h2>
      <p className="mt-1 text-sm text-fg/90">{detail}</p>
      <p className="mt-1 text-sm font-medium text-fg">{NOTHING_CHANGED}</p>
      <h3 className="mt-4 text-sm font-semibold uppercase tracking-widest text-muted">
        {count === 1 ? '1 problem' : `${count} problems`} to fix
      </h3>
      <ImportProblemList entries={entries} sourceLines={sourceLines} rowWord={rowWord} />
    </>
  );
}

interface ImportOutcomePanelProps {
  outcome: ImportOutcome;
  /** What the report numbers: CSV and feed lines, or JSON rows. */
  numbering: 'Line' | 'Row';
  /** The CSV that was sent, to quote each rejected line; null for the feed or JSON. */
  csvText: string | null;
}

/** What an import or refresh came to: the rescoring summary, or the line-numbered report of a rejection. */
export function ImportOutcomePanel({ outcome, numbering, csvText }: ImportOutcomePanelProps) {
  const ref = useFocusOnMount<HTMLDivElement>();
  const success = outcome.kind === 'success';
  const sourceLines = csvText === null ? null : csvText.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={success ? 'status' : 'alert'}
      className={cx(
        'scroll-mt-24 rounded-2xl border p-4 outline-none sm:p-5',
        success ? 'border-success/40 bg-success-bg' : 'border-danger/40 bg-danger-bg',
      )}
    >
      {outcome.kind === 'success' ? <ImportSummary source={outcome.source} result={outcome.result} /> : null}
      {outcome.kind === 'rejected' ? (
        <ImportReport
          detail={outcome.detail}
          entries={reportEntries(outcome.report)}
          sourceLines={sourceLines}
          rowWord={numbering}
        />
      ) : null}
      {outcome.kind === 'failed' ? (
        <>
          <h2 className="text-lg font-semibold text-danger">
            {outcome.source === 'feed' ? 'Feed not refreshed' : 'Import failed'} · nothing was changed
          </h2>
          <p className="mt-1 text-sm text-fg/90">{errorMessage(outcome.error)}</p>
          <p className="mt-1 text-sm font-medium text-fg">{NOTHING_CHANGED}</p>
        </>
      ) : null}
    </div>
  );
}

/** Sort a failed call into a line report (the server rejected lines) or a plain failure. */
export function outcomeOfError(error: unknown, source: 'import' | 'feed'): ImportOutcome {
  if (
    error instanceof ApiError &&
    (error.status === 400 || error.status === 422) &&
    isLineReport(error.fields)
  ) {
    return { kind: 'rejected', source, detail: error.message, report: error.fields };
  }
  return { kind: 'failed', source, error };
}
