import type { NotificationList, NotificationSettings } from '@shred/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationPreferences } from '../../db/schema/index.ts';
import { newUser, type TestUser } from '../../test/factories.ts';
import { raceAtLock } from '../../test/race-barrier.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setting = (who: TestUser, update_field: string, update_value: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/notifications/settings/',
    headers: who.auth,
    payload: { update_field, update_value },
  });
const preferencesOf = (userId: number) =>
  t.database.db
    .select({
      type: notificationPreferences.type,
      channel: notificationPreferences.channel,
      enabled: notificationPreferences.enabled,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
const follow = (who: TestUser, target: TestUser) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/connections/follow/',
    headers: who.auth,
    payload: { target_user_id: target.id },
  });
const toldOf = async (who: TestUser) =>
  (await t.app.inject({ url: '/api/notifications/', headers: who.auth }))
    .json<NotificationList>()
    .results.map((n) => n.body);
/** Every settings switch writes a preference row: a share lock on the table holds them all there. */
const holdPreferenceWrites = { sql: 'lock table notification_preferences in share mode' };
/** Every follow writes its row: a share lock on the table holds them all there. */
const holdFollowWrites = { sql: 'lock table follows in share mode' };

describe('concurrent writes (R7.32, R3.16)', () => {
  it('8 different settings switches, all held at their preference write: exactly the rows they call for', async () => {
    const me = await newUser(t.app);
    const switches: Array<[string, boolean]> = [
      ['NEW_FOLLOWER.email', true],
      ['GAME_REMINDER.email', true],
      ['STARTLIST_CHANGES.email', true],
      ['MARKET_ALERT.email', true],
      ['NEW_RESULT_USER.push', false],
      ['NEW_RESULT_USER.email', false],
      ['TRIAL_EXPIRED.in_app', false],
      ['MARKET_LISTING_SOLD.push', false],
    ];
    const answers = await raceAtLock(
      t.database,
      holdPreferenceWrites,
      switches.map(
        ([field, value]) =>
          () =>
            setting(me, field, value),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(switches.map(() => 200));
    expect((await preferencesOf(me.id)).map((p) => `${p.type}.${p.channel}=${p.enabled}`).sort()).toEqual(
      switches.map(([field, value]) => `${field}=${value}`).sort(),
    );
  });

  it('one switch flipped 8 times, all held at the preference write: the stored row matches the answer of whichever landed last', async () => {
    const me = await newUser(t.app);
    const flips = await raceAtLock(
      t.database,
      holdPreferenceWrites,
      Array.from({ length: 8 }, (_, i) => () => setting(me, 'MARKET_ALERT.push', i % 2 === 0)),
    );
    expect(flips.every((r) => r.statusCode === 200)).toBe(true);
    const now = (
      await t.app.inject({ url: '/api/notifications/settings/', headers: me.auth })
    ).json<NotificationSettings>();
    const alert = now.types.find((s) => s.type === 'MARKET_ALERT');
    const stored = (await preferencesOf(me.id)).filter(
      (p) => p.type === 'MARKET_ALERT' && p.channel === 'push',
    );
    expect(stored).toEqual(alert?.push ? [] : [{ type: 'MARKET_ALERT', channel: 'push', enabled: false }]);
  });

  it('8 follows by one fan, all held at the follow’s insert: the manager is told once', async () => {
    const [fan, star] = [await newUser(t.app), await newUser(t.app)];
    const repeated = await raceAtLock(
      t.database,
      holdFollowWrites,
      Array.from({ length: 8 }, () => () => follow(fan, star)),
    );
    expect(repeated.every((r) => r.statusCode === 200)).toBe(true);
    await t.app.domainEvents.drain();
    expect(await toldOf(star)).toEqual([`${fan.username} started following you.`]);
  });

  it('8 fans follow one manager, all held at the follow’s insert: told once per fan', async () => {
    const popular = await newUser(t.app);
    const fans: TestUser[] = [];
    for (let i = 0; i < 8; i++) fans.push(await newUser(t.app));
    await raceAtLock(
      t.database,
      holdFollowWrites,
      fans.map((f) => () => follow(f, popular)),
    );
    await t.app.domainEvents.drain();
    expect((await toldOf(popular)).sort()).toEqual(
      fans.map((f) => `${f.username} started following you.`).sort(),
    );
  });
});
