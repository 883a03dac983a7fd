import type { Challenge } from '@shred/contract';
import { challengeProgress } from '@shred/game';
import { Link } from 'react-router';
import { ButtonLink } from '../../ui/button.tsx';
import { cx } from '../../ui/class-names.ts';
import { CheckIcon, ChevronRightIcon } from '../../ui/icons.tsx';
import { CHALLENGE_ACTIONS, challengePath, conditionText } from './challenge-paths.ts';
import { ProgressBar } from './progress.tsx';
import { RewardBadge } from './reward-badge.tsx';

/**
 * One challenge of a set: its name opens it, a bar shows the fan's progress, the reward is a
 * badge, and while the set runs a button takes the fan where to act.
 */
export function ChallengeRow({ challenge, canAct }: { challenge: Challenge; canAct: boolean }) {
  const view = challengeProgress(challenge.progress, challenge.target);
  const done = challenge.completed_at !== null;
  const action = CHALLENGE_ACTIONS[challenge.condition];
  return (
    <article
      aria-labelledby={`challenge-${challenge.id}`}
      className={cx(
        'flex flex-col gap-3 rounded-2xl border bg-surface p-4 sm:p-5',
        done ? 'border-lime/50' : 'border-line',
      )}
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className={cx(
            'mt-0.5 grid size-8 shrink-0 place-items-center rounded-full border-2',
            done ? 'border-lime bg-lime text-bg' : 'border-line text-transparent',
          )}
        >
          <CheckIcon width={16} height={16} />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={`challenge-${challenge.id}`} className="font-semibold text-fg">
            <Link
              to={challengePath(challenge.set_id, challenge.id)}
              className="group inline-flex items-center gap-1 rounded hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
            >
              {challenge.name}
              <ChevronRightIcon width={16} height={16} className="text-muted group-hover:text-accent" />
            </Link>
          </h3>
          <p className="text-sm text-muted">
            {challenge.description || conditionText(challenge.condition, challenge.target)}
          </p>
        </div>
        <span className="hidden shrink-0 sm:block">
          <RewardBadge reward={challenge.reward} />
        </span>
      </div>
      <div className="flex items-center gap-3">
        <div className="flex-1">
          <ProgressBar percent={view.percent} done={done} label={`${challenge.name}: progress`} />
        </div>
        <span className="shrink-0 text-sm font-semibold tabular-nums text-fg">
          {done ? 'Completed' : view.label}
        </span>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="sm:hidden">
          <RewardBadge reward={challenge.reward} />
        </span>
        {!done && canAct ? (
          <ButtonLink to={action.to} variant="secondary" size="sm" className="ml-auto">
            {action.label}
          </ButtonLink>
        ) : null}
      </div>
    </article>
  );
}
