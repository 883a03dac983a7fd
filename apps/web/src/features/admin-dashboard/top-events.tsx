import type { Dashboard } from '@shred/contract';
import { formatCount } from '@shred/game';

/** The most tracked events, each with a bar against the first. */
export function TopEvents({ events }: { events: Dashboard['top_events'] }) {
  if (!events.length) return <p className="text-sm text-muted">No events tracked in this range yet.</p>;
  const most = Math.max(1, ...events.map((event) => event.count));
  return (
    <ol className="flex flex-col gap-2.5">
      {events.map((event) => (
        <li key={event.event} className="flex flex-col gap-1">
          <span className="flex items-baseline justify-between gap-3 text-sm">
            <code className="min-w-0 truncate font-mono text-fg">{event.event}</code>
            <span className="shrink-0 tabular-nums text-muted">{formatCount(event.count)}</span>
          </span>
          <span aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-surface-2">
            <span
              className="block h-full rounded-full bg-accent"
              style={{ width: `${(event.count / most) * 100}%` }}
            />
          </span>
        </li>
      ))}
    </ol>
  );
}
