import type { MySubscription } from '@shred/contract';
import { formatMoney, premiumPlan } from '@shred/game';
import { errorMessage } from '../../api/index.ts';
import { confirm } from '../../features/modals/index.ts';
import {
  daysLeft,
  formatPremiumDate,
  PremiumBadge,
  TRIAL_DAYS,
  useCancelSubscriptionMutation,
  useSubscriptionAfterCheckout,
} from '../../features/subscriptions/index.ts';
import { toast } from '../../features/toasts/index.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { StarIcon } from '../../ui/icons.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { TextSkeleton } from '../../ui/skeleton.tsx';
import { Spinner } from '../../ui/spinner.tsx';

const STATUS_WORDS: Record<Exclude<MySubscription['status'], 'none'>, string> = {
  trial: 'Trial',
  active: 'Active',
  cancelled: 'Cancelled',
};

/** 'Yearly · €49.90 a year', or 'Free 7-day trial' while no plan is paid. */
function planText(subscription: MySubscription): string {
  const plan = subscription.plan ? premiumPlan(subscription.plan) : undefined;
  if (!plan) return `Free ${TRIAL_DAYS}-day trial`;
  return `${plan.label} · ${formatMoney(plan.priceCents, plan.currency)} a ${plan.months === 12 ? 'year' : 'month'}`;
}

/**
 * /settings/subscription (R2.16): the viewer's premium, when it renews or ends, and Cancel.
 * Stripe's checkout returns here (?subscription=), and the page waits for its confirmation.
 */
export function SubscriptionPage() {
  const { mine, returning, paid } = useSubscriptionAfterCheckout();
  const cancel = useCancelSubscriptionMutation();
  const header = (
    <PageHeader
      title="Subscription"
      subtitle="Your Shred League Premium."
      back={{ to: '/settings', label: 'Settings' }}
    />
  );

  if (mine.isError) {
    return (
      <>
        {header}
        <LoadFailed
          icon={<StarIcon width={28} height={28} />}
          title="Could not load your subscription"
          message={errorMessage(mine.error)}
          onRetry={() => mine.refetch()}
          retrying={mine.isRefetching}
        />
      </>
    );
  }
  if (!mine.data) {
    return (
      <>
        {header}
        <Card aria-busy="true" aria-label="Loading your subscription" className="flex flex-col gap-4">
          <TextSkeleton className="h-5 w-24" />
          <TextSkeleton className="h-7 w-48" />
          <TextSkeleton className="w-64" />
          <TextSkeleton className="w-40" />
        </Card>
      </>
    );
  }

  const subscription = mine.data;
  if (returning && subscription.status === 'none') {
    return (
      <>
        {header}
        <Card padded={false}>
          <EmptyState icon={<Spinner size="lg" label={null} />} title="Waiting for your payment">
            <p role="status">
              Your plan starts as soon as the payment provider confirms it. This takes a few seconds.
            </p>
          </EmptyState>
        </Card>
      </>
    );
  }
  if (subscription.status === 'none') {
    return (
      <>
        {header}
        <Card padded={false}>
          <EmptyState
            icon={<StarIcon width={28} height={28} />}
            title="You are not premium"
            action={<ButtonLink to="/manager/subscribe">See Premium</ButtonLink>}
          >
            {subscription.trial_used
              ? 'Your free trial has ended. A monthly or yearly plan brings back up to 3 teams per game, insights and monthly credits.'
              : 'Premium gives you up to 3 teams per game, insights and monthly credits. Try it free for 7 days.'}
          </EmptyState>
        </Card>
      </>
    );
  }

  const ends = subscription.ends_at;
  const endsText = ends ? formatPremiumDate(ends) : '–';
  const trialDays = ends ? daysLeft(ends, Date.now()) : 0;
  const ask = async () => {
    const yes = await confirm({
      title: 'Cancel premium?',
      message: ends
        ? `You keep premium until ${endsText}; after that it ends and nothing renews.`
        : 'Premium ends at the end of this period and nothing renews.',
      confirmText: 'Cancel premium',
      cancelText: 'Keep premium',
      danger: true,
    });
    if (!yes) return;
    cancel.mutate(undefined, {
      onSuccess: (answer) =>
        toast.success(
          answer.ends_at ? `Premium stays until ${formatPremiumDate(answer.ends_at)}.` : 'Premium ends soon.',
          'Subscription cancelled',
        ),
    });
  };

  return (
    <>
      {header}
      <Card as="section" aria-labelledby="subscription-title" className="relative overflow-hidden">
        <div className="bg-hero pointer-events-none absolute inset-0 opacity-40" aria-hidden="true" />
        <div className="relative flex flex-col gap-5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="subscription-title" className="font-display text-2xl font-bold uppercase italic text-fg">
              Shred League Premium
            </h2>
            <PremiumBadge />
          </div>
          <dl className="grid gap-4 sm:grid-cols-3">
            <div>
              <dt className="text-xs font-semibold uppercase tracking-wide text-muted">Status</dt>
              <dd className="mt-0.5 text-lg font-semibold text-fg" data-testid="subscription-status">
                {STATUS_WORDS[subscription.status]}
              </dd>
            </div>
            <div>
              <dt className="text-xs font-semibold uppercase tracking-wide text-muted">Plan</dt>
              <dd className="mt-0.5 text-lg font-semibold text-fg">{planText(subscription)}</dd>
            </div>
            <div>
              <dt className="text-xs font-semibold uppercase tracking-wide text-muted">
                {subscription.status === 'active' ? 'Renews on' : 'Premium until'}
              </dt>
              <dd className="mt-0.5 text-lg font-semibold text-fg" data-testid="subscription-ends">
                {endsText}
                {subscription.status === 'trial' && ends ? (
                  <span className="block text-sm font-normal text-muted">
                    {trialDays} {trialDays === 1 ? 'day' : 'days'} of the trial left
                  </span>
                ) : null}
              </dd>
            </div>
          </dl>
          {paid ? (
            <FormAlert tone="success" title="Welcome to Premium">
              Your payment went through and your plan is active.
            </FormAlert>
          ) : null}
          {cancel.isError ? <FormAlert>{errorMessage(cancel.error)}</FormAlert> : null}
          {subscription.status === 'cancelled' ? (
            <FormAlert tone="success" title={`Cancelled: premium until ${endsText}`}>
              Nothing renews, and everything premium unlocks stays yours until then.
            </FormAlert>
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            {subscription.status === 'cancelled' ? null : (
              <Button variant="secondary" onClick={ask} loading={cancel.isPending}>
                Cancel subscription
              </Button>
            )}
            {subscription.status === 'trial' ? (
              <ButtonLink to="/manager/subscribe">Keep premium after the trial</ButtonLink>
            ) : null}
            {subscription.status === 'cancelled' ? null : (
              <p className="text-sm text-muted">
                {subscription.status === 'trial'
                  ? 'The trial ends by itself; nothing is charged.'
                  : 'Cancel any time: premium stays until the end of the period you paid for.'}
              </p>
            )}
          </div>
        </div>
      </Card>
    </>
  );
}
