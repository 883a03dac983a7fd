import type { ChallengeImportBody, ChallengeImportResult } from '@shred/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { challengeSets, challenges } from '../../db/schema/index.ts';
import { badRequest } from '../../http/errors.ts';
import { queryRows } from '../scoring/sql-rows.ts';
import { isoOf } from './admin-challenges.presenter.ts';
import { createAdminChallengeQueries } from './admin-challenges.queries.ts';
import {
  addProblem,
  type ImportRow,
  lineKey,
  type ParsedImport,
  parseCsvImport,
  parseJsonImport,
} from './challenge-import-rows.ts';
import { lockSetNames } from './set-names.ts';

/** The sets an import names, each with the rows that add to it and where it is stored, if it is. */
interface PlannedSet {
  key: string;
  first: ImportRow;
  rows: ImportRow[];
  storedId: number | null;
}

const setKey = (name: string) => name.trim().toLowerCase();
const when = (iso: string) => iso.replace('.000Z', 'Z');

/** Rows naming one set must agree on it: the first row naming it sets its dates and description. */
function groupSets(parsed: ParsedImport): Map<string, PlannedSet> {
  const sets = new Map<string, PlannedSet>();
  for (const row of parsed.rows) {
    const key = setKey(row.set.name);
    const plan = sets.get(key);
    if (!plan) {
      sets.set(key, { key, first: row, rows: [row], storedId: null });
      continue;
    }
    const first = plan.first.set;
    const differ = (column: string, mine: string, theirs: string) =>
      addProblem(
        parsed.problems,
        lineKey(row.line),
        `${column}: "${row.set.name}" is given ${column === 'set_description' ? 'another description' : `as ${when(mine)}`} here but ${column === 'set_description' ? 'a different one' : when(theirs)} on line ${plan.first.line}; rows of one set must agree.`,
      );
    if (row.set.starts_at !== first.starts_at) differ('set_starts_at', row.set.starts_at, first.starts_at);
    if (row.set.ends_at !== first.ends_at) differ('set_ends_at', row.set.ends_at, first.ends_at);
    if (row.set.description && row.set.description !== first.description) {
      differ('set_description', row.set.description, first.description);
    }
    plan.rows.push(row);
  }
  return sets;
}

/** A set stored under a name the import uses takes its challenges only when its dates are the same. */
async function matchStoredSets(tx: Db, sets: Map<string, PlannedSet>, problems: Record<string, string[]>) {
  const stored = await createAdminChallengeQueries(tx).setsNamed(
    [...sets.values()].map((s) => s.first.set.name),
  );
  for (const row of stored) {
    const plan = sets.get(setKey(row.name));
    if (!plan || plan.storedId !== null) continue;
    const startsAt = isoOf(row.starts_at);
    const endsAt = isoOf(row.ends_at);
    if (startsAt !== plan.first.set.starts_at || endsAt !== plan.first.set.ends_at) {
      addProblem(
        problems,
        lineKey(plan.first.line),
        `set_name: A set named "${row.name}" already runs from ${when(startsAt)} to ${when(endsAt)}. Give those dates to add to it, or another name for a new set.`,
      );
    }
    plan.storedId = row.id;
  }
}

function rejection(problems: Record<string, string[]>): Error {
  const keys = Object.keys(problems);
  const lines = keys.filter((k) => k.startsWith('line ')).length;
  const detail =
    lines > 0
      ? `${lines === 1 ? '1 row has' : `${lines} rows have`} problems; nothing was imported. Fix them and import the whole file again.`
      : `${problems[keys[0] ?? '']?.[0] ?? 'The file is not valid.'} Nothing was imported.`;
  return badRequest(detail, problems);
}

/**
 * Staff import sets and challenges in bulk: every row is checked, then all are written in one
 * transaction, or none when any row is wrong (a line-numbered report). A dry run stops before
 * writing and shows what the import would do.
 */
export function createChallengeImportService(deps: { db: Db }) {
  return {
    async run(body: ChallengeImportBody): Promise<ChallengeImportResult> {
      const parsed = body.format === 'csv' ? parseCsvImport(body.content) : parseJsonImport(body.content);
      if (Object.keys(parsed.problems).length > 0 && parsed.rows.length === 0)
        throw rejection(parsed.problems);
      const sets = groupSets(parsed);
      return deps.db.transaction(async (tx) => {
        // Under the names' lock, a set matched or made here cannot appear twice meanwhile.
        await lockSetNames(tx);
        await matchStoredSets(tx, sets, parsed.problems);
        if (Object.keys(parsed.problems).length > 0) throw rejection(parsed.problems);

        const plans = [...sets.values()];
        const ids = new Map<string, number | null>(plans.map((p) => [p.key, p.storedId]));
        if (!body.dry_run) {
          const fresh = plans.filter((p) => p.storedId === null);
          if (fresh.length > 0) {
            const made = await tx
              .insert(challengeSets)
              .values(
                fresh.map((p) => ({
                  name: p.first.set.name,
                  description: p.first.set.description,
                  startsAt: new Date(p.first.set.starts_at),
                  endsAt: new Date(p.first.set.ends_at),
                })),
              )
              .returning({ id: challengeSets.id, name: challengeSets.name });
            for (const set of made) ids.set(setKey(set.name), set.id);
          }
          const storedIds = plans.flatMap((p) => (p.storedId === null ? [] : [p.storedId]));
          const nextPosition = new Map<number, number>();
          if (storedIds.length > 0) {
            const rows = await queryRows<{ set_id: number; next: number }>(
              tx,
              sql`select set_id, coalesce(max(position) + 1, 0)::int as next from challenges
                  where set_id in (${sql.join(
                    storedIds.map((id) => sql`${id}`),
                    sql`, `,
                  )}) group by set_id`,
            );
            for (const row of rows) nextPosition.set(row.set_id, row.next);
          }
          const values = plans.flatMap((p) => {
            const setId = ids.get(p.key);
            if (setId == null) throw new Error(`import lost the id of set ${p.first.set.name}`);
            const start = nextPosition.get(setId) ?? 0;
            return p.rows.map((row, i) => ({
              setId,
              name: row.challenge.name,
              description: row.challenge.description,
              condition: row.challenge.condition,
              target: row.challenge.target,
              rewardKind: row.challenge.reward_kind,
              rewardAmount: row.challenge.reward_amount,
              rewardCardTier: row.challenge.reward_card_tier,
              position: start + i,
            }));
          });
          await tx.insert(challenges).values(values);
        }
        return {
          dry_run: body.dry_run,
          sets: plans.map((p) => ({
            id: ids.get(p.key) ?? null,
            name: p.first.set.name,
            starts_at: p.first.set.starts_at,
            ends_at: p.first.set.ends_at,
            created: p.storedId === null,
            challenges: p.rows.map((row) => ({ line: row.line, ...row.challenge })),
          })),
          sets_created: plans.filter((p) => p.storedId === null).length,
          challenges_created: parsed.rows.length,
        };
      });
    },
  };
}
