import type { StaffAction } from '@shred/contract';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffActions, users } from '../../db/schema/index.ts';

/** What staff can do to an account, as the history names it. */
export type StaffActionKind =
  | 'grant_credits'
  | 'staff_on'
  | 'staff_off'
  | 'verified_on'
  | 'verified_off'
  | 'athlete_linked'
  | 'athlete_unlinked'
  | 'athlete_claim_declined'
  | 'deactivated'
  | 'reactivated';

/** Write one line of a user's staff history, in the transaction of the change it records. */
export async function recordStaffAction(
  tx: Db,
  row: { staffId: number; userId: number; action: StaffActionKind; detail?: string; at: Date },
): Promise<void> {
  await tx.insert(staffActions).values({
    staffId: row.staffId,
    userId: row.userId,
    action: row.action,
    detail: row.detail ?? '',
    createdAt: row.at,
  });
}

/** The newest lines of a user's staff history, each with who did it. */
export async function staffActionsOf(db: Db, userId: number, limit: number): Promise<StaffAction[]> {
  const rows = await db
    .select({ action: staffActions, staffUsername: users.username })
    .from(staffActions)
    .leftJoin(users, eq(users.id, staffActions.staffId))
    .where(eq(staffActions.userId, userId))
    .orderBy(desc(staffActions.id))
    .limit(limit);
  return rows.map(({ action, staffUsername }) => ({
    id: action.id,
    action: action.action,
    detail: action.detail,
    staff:
      action.staffId !== null && staffUsername !== null
        ? { id: action.staffId, username: staffUsername }
        : null,
    created_at: action.createdAt.toISOString(),
  }));
}
