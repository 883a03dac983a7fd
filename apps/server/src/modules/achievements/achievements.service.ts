import type { AchievementView, OwnAchievement } from '@shred/contract';
import { ACHIEVEMENTS, type AchievementDefinition } from '@shred/game';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { queryRows } from '../scoring/sql-rows.ts';

interface EarnedRow {
  achievement: string;
  earned_at: Date | string;
  seen_at: Date | string | null;
}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

const present = (a: AchievementDefinition, row: EarnedRow | undefined): OwnAchievement => ({
  key: a.key,
  name: a.name,
  description: a.description,
  icon: a.icon,
  link: a.link,
  earned_at: iso(row?.earned_at ?? null),
  seen_at: iso(row?.seen_at ?? null),
});

/** Achievements (GAME.md "Engagement"): the caller's, marking one shown, and a profile's. */
export function createAchievementsService({ db }: { db: Db }) {
  const earned = async (userId: number) =>
    new Map(
      (
        await queryRows<EarnedRow>(
          db,
          sql`select achievement, earned_at, seen_at from user_achievements where user_id = ${userId}`,
        )
      ).map((row) => [row.achievement, row]),
    );

  return {
    /** Every achievement in the list's order, with when the caller earned it and saw it. */
    async list(userId: number): Promise<OwnAchievement[]> {
      const rows = await earned(userId);
      return ACHIEVEMENTS.map((a) => present(a, rows.get(a.key)));
    },

    /** Mark an earned achievement shown; its first showing stays the date. */
    async seen(userId: number, key: string): Promise<OwnAchievement> {
      const [row] = await queryRows<EarnedRow>(
        db,
        sql`update user_achievements set seen_at = coalesce(seen_at, now())
            where user_id = ${userId} and achievement = ${key}
            returning achievement, earned_at, seen_at`,
      );
      const achievement = ACHIEVEMENTS.find((a) => a.key === key);
      if (!row || !achievement) throw notFound('You have not earned this achievement yet.');
      return present(achievement, row);
    },

    /** What a user earned, for their public profile. */
    async ofUser(userId: number): Promise<AchievementView[]> {
      const [user] = await queryRows<{ id: number }>(
        db,
        sql`select id from users where id = ${userId} and deleted_at is null`,
      );
      if (!user) throw notFound('This user does not exist.');
      const rows = await earned(userId);
      return ACHIEVEMENTS.flatMap((a) => {
        const row = rows.get(a.key);
        if (!row) return [];
        const { seen_at: _, ...shown } = present(a, row);
        return [shown];
      });
    },
  };
}
