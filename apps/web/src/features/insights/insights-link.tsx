import { ButtonLink } from '../../ui/button.tsx';
import { cx } from '../../ui/class-names.ts';
import { useAuthStore } from '../auth/index.ts';
import { TrendIcon } from '../notifications/notification-icons.tsx';
import { PREMIUM_SURFACE } from '../subscriptions/index.ts';

export const insightsPath = (eventSlug: string) => `/insights/${encodeURIComponent(eventSlug)}`;

/**
 * 'Insights' on an event page for a signed-in player (the page needs a login); premium's gold
 * chip says what it takes, and the page itself offers the trial to those without it.
 */
export function InsightsLink({ eventSlug, className }: { eventSlug: string; className?: string }) {
  const signedIn = useAuthStore((state) => state.isAuthenticated);
  if (!signedIn) return null;
  return (
    <ButtonLink
      to={insightsPath(eventSlug)}
      variant="secondary"
      icon={<TrendIcon width={16} height={16} />}
      className={className}
    >
      Insights
      <span
        className={cx(
          'rounded-full px-2 py-0.5 text-[11px] font-bold uppercase tracking-wide',
          PREMIUM_SURFACE,
        )}
      >
        Premium
      </span>
    </ButtonLink>
  );
}
