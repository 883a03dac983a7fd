import type { SubscriptionPlan } from '@shred/contract';
import { formatCount, formatPercent } from '@shred/game';
import { planPrice, planSaving, pricePerMonth } from '../../../features/subscriptions/index.ts';
import { Button } from '../../../ui/button.tsx';
import { cx } from '../../../ui/class-names.ts';
import { CheckIcon } from '../../../ui/icons.tsx';

interface PremiumPlansProps {
  plans: readonly SubscriptionPlan[];
  /** Null when the viewer cannot buy a plan now. */
  onSubscribe: ((plan: SubscriptionPlan) => void) | null;
  /** The plan whose checkout is running. */
  buying?: SubscriptionPlan['id'];
}

/** Monthly and yearly side by side, the yearly one with its saving over paying monthly. */
export function PremiumPlans({ plans, onSubscribe, buying }: PremiumPlansProps) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {plans.map((plan) => {
        const saving = planSaving(plan, plans);
        const price = planPrice(plan);
        const best = saving > 0;
        return (
          <li
            key={plan.id}
            aria-labelledby={`plan-${plan.id}`}
            className={cx(
              'relative flex flex-col gap-4 rounded-2xl border bg-surface p-5 shadow-card sm:p-6',
              best ? 'border-amber-400 ring-1 ring-amber-400/60' : 'border-line',
            )}
          >
            <div className="flex items-center justify-between gap-2">
              <h3 id={`plan-${plan.id}`} className="text-sm font-bold uppercase tracking-widest text-muted">
                {plan.label}
              </h3>
              {best ? (
                <span className="rounded-full bg-success-bg px-2 py-0.5 text-xs font-bold text-success">
                  Save {formatPercent(saving, 0)}
                </span>
              ) : null}
            </div>
            <p>
              <span className="font-display text-4xl font-extrabold tabular-nums text-fg">
                {price.amount}
              </span>
              <span className="text-base font-semibold text-muted"> / {price.period}</span>
            </p>
            <p className="-mt-3 text-sm text-muted">
              {plan.months > 1
                ? `${pricePerMonth(plan)} a month, billed once a year`
                : 'Billed every month, cancel any time'}
            </p>
            <ul className="flex flex-col gap-1.5 text-sm text-fg">
              <li className="flex items-center gap-2">
                <CheckIcon width={16} height={16} className="shrink-0 text-success" />
                Up to {plan.teams_per_game} teams per game
              </li>
              <li className="flex items-center gap-2">
                <CheckIcon width={16} height={16} className="shrink-0 text-success" />
                {formatCount(plan.monthly_credits)} draft credits every month
              </li>
              <li className="flex items-center gap-2">
                <CheckIcon width={16} height={16} className="shrink-0 text-success" />
                Insights for every event stop
              </li>
            </ul>
            <Button
              className="mt-auto"
              variant={best ? 'primary' : 'secondary'}
              fullWidth
              loading={buying === plan.id}
              disabled={onSubscribe === null || (buying !== undefined && buying !== plan.id)}
              onClick={() => onSubscribe?.(plan)}
              aria-label={`Subscribe ${plan.label.toLowerCase()} for ${price.amount} a ${price.period}`}
            >
              Subscribe {plan.label.toLowerCase()}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

/** The plans' final size while they load. */
export function PremiumPlansSkeleton() {
  return (
    <div role="status" aria-label="Loading the plans" className="grid gap-3 sm:grid-cols-2">
      {[0, 1].map((i) => (
        <div key={i} className="h-72 animate-pulse rounded-2xl bg-surface-2" />
      ))}
    </div>
  );
}
