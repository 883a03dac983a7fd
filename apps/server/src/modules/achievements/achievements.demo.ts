import { FOLLOWERS_FOR_CROWD, GAMES_FOR_REGULAR, PODIUM_RANK } from '@shred/game';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * Demo achievements: what the demo world's managers already did earns its milestones, as the
 * handlers would have awarded them, marked shown: the demo's history is not news, and the
 * handlers, catching up on the events the seeders published, find them there and add none.
 */
export async function seedDemoAchievements(db: Db, now: number = Date.now()): Promise<void> {
  await db.execute(sql`
    insert into user_achievements (user_id, achievement, seen_at)
    select user_id, achievement, ${new Date(now)}::timestamptz from (
      select user_id, 'first_team' as achievement from teams group by user_id
      union all
      select user_id, 'five_games' from teams group by user_id
        having count(distinct game_id) >= ${GAMES_FOR_REGULAR}
      union all
      select s.user_id, 'first_podium' from current_standings s
        join fantasy_games g on g.id = s.game_id and g.status = 'CPL'
        group by s.user_id having min(s.rank) <= ${PODIUM_RANK}
      union all
      select s.user_id, 'first_win' from current_standings s
        join fantasy_games g on g.id = s.game_id and g.status = 'CPL'
        group by s.user_id having min(s.rank) = 1
      union all
      select user_id, 'first_league' from league_members group by user_id
      union all
      select user_id, 'first_draft' from draft_openings group by user_id
      union all
      select seller_id, 'first_sale' from market_listings where status = 'sold' and seller_id is not null
        group by seller_id
      union all
      select buyer_id, 'first_buy' from market_listings where status = 'sold' and buyer_id is not null
        group by buyer_id
      union all
      select user_id, 'first_challenge' from challenge_progress where completed_at is not null
        group by user_id
      union all
      select followee_id, 'ten_followers' from follows group by followee_id
        having count(*) >= ${FOLLOWERS_FOR_CROWD}
    ) earned
    on conflict do nothing`);
}
