import type { PollOption } from '@shred/contract';
import { formatCount, formatPercent } from '@shred/game';
import { useEffect, useState } from 'react';
import { cx } from '../../ui/class-names.ts';
import { CheckIcon } from '../../ui/icons.tsx';
import { OptionPicture } from './option-picture.tsx';

const votesText = (votes: number) => `${formatCount(votes)} ${votes === 1 ? 'vote' : 'votes'}`;

/** True from the first frame after mount: the bars grow from nothing to their share. */
function useGrown(): boolean {
  const [grown, setGrown] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setGrown(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return grown;
}

/**
 * A poll's results: per option its share and votes as text (what a screen reader reads), and
 * a bar drawn beside it; the viewer's own choice is marked, the leader's bar is the accent.
 */
export function PollResults({
  options,
  votedOptionId,
}: {
  options: readonly PollOption[];
  votedOptionId: number | null;
}) {
  const grown = useGrown();
  const top = Math.max(0, ...options.map((option) => option.votes ?? 0));
  return (
    <ul className="flex flex-col gap-3" aria-label="Results">
      {options.map((option) => {
        const share = option.share ?? 0;
        const votes = option.votes ?? 0;
        const mine = option.id === votedOptionId;
        const leads = top > 0 && votes === top;
        return (
          <li
            key={option.id}
            data-option={option.id}
            data-mine={mine ? 'true' : undefined}
            className="flex flex-col gap-1.5"
          >
            <div className="flex items-center gap-3">
              <OptionPicture option={option} size="sm" />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-fg">{option.label}</span>
                {mine ? (
                  <span className="inline-flex items-center gap-1 text-xs font-semibold text-accent">
                    <CheckIcon width={12} height={12} aria-hidden="true" />
                    Your vote
                  </span>
                ) : null}
              </span>
              <span className="shrink-0 text-right tabular-nums">
                <span className="block text-base font-bold text-fg">{formatPercent(share, 0)}</span>
                <span className="block text-xs text-muted">{votesText(votes)}</span>
              </span>
            </div>
            <div aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-surface-2">
              <div
                data-bar
                className={cx(
                  'h-full rounded-full motion-safe:transition-[width] motion-safe:duration-700 motion-safe:ease-out',
                  leads ? 'bg-linear-to-r from-accent to-lime' : mine ? 'bg-accent/70' : 'bg-muted/40',
                )}
                style={{ width: grown ? `${Math.max(share * 100, votes > 0 ? 2 : 0)}%` : '0%' }}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

export { votesText };
