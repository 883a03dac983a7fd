import type { Referral, ReferralSummary } from '@shred/contract';
import { presentUserListItem } from '../users/user-list-item.ts';
import type { ReferralRow, ReferralSummaryRow } from './referrals.queries.ts';

export function presentReferral(row: ReferralRow): Referral {
  return {
    invitee: presentUserListItem(row.invitee),
    inviter: presentUserListItem(row.inviter),
    registered_at: row.registeredAt.toISOString(),
    onboarded: row.onboarded,
    league: row.league ? { slug: row.league.slug, name: row.league.name } : null,
    reward: row.reward
      ? { credits: row.reward.credits, paid_at: new Date(row.reward.paid_at).toISOString() }
      : null,
  };
}

/** The summary's rows (one per top inviter, each with the totals) as one summary. */
export function presentReferralSummary(rows: readonly ReferralSummaryRow[]): ReferralSummary {
  const first = rows[0];
  return {
    referrals: first?.referrals ?? 0,
    onboarded: first?.onboarded ?? 0,
    credits_paid: first?.creditsPaid ?? 0,
    top_inviters: rows.flatMap((row) =>
      row.inviter?.id != null && row.inviterReferrals !== null
        ? [{ user: presentUserListItem(row.inviter), referrals: row.inviterReferrals }]
        : [],
    ),
  };
}
