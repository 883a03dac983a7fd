import {
  type AdminAthleteClaim,
  type AdminAthleteClaimListQuery,
  type AdminAthleteClaimPage,
  ATHLETE_CLAIM_TEXTS,
  type AthleteClaim,
  type MyAthleteClaim,
} from '@shred/contract';
import type { Db } from '../../db/client.ts';
import { type ApiError, conflict, fieldError, notFound } from '../../http/errors.ts';
import { readTags, type StaleReads } from '../../platform/read-cache/stale-reads.ts';
import { linkAthlete } from '../admin-users/athlete-link.ts';
import { recordStaffAction } from '../admin-users/staff-actions.ts';
import { pageOf } from '../credits/credits.presenter.ts';
import { presentAdminAthleteClaim, presentAthleteClaim } from './athlete-claims.presenter.ts';
import { type AthleteClaimRow, createAthleteClaimQueries } from './athlete-claims.queries.ts';

export interface AthleteClaimServiceDeps {
  db: Db;
  now: () => number;
  staleReads: StaleReads;
}

/** Claiming an athlete profile (requirements A7): a manager asks, staff approve or decline. */
export function createAthleteClaimService({ db, now, staleReads }: AthleteClaimServiceDeps) {
  const queries = createAthleteClaimQueries(db);

  async function found(id: number, on: Db = db): Promise<AthleteClaimRow> {
    const row = await queries.byId(id, on);
    if (!row) throw notFound(ATHLETE_CLAIM_TEXTS.notFound);
    return row;
  }

  /** 404 when there is no such claim, 409 when it was decided already. */
  async function notWaiting(tx: Db, id: number): Promise<ApiError> {
    await found(id, tx);
    return conflict(ATHLETE_CLAIM_TEXTS.alreadyDecided);
  }

  return {
    async create(userId: number, body: { athlete_id: number; message: string }): Promise<AthleteClaim> {
      const athlete = await queries.athlete(body.athlete_id);
      if (!athlete) throw fieldError('athlete_id', ATHLETE_CLAIM_TEXTS.noSuchAthlete);
      if (await queries.isAthlete(userId)) throw conflict(ATHLETE_CLAIM_TEXTS.alreadyAthlete);
      if (athlete.userId !== null) throw conflict(ATHLETE_CLAIM_TEXTS.athleteTaken);
      const id = await queries.insertPending({
        userId,
        athleteId: body.athlete_id,
        message: body.message,
        at: new Date(now()),
      });
      if (id === null) throw conflict(ATHLETE_CLAIM_TEXTS.alreadyWaiting);
      return presentAthleteClaim(await found(id));
    },

    async mine(userId: number): Promise<MyAthleteClaim> {
      const row = await queries.latestOf(userId);
      return { claim: row ? presentAthleteClaim(row) : null };
    },

    async list(query: AdminAthleteClaimListQuery): Promise<AdminAthleteClaimPage> {
      const { count, rows } = await queries.page(query.status, query);
      return pageOf(query, count, rows.map(presentAdminAthleteClaim));
    },

    /**
     * Decide, link and write the staff history in one transaction: when the athlete is linked
     * to another account by then, the 409 of the link rolls it all back and the claim waits on.
     */
    async approve(staffId: number, id: number): Promise<AdminAthleteClaim> {
      const at = new Date(now());
      await staleReads.transaction(db, async (tx, stale) => {
        const decided = await queries.decide(tx, id, { status: 'approved', staffId, reason: '', at });
        if (!decided) throw await notWaiting(tx, id);
        stale(readTags.user(decided.userId));
        const change = await linkAthlete(tx, decided.userId, decided.athleteId);
        if (change) {
          await recordStaffAction(tx, { staffId, userId: decided.userId, ...change, at });
        }
      });
      return presentAdminAthleteClaim(await found(id));
    },

    /** Decide and write the staff history in one transaction, as approving does. */
    async decline(staffId: number, id: number, reason: string): Promise<AdminAthleteClaim> {
      const at = new Date(now());
      await db.transaction(async (tx) => {
        const decided = await queries.decide(tx, id, { status: 'declined', staffId, reason, at });
        if (!decided) throw await notWaiting(tx, id);
        const athlete = await queries.athlete(decided.athleteId, tx);
        const name = athlete ? `${athlete.firstName} ${athlete.lastName} ` : '';
        await recordStaffAction(tx, {
          staffId,
          userId: decided.userId,
          action: 'athlete_claim_declined',
          detail: `${name}(#${decided.athleteId})${reason ? `: ${reason}` : ''}`,
          at,
        });
      });
      return presentAdminAthleteClaim(await found(id));
    },
  };
}
