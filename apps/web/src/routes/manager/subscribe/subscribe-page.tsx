import type { SubscriptionPlan } from '@shred/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/index.ts';
import {
  formatPremiumDate,
  PremiumBadge,
  premiumChoices,
  TRIAL_DAYS,
  useCheckoutMutation,
  useStartTrialMutation,
  useSubscriptionAfterCheckout,
  useSubscriptionPlans,
} from '../../../features/subscriptions/index.ts';
import { toast } from '../../../features/toasts/index.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { StarIcon } from '../../../ui/icons.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { TextSkeleton } from '../../../ui/skeleton.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { PremiumBenefits } from './premium-benefits.tsx';
import { PremiumPlans, PremiumPlansSkeleton } from './premium-plans.tsx';
import { premiumStatusText } from './premium-status-line.ts';

/** The browser leaves for the payment provider's checkout page. */
const leaveFor = (url: string) => window.location.assign(url);

/**
 * /manager/subscribe (R2.62): what premium gives, the 7-day trial, monthly and yearly plans,
 * and the viewer's premium when they hold it. The dev provider activates a plan at once;
 * Stripe sends the browser to its checkout, which returns to /settings/subscription.
 */
export function SubscribePage({ goTo = leaveFor }: { goTo?: (url: string) => void }) {
  const { mine, returning, paid: paidOffSite } = useSubscriptionAfterCheckout();
  const plans = useSubscriptionPlans();
  const trial = useStartTrialMutation();
  const checkout = useCheckoutMutation();
  const [welcome, setWelcome] = useState<string | null>(null);
  const nowMs = Date.now();

  const startTrial = () =>
    trial.mutate(undefined, {
      onSuccess: (subscription) => {
        const until = subscription.ends_at ? ` until ${formatPremiumDate(subscription.ends_at)}` : '';
        setWelcome(`Your ${TRIAL_DAYS}-day trial has started: premium is yours${until}.`);
        toast.success('Enjoy up to 3 teams per game, insights and more.', 'Trial started');
      },
    });

  const subscribe = (plan: SubscriptionPlan) =>
    checkout.mutate(plan.id, {
      onSuccess: (answer) => {
        if (answer.status === 'pending' && answer.checkout_url) {
          goTo(answer.checkout_url);
          return;
        }
        const ends = answer.subscription.ends_at;
        setWelcome(
          `Your ${plan.label.toLowerCase()} plan is active${ends ? ` and renews on ${formatPremiumDate(ends)}` : ''}.`,
        );
        toast.success('Thanks for backing Shred League.', 'Welcome to Premium');
      },
    });

  const header = (
    <PageHeader
      title="Go Premium"
      subtitle="More teams in every game, insights and monthly credits."
      back={{ to: '/manager', label: 'Manager Home' }}
    />
  );

  if (mine.isError) {
    return (
      <>
        {header}
        <LoadFailed
          icon={<StarIcon width={28} height={28} />}
          title="Could not load your premium"
          message={errorMessage(mine.error)}
          onRetry={() => mine.refetch()}
          retrying={mine.isRefetching}
        />
      </>
    );
  }

  const subscription = mine.data;
  const choices = subscription ? premiumChoices(subscription) : null;
  const busy = trial.isPending || checkout.isPending;
  const failure = trial.error ?? checkout.error;
  const welcomeText = welcome ?? (paidOffSite ? 'Your plan is active.' : null);
  return (
    <>
      {header}
      <div className="flex flex-col gap-8">
        <Card as="section" aria-labelledby="premium-hero" className="relative overflow-hidden">
          <div className="bg-hero pointer-events-none absolute inset-0 opacity-60" aria-hidden="true" />
          <div className="relative flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div className="flex min-w-0 flex-col gap-2">
              <PremiumBadge
                className="w-fit"
                label={subscription?.is_premium ? 'You are premium' : 'Premium'}
              />
              <h2
                id="premium-hero"
                className="font-display text-3xl font-extrabold uppercase italic tracking-tight text-fg sm:text-4xl"
              >
                Shred League Premium
              </h2>
              <p className="max-w-prose text-fg/85" data-testid="premium-status">
                {subscription ? premiumStatusText(subscription, nowMs) : <TextSkeleton className="w-64" />}
              </p>
            </div>
            <div className="flex shrink-0 flex-col gap-2 sm:items-end">
              {choices?.canStartTrial ? (
                <Button size="lg" onClick={startTrial} loading={trial.isPending} disabled={busy}>
                  Start {TRIAL_DAYS}-day free trial
                </Button>
              ) : null}
              {subscription?.is_premium ? (
                <Link
                  to="/settings/subscription"
                  className="text-sm font-semibold text-accent hover:underline"
                >
                  Manage your subscription
                </Link>
              ) : null}
            </div>
          </div>
        </Card>

        {returning && subscription && !subscription.is_premium ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted">
            <Spinner size="sm" label={null} /> Waiting for the payment provider to confirm your plan…
          </p>
        ) : null}
        {welcomeText ? (
          <FormAlert tone="success" title="Welcome to Premium">
            {welcomeText}{' '}
            <Link to="/manager/events" className="font-semibold underline">
              Pick your teams
            </Link>
          </FormAlert>
        ) : null}
        {failure ? <FormAlert>{errorMessage(failure)}</FormAlert> : null}

        <PremiumBenefits />

        <section aria-labelledby="premium-plans">
          <h2 id="premium-plans" className="mb-1 text-lg font-semibold text-fg">
            Plans
          </h2>
          <p className="mb-3 text-sm text-muted">{plansNote(subscription?.status)}</p>
          {plans.isPending ? (
            <PremiumPlansSkeleton />
          ) : plans.isError ? (
            <LoadFailed
              title="Could not load the plans"
              message={errorMessage(plans.error)}
              onRetry={() => plans.refetch()}
              retrying={plans.isRefetching}
            />
          ) : (
            <PremiumPlans
              plans={plans.data}
              onSubscribe={choices?.canSubscribe && !trial.isPending ? subscribe : null}
              buying={checkout.isPending ? checkout.variables : undefined}
            />
          )}
        </section>
      </div>
    </>
  );
}

/** Above the plans: what buying one does now. */
function plansNote(status: string | undefined): string {
  if (status === 'trial')
    return 'Subscribe now to keep premium after your trial: the plan takes the trial’s place.';
  if (status === 'active') return 'You hold a plan already. Change it once it ends.';
  if (status === 'cancelled')
    return 'Your premium runs until its end date. You can subscribe again once it ends.';
  return 'Cancel any time: premium stays until the end of the period you paid for.';
}
