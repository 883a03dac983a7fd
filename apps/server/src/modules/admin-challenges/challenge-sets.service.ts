import {
  type AdminChallengeSetDetail,
  type AdminChallengeSetListQuery,
  type AdminChallengeSetPage,
  type ChallengeSetCreateBody,
  type ChallengeSetUpdateBody,
  SET_DATES_MESSAGE,
} from '@shred/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { challengeSets } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { presentChallenge, presentChallengeSet } from './admin-challenges.presenter.ts';
import { createAdminChallengeQueries } from './admin-challenges.queries.ts';
import { completionsOfSet, lockSetNames, setNameTaken } from './set-names.ts';

export const SET_NOT_FOUND = 'No challenge set has this id.';

/** Staff plan challenge sets: a name unique among sets, and a date range that runs forwards. */
export function createChallengeSetService(deps: { db: Db; now: () => number }) {
  const { db, now } = deps;

  async function detail(id: number, reader: Db = db): Promise<AdminChallengeSetDetail> {
    const queries = createAdminChallengeQueries(reader);
    const [row] = await queries.sets({ ids: [id], now: new Date(now()), limit: 1, offset: 0 });
    if (!row) throw notFound(SET_NOT_FOUND);
    const challenges = await queries.challengesOf(id);
    return { ...presentChallengeSet(row, now()), challenges: challenges.map(presentChallenge) };
  }

  return {
    detail: (id: number) => detail(id),

    async list(query: AdminChallengeSetListQuery): Promise<AdminChallengeSetPage> {
      const queries = createAdminChallengeQueries(db);
      const filter = {
        now: new Date(now()),
        ...(query.from ? { from: new Date(query.from) } : {}),
        ...(query.to ? { to: new Date(query.to) } : {}),
        ...(query.status ? { status: query.status } : {}),
      };
      const rows = await queries.sets({
        ...filter,
        limit: query.page_size,
        offset: (query.page - 1) * query.page_size,
      });
      // Every row carries the total; a page past the end has none to carry it.
      const count = rows[0]?.total ?? (query.page > 1 ? await queries.count(filter) : 0);
      return {
        count,
        next: query.page * query.page_size < count ? query.page + 1 : null,
        results: rows.map((row) => presentChallengeSet(row, now())),
      };
    },

    async create(body: ChallengeSetCreateBody): Promise<AdminChallengeSetDetail> {
      return db.transaction(async (tx) => {
        await lockSetNames(tx);
        if (await setNameTaken(tx, body.name)) throw nameTaken(body.name);
        const [row] = await tx
          .insert(challengeSets)
          .values({
            name: body.name,
            description: body.description,
            startsAt: new Date(body.starts_at),
            endsAt: new Date(body.ends_at),
          })
          .returning({ id: challengeSets.id });
        if (!row) throw new Error('challenge set insert returned nothing');
        return detail(row.id, tx);
      });
    },

    async update(id: number, body: ChallengeSetUpdateBody): Promise<AdminChallengeSetDetail> {
      return db.transaction(async (tx) => {
        await lockSetNames(tx);
        const [current] = await tx.select().from(challengeSets).where(eq(challengeSets.id, id)).for('update');
        if (!current) throw notFound(SET_NOT_FOUND);
        const startsAt = body.starts_at ? new Date(body.starts_at) : current.startsAt;
        const endsAt = body.ends_at ? new Date(body.ends_at) : current.endsAt;
        if (startsAt >= endsAt) {
          const field = body.ends_at ? 'ends_at' : 'starts_at';
          throw badRequest(SET_DATES_MESSAGE, { [field]: [SET_DATES_MESSAGE] });
        }
        if (body.name !== undefined && (await setNameTaken(tx, body.name, id))) throw nameTaken(body.name);
        await tx
          .update(challengeSets)
          .set({
            ...(body.name !== undefined ? { name: body.name } : {}),
            ...(body.description !== undefined ? { description: body.description } : {}),
            startsAt,
            endsAt,
          })
          .where(eq(challengeSets.id, id));
        return detail(id, tx);
      });
    },

    /**
     * Deleting takes the set's challenges and everyone's progress with it, so it is refused once
     * a player has completed one: the delete's own condition decides, not an earlier read.
     */
    async remove(id: number): Promise<void> {
      const deleted = await db.execute(
        sql`delete from challenge_sets s where s.id = ${id}
            and not exists (select 1 from challenge_progress p join challenges c on c.id = p.challenge_id
                            where c.set_id = s.id and p.completed_at is not null)
            returning s.id`,
      );
      if ((deleted as unknown as { rows: unknown[] }).rows.length > 0) return;
      const [set] = await db
        .select({ name: challengeSets.name })
        .from(challengeSets)
        .where(eq(challengeSets.id, id));
      if (!set) throw notFound(SET_NOT_FOUND);
      const completions = await completionsOfSet(db, id);
      throw conflict(
        `Players have completed ${completions === 1 ? '1 challenge' : `${completions} challenges`} of "${set.name}", so it cannot be deleted: their rewards refer to it. End it earlier instead.`,
      );
    },
  };
}

export const nameTaken = (name: string) =>
  conflict(`A challenge set named "${name}" already exists; choose another name.`, {
    name: ['This name is already taken.'],
  });
