import { type AdminReferralPage, type AdminReferralsQuery, TOP_INVITERS } from '@shred/contract';
import type { Db } from '../../db/client.ts';
import { presentReferral, presentReferralSummary } from './referrals.presenter.ts';
import { createReferralQueries } from './referrals.queries.ts';

/** Referrals (GAME.md "Referrals") as staff see them: who invited whom, and what it paid. */
export function createReferralsService(deps: { db: Db }) {
  const queries = createReferralQueries(deps.db);
  return {
    async adminPage(viewerId: number, query: AdminReferralsQuery): Promise<AdminReferralPage> {
      const paging = { limit: query.page_size, offset: (query.page - 1) * query.page_size };
      const [rows, summary] = await Promise.all([
        queries.page({ viewerId, search: query.query, ...paging }),
        queries.summary(viewerId, TOP_INVITERS),
      ]);
      // Every row carries the total; a page past the end has none to carry it.
      const count = rows[0]?.total ?? (query.page > 1 ? await queries.count(query.query) : 0);
      return {
        count,
        next: query.page * query.page_size < count ? query.page + 1 : null,
        results: rows.map(presentReferral),
        summary: presentReferralSummary(summary),
      };
    },
  };
}
