import type {
  Draft,
  DraftDetail,
  DraftKey,
  DraftOpening,
  DraftOpeningPage,
  ListPageQuery,
  OpenDraftBody,
  OpenedDraft,
} from '@shred/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { type Answer, claimIdempotencyKey, rememberIdempotentAnswer } from '../../platform/idempotency.ts';
import { readTags, type StaleReads } from '../../platform/read-cache/stale-reads.ts';
import { createCardService } from '../cards/cards.service.ts';
import { draftOnSaleWithAthletes, openDraft } from './draft-opening.ts';
import { presentDraft, presentOpening, presentPoolAthlete } from './drafts.presenter.ts';
import { createDraftQueries, type OpeningWithProof } from './drafts.queries.ts';

export const OPENING_NOT_FOUND = 'You have no opening with this id.';

const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Drafts as players see them: what is on sale, opening one, and their openings with proofs. */
export function createDraftService(deps: { db: Db; staleReads: StaleReads; now: () => number }) {
  const { db, staleReads, now } = deps;
  const queries = createDraftQueries(db);
  const cards = createCardService(db);

  /** Openings with their cards, fetched for the whole page at once. */
  async function withCards(rows: OpeningWithProof[], viewerId: number): Promise<DraftOpening[]> {
    const all = await cards.inOrder(
      rows.flatMap((r) => r.cardIds),
      viewerId,
    );
    const byId = new Map(all.map((card) => [card.card_instance_id, card]));
    return rows.map((row) =>
      presentOpening(
        row,
        row.cardIds.flatMap((id) => byId.get(id) ?? []),
      ),
    );
  }

  return {
    list: async (): Promise<Draft[]> => (await queries.configsOnSale()).map(presentDraft),

    async detail(key: DraftKey): Promise<DraftDetail> {
      const { config, pool } = await draftOnSaleWithAthletes(db, key);
      return { ...presentDraft(config), pool: pool.map(presentPoolAthlete) };
    },

    /**
     * One transaction: the Idempotency-Key's claim, the opening, and the answer remembered for
     * repeats. A repeat gets the first answer back and opens nothing.
     */
    open(userId: number, draft: OpenDraftBody, key: string | null): Promise<Answer<OpenedDraft>> {
      return staleReads.transaction(db, async (tx, stale) => {
        const claimed = key
          ? await claimIdempotencyKey(tx, { userId, key, route: 'draftOpen', request: draft })
          : null;
        if (claimed && 'replay' in claimed) return claimed.replay as Answer<OpenedDraft>;
        // New cards and a new balance: everything cached of this player is stale.
        stale(readTags.user(userId));
        const body = await openDraft(tx, { userId, draft, today: isoDay(now()) });
        const answer = { status: 201, body };
        if (claimed) await rememberIdempotentAnswer(tx, claimed.claimed, answer);
        return answer;
      });
    },

    async history(userId: number, query: ListPageQuery): Promise<DraftOpeningPage> {
      const { count, rows } = await queries.openingsOf(userId, {
        limit: query.page_size,
        offset: (query.page - 1) * query.page_size,
      });
      return {
        count,
        next: query.page * query.page_size < count ? query.page + 1 : null,
        results: await withCards(rows, userId),
      };
    },

    async opening(userId: number, id: number): Promise<DraftOpening> {
      const row = await queries.opening(userId, id);
      if (!row) throw notFound(OPENING_NOT_FOUND);
      const [opening] = await withCards([row], userId);
      if (!opening) throw notFound(OPENING_NOT_FOUND);
      return opening;
    },
  };
}

export type DraftService = ReturnType<typeof createDraftService>;
