import { errorMessage } from '../../api/index.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { CheckIcon } from '../../ui/icons.tsx';
import { CrownIcon, TrendIcon } from '../notifications/notification-icons.tsx';
import {
  PREMIUM_SURFACE,
  PremiumBadge,
  TRIAL_DAYS,
  useMySubscription,
  useStartTrialMutation,
} from '../subscriptions/index.ts';

const SUBSCRIBE_PATH = '/manager/subscribe';

const WHAT_YOU_SEE = [
  'Ownership and captain share of every athlete, as charts',
  'The five most picked athletes of the event',
  'Average and top team scores, game by game',
];

/** What the insights show, drawn as a teaser behind the upsell: four bars, no figures. */
const TEASER_BARS = [86, 64, 47, 31];

/**
 * In place of an event's insights for a player without premium: what they would see, and the
 * way to it. A player who never took the trial starts it here and the insights load at once;
 * afterwards the plans are one link away.
 */
export function PremiumUpsell({ detail }: { detail: string }) {
  const mine = useMySubscription();
  const trial = useStartTrialMutation();
  const trialOpen = mine.data !== undefined && !mine.data.trial_used;

  return (
    <Card as="section" aria-labelledby="insights-upsell" className="relative overflow-hidden">
      <div className="grid gap-6 sm:grid-cols-[minmax(0,1fr)_14rem] sm:items-center">
        <div className="flex flex-col gap-3">
          <PremiumBadge className="w-fit" />
          <h2 id="insights-upsell" className="font-display text-2xl font-bold italic text-fg sm:text-3xl">
            See how every manager picked
          </h2>
          <p className="text-sm text-muted">{detail}</p>
          <ul className="flex flex-col gap-1.5 text-sm text-fg">
            {WHAT_YOU_SEE.map((line) => (
              <li key={line} className="flex items-start gap-2">
                <CheckIcon
                  width={16}
                  height={16}
                  className="mt-0.5 shrink-0 text-accent"
                  aria-hidden="true"
                />
                {line}
              </li>
            ))}
          </ul>
          {trial.isError ? <FormAlert>{errorMessage(trial.error)}</FormAlert> : null}
          <div className="mt-1 flex flex-wrap gap-2">
            {trialOpen ? (
              <>
                <Button
                  onClick={() => trial.mutate()}
                  loading={trial.isPending}
                  icon={<CrownIcon width={16} height={16} />}
                >
                  Start {TRIAL_DAYS}-day free trial
                </Button>
                <ButtonLink to={SUBSCRIBE_PATH} variant="secondary">
                  See Premium plans
                </ButtonLink>
              </>
            ) : (
              <ButtonLink to={SUBSCRIBE_PATH} icon={<CrownIcon width={16} height={16} />}>
                Go Premium
              </ButtonLink>
            )}
          </div>
          {trialOpen ? (
            <p className="text-xs text-muted">
              Free for {TRIAL_DAYS} days, once per player. No payment needed.
            </p>
          ) : null}
        </div>
        <div
          aria-hidden="true"
          className="hidden flex-col gap-2.5 rounded-2xl border border-line bg-surface-2 p-4 opacity-90 sm:flex"
        >
          <span className={`grid size-9 place-items-center rounded-xl ${PREMIUM_SURFACE}`}>
            <TrendIcon width={18} height={18} />
          </span>
          {TEASER_BARS.map((width) => (
            <span key={width} className="flex items-center gap-2">
              <span className="size-6 shrink-0 rounded-full bg-line" />
              <span className="h-2.5 rounded-full bg-accent/70 blur-[1.5px]" style={{ width: `${width}%` }} />
            </span>
          ))}
        </div>
      </div>
    </Card>
  );
}
