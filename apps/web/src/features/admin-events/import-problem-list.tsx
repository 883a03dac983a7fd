import type { ReportEntry } from './results-input.ts';

interface ImportProblemListProps {
  entries: readonly ReportEntry[];
  /** The CSV lines sent, to quote each reported line as it was written; null for JSON or a feed. */
  sourceLines: readonly string[] | null;
  rowWord: 'Line' | 'Row';
  /** What a problem with no line is called (the request field it came from, by default). */
  keyLabel?: (key: string) => string;
}

/** A rejected import's problems in file order, each with its line quoted: shared by every staff import. */
export function ImportProblemList({
  entries,
  sourceLines,
  rowWord,
  keyLabel = (key) => key,
}: ImportProblemListProps) {
  return (
    <ol className="mt-2 flex flex-col divide-y divide-danger/20 rounded-xl border border-danger/30 bg-surface">
      {entries.map((entry) => {
        const written = entry.line !== null ? sourceLines?.[entry.line - 1] : undefined;
        return (
          <li key={entry.key} className="flex flex-col gap-1 px-3 py-2.5 sm:flex-row sm:gap-3">
            <span className="w-20 shrink-0 font-mono text-sm font-semibold text-danger">
              {entry.line === null ? keyLabel(entry.key) : `${rowWord} ${entry.line}`}
            </span>
            <div className="min-w-0 flex-1">
              {written !== undefined ? (
                <code className="mb-1 block truncate rounded bg-surface-2 px-2 py-0.5 text-xs text-muted">
                  {written || '(empty line)'}
                </code>
              ) : null}
              <ul className="text-sm text-fg">
                {entry.messages.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
