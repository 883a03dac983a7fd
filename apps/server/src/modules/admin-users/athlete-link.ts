import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { athletes, users } from '../../db/schema/index.ts';
import { conflict, fieldError } from '../../http/errors.ts';
import type { StaffActionKind } from './staff-actions.ts';

export const NO_SUCH_ATHLETE = 'There is no athlete with this id.';
export const athleteTaken = (athlete: string, username: string) =>
  `${athlete} is already linked to @${username}. Unlink it there first.`;

/**
 * Link an account to an athlete, or unlink it (null), inside the caller's transaction: staff's
 * link on the user page and an approved athlete claim (requirements A7) both go through here.
 * Answers what changed, for the staff history, or null when nothing did; 400 for an unknown
 * athlete, 409 when another account holds it.
 */
export async function linkAthlete(
  tx: Db,
  userId: number,
  athleteId: number | null,
): Promise<{ action: StaffActionKind; detail: string } | null> {
  const [current] = await tx
    .select({ id: athletes.id, firstName: athletes.firstName, lastName: athletes.lastName })
    .from(athletes)
    .where(eq(athletes.userId, userId))
    .for('update');
  if ((current?.id ?? null) === athleteId) return null;
  if (current) await tx.update(athletes).set({ userId: null }).where(eq(athletes.id, current.id));
  if (athleteId === null) {
    await tx.update(users).set({ isAthlete: false }).where(eq(users.id, userId));
    return {
      action: 'athlete_unlinked',
      detail: current ? `${current.firstName} ${current.lastName} (#${current.id})` : '',
    };
  }
  const [wanted] = await tx
    .select({
      id: athletes.id,
      firstName: athletes.firstName,
      lastName: athletes.lastName,
      holder: users.username,
    })
    .from(athletes)
    .leftJoin(users, eq(users.id, athletes.userId))
    .where(eq(athletes.id, athleteId))
    .for('update', { of: athletes });
  if (!wanted) throw fieldError('athlete_id', NO_SUCH_ATHLETE);
  const name = `${wanted.firstName} ${wanted.lastName}`;
  // The row lock and the condition together: two staff linking one athlete at once link it once.
  const linked = await tx
    .update(athletes)
    .set({ userId })
    .where(and(eq(athletes.id, athleteId), isNull(athletes.userId)))
    .returning({ id: athletes.id });
  if (linked.length === 0) {
    const message = athleteTaken(name, wanted.holder ?? 'another account');
    throw conflict(message, { athlete_id: [message] });
  }
  await tx.update(users).set({ isAthlete: true }).where(eq(users.id, userId));
  return { action: 'athlete_linked', detail: `${name} (#${wanted.id})` };
}
