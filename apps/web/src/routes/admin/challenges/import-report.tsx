import { CHALLENGE_CONDITION_LABELS, type ChallengeImportResult, challengeGoal } from '@shred/contract';
import { formatCount } from '@shred/game';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ApiError, errorMessage } from '../../../api/index.ts';
import { ImportProblemList } from '../../../features/admin-events/import-problem-list.tsx';
import type { ReportEntry } from '../../../features/admin-events/results-input.ts';
import { cx } from '../../../ui/class-names.ts';
import { adminChallengeSetPath } from './admin-challenge-queries.ts';
import { rewardLabel } from './reward-label.ts';
import { setDateRange } from './set-dates.ts';

export type ImportOutcome =
  | { kind: 'done'; result: ChallengeImportResult }
  | { kind: 'rejected'; detail: string; problems: Record<string, readonly string[]> }
  | { kind: 'failed'; error: unknown };

/** The server's report (`fields` keyed 'line N', or a field of the request) in file order. */
export function reportEntries(problems: Record<string, readonly string[]>): ReportEntry[] {
  return Object.entries(problems)
    .map(([key, messages]) => {
      const line = /^line (\d+)$/.exec(key)?.[1];
      return { key, line: line === undefined ? null : Number(line), messages };
    })
    .sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}

/** A failed call sorted into a report of the rows (400 with fields) or a plain failure. */
export function outcomeOfError(error: unknown): ImportOutcome {
  if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length > 0) {
    return { kind: 'rejected', detail: error.message, problems: error.fields };
  }
  return { kind: 'failed', error };
}

function Summary({ result }: { result: ChallengeImportResult }) {
  const challenges = result.challenges_created;
  const sets = result.sets.length;
  const counts = `${challenges === 1 ? '1 challenge' : `${formatCount(challenges)} challenges`} in ${sets === 1 ? '1 set' : `${sets} sets`}`;
  return (
    <>
      <h2 className="text-lg font-semibold text-success">
        {result.dry_run ? 'Ready to import · nothing written yet' : 'Challenges imported'}
      </h2>
      <p className="mt-1 text-sm text-fg/90">
        {result.dry_run ? `Every row is valid: importing adds ${counts}.` : `Added ${counts}.`}{' '}
        {result.sets_created === sets
          ? ''
          : `${sets - result.sets_created === 1 ? '1 set was' : `${sets - result.sets_created} sets were`} stored already and ${result.dry_run ? 'would take' : 'took'} the new challenges.`}
      </p>
      <ul className="mt-4 flex flex-col gap-3">
        {result.sets.map((set) => (
          <li
            key={`${set.name}-${set.starts_at}`}
            className="rounded-xl border border-line bg-surface px-3 py-2.5"
          >
            <p className="flex flex-wrap items-baseline gap-x-2 font-semibold text-fg">
              {set.id !== null && !result.dry_run ? (
                <Link to={adminChallengeSetPath(set.id)} className="hover:text-accent">
                  {set.name}
                </Link>
              ) : (
                set.name
              )}
              <span className="text-sm font-normal text-muted">
                {setDateRange(set.starts_at, set.ends_at)} · {set.created ? 'new set' : 'stored set'}
              </span>
            </p>
            <ul className="mt-1 text-sm text-muted">
              {set.challenges.map((c) => (
                <li key={c.line}>
                  <span className="font-mono text-xs">line {c.line}</span> ·{' '}
                  <span className="text-fg">{c.name}</span> — {challengeGoal(c.condition, c.target)} ·{' '}
                  {rewardLabel(c)}
                  <span className="sr-only"> ({CHALLENGE_CONDITION_LABELS[c.condition]})</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </>
  );
}

function Report({
  detail,
  problems,
  sourceLines,
  rowWord,
}: {
  detail: string;
  problems: Record<string, readonly string[]>;
  sourceLines: readonly string[] | null;
  rowWord: 'Line' | 'Row';
}) {
  const entries = reportEntries(problems);
  return (
    <>
      <h2 className="text-lg font-semibold text-danger">Import rejected · nothing was changed</h2>
      <p className="mt-1 text-sm text-fg/90">{detail}</p>
      <h3 className="mt-4 text-sm font-semibold uppercase tracking-widest text-muted">
        {entries.length === 1 ? '1 place' : `${entries.length} places`} to fix
      </h3>
      <ImportProblemList
        entries={entries}
        sourceLines={sourceLines}
        rowWord={rowWord}
        keyLabel={(key) => (key === 'content' ? 'File' : key)}
      />
    </>
  );
}

interface ImportOutcomePanelProps {
  outcome: ImportOutcome;
  format: 'csv' | 'json';
  /** The text sent, to quote each reported CSV line as it was written. */
  text: string;
}

/** What an import came to: the preview or summary, or the line-numbered report of a rejection. */
export function ImportOutcomePanel({ outcome, format, text }: ImportOutcomePanelProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Focus (and on a phone, the view) follows the outcome, so it is read out and seen.
  useEffect(() => {
    ref.current?.focus();
    ref.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, []);
  const good = outcome.kind === 'done';
  const sourceLines = format === 'csv' ? text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/) : null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={good ? 'status' : 'alert'}
      className={cx(
        'scroll-mt-24 rounded-2xl border p-4 outline-none sm:p-5',
        good ? 'border-success/40 bg-success-bg' : 'border-danger/40 bg-danger-bg',
      )}
    >
      {outcome.kind === 'done' ? <Summary result={outcome.result} /> : null}
      {outcome.kind === 'rejected' ? (
        <Report
          detail={outcome.detail}
          problems={outcome.problems}
          sourceLines={sourceLines}
          rowWord={format === 'csv' ? 'Line' : 'Row'}
        />
      ) : null}
      {outcome.kind === 'failed' ? (
        <>
          <h2 className="text-lg font-semibold text-danger">Import failed · nothing was changed</h2>
          <p className="mt-1 text-sm text-fg/90">{errorMessage(outcome.error)}</p>
        </>
      ) : null}
    </div>
  );
}
