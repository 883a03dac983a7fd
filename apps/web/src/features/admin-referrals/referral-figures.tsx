import type { ReferralSummary } from '@shred/contract';
import { formatCount, formatPercent, REFERRAL_CREDITS } from '@shred/game';
import { Card } from '../../ui/card.tsx';
import { StatTiles } from '../admin-market/stat-tiles.tsx';
import { UserListItem } from '../leagues/index.ts';

const referralsText = (n: number) => (n === 1 ? '1 referral' : `${formatCount(n)} referrals`);

/** The totals at a glance: how many came by an invite, how many onboarded, what it paid. */
export function ReferralFigures({ summary }: { summary: ReferralSummary }) {
  const waiting = summary.referrals - summary.onboarded;
  return (
    <StatTiles
      tiles={[
        { label: 'Referrals', value: formatCount(summary.referrals), note: 'managers who came by an invite' },
        {
          label: 'Onboarded',
          value: summary.referrals ? formatPercent(summary.onboarded / summary.referrals, 0) : '–',
          note: `${formatCount(summary.onboarded)} of ${formatCount(summary.referrals)} finished the welcome`,
        },
        {
          label: 'Awaiting welcome',
          value: formatCount(waiting),
          note: 'their inviter is paid when they finish',
        },
        {
          label: 'Credits paid',
          value: formatCount(summary.credits_paid),
          note: 'to inviters, through the ledger',
        },
        { label: 'Reward', value: formatCount(REFERRAL_CREDITS), note: 'credits an onboarded invitee, once' },
      ]}
    />
  );
}

/** The managers who brought in the most, most first, each with a bar against the first. */
export function TopInviters({ inviters }: { inviters: ReferralSummary['top_inviters'] }) {
  const most = inviters[0]?.referrals ?? 0;
  return (
    <Card className="flex flex-col gap-4">
      <h2 id="top-inviters" className="font-display text-lg font-bold italic text-fg">
        Top inviters
      </h2>
      {inviters.length === 0 ? (
        <p className="text-sm text-muted">No one has invited anyone yet.</p>
      ) : (
        <ol
          aria-labelledby="top-inviters"
          className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5"
        >
          {inviters.map((top, index) => (
            <li key={top.user.id} className="flex min-w-0 items-start gap-2">
              <span className="w-4 shrink-0 pt-1.5 text-center text-sm font-bold tabular-nums text-muted">
                {index + 1}
              </span>
              <div className="flex min-w-0 flex-1 flex-col gap-2">
                <UserListItem user={top.user} />
                <div className="flex items-center gap-2">
                  <span aria-hidden="true" className="h-1.5 flex-1 overflow-hidden rounded-full bg-surface-2">
                    <span
                      className="block h-full rounded-full bg-accent"
                      style={{ width: `${most ? (top.referrals / most) * 100 : 0}%` }}
                    />
                  </span>
                  <span className="shrink-0 text-xs font-semibold tabular-nums text-fg">
                    {referralsText(top.referrals)}
                  </span>
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
