import type { Poll } from '@shred/contract';
import { useId } from 'react';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { ChevronRightIcon } from '../../ui/icons.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { formatStartTime } from '../events/game-labels.ts';
import { ShareIcon } from '../modals/overlay-icons.tsx';
import { OptionPicture } from './option-picture.tsx';
import { PollResults, votesText } from './poll-results.tsx';

interface PollCardProps {
  poll: Poll;
  /** Press on an option: vote, or (for a visitor) go and log in first. */
  onVote: (optionId: number) => void;
  /** The option whose vote is on its way. */
  votingOptionId: number | null;
  /** Why the last vote failed. */
  error: string | null;
  onShare: () => void;
}

function closingText(poll: Poll): string {
  if (poll.closed) return 'Voting closed';
  return poll.closes_at ? `Open until ${formatStartTime(poll.closes_at)}` : 'Open until the event ends';
}

/**
 * One fan vote: the question, then its options as buttons until the viewer voted, and the
 * results (shares, votes, their own choice) once they did or the poll closed.
 */
export function PollCard({ poll, onVote, votingOptionId, error, onShare }: PollCardProps) {
  const titleId = useId();
  const showResults = poll.voted || poll.closed;
  const voting = votingOptionId !== null;
  return (
    <Card as="article" aria-labelledby={titleId} data-poll={poll.id} className="flex flex-col gap-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold leading-snug text-fg sm:text-xl">
            {poll.question}
          </h2>
          <p className="mt-1 text-sm text-muted">
            {poll.total_votes === undefined ? null : <>{votesText(poll.total_votes)} · </>}
            {closingText(poll)}
          </p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          icon={<ShareIcon width={16} height={16} />}
          onClick={onShare}
          aria-label={`Share the poll: ${poll.question}`}
          className="shrink-0"
        >
          Share
        </Button>
      </div>

      {showResults ? (
        <PollResults options={poll.options} votedOptionId={poll.voted_option_id} />
      ) : (
        <ul className="grid gap-2.5 sm:grid-cols-2">
          {poll.options.map((option) => (
            <li key={option.id}>
              <button
                type="button"
                disabled={voting}
                aria-busy={votingOptionId === option.id ? true : undefined}
                onClick={() => onVote(option.id)}
                className="group flex min-h-14 w-full items-center gap-3 rounded-xl border border-line bg-surface-2/40 px-3 py-2.5 text-left transition hover:border-accent hover:bg-accent/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-60"
              >
                <OptionPicture option={option} size="md" />
                <span className="min-w-0 flex-1 font-medium text-fg">
                  <span className="sr-only">Vote for</span> {option.label}
                </span>
                {votingOptionId === option.id ? (
                  <Spinner size="sm" label={null} />
                ) : (
                  <ChevronRightIcon
                    aria-hidden="true"
                    className="shrink-0 text-muted transition group-hover:translate-x-0.5 group-hover:text-accent"
                  />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}

      {!showResults ? (
        <p className="text-xs text-muted">Results show once you vote. One vote per player.</p>
      ) : null}
      {error ? <FormAlert title="Vote not counted">{error}</FormAlert> : null}
    </Card>
  );
}
