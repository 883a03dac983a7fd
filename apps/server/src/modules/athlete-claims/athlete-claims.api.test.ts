import {
  type AdminAthleteClaim,
  type AdminAthleteClaimPage,
  type AdminUserDetail,
  ATHLETE_CLAIM_TEXTS,
  type AthleteClaim,
  type ErrorBody,
  type MyAthleteClaim,
} from '@shred/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athleteClaims, athletes } from '../../db/schema/index.ts';
import { newUser, type TestUser } from '../../test/factories.ts';
import { createGameFixture, type GameFixture, newStaffUser } from '../../test/game-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeAthlete } from '../athlete-zone/athlete-zone.testing.ts';

let t: TestApp;
let game: GameFixture;
let staff: TestUser;
/** Athletes of the game no test links, one by one, so each test claims a free one. */
let nextAthlete = 0;
const freeAthlete = () => game.athletes[nextAthlete++]?.id ?? 0;

const get = (url: string, who?: TestUser) =>
  t.app.inject({ method: 'GET', url: `/api/${url}`, headers: who?.auth ?? {} });
const post = (url: string, who: TestUser | undefined, payload: object | string = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${url}`,
    headers: { 'content-type': 'application/json', ...(who?.auth ?? {}) },
    payload,
  });
const send = (who: TestUser, athleteId: number, message = 'I ride for Team Laax.') =>
  post('athlete-zone/claims/', who, { athlete_id: athleteId, message });

async function claimOf(who: TestUser, athleteId: number): Promise<AthleteClaim> {
  const res = await send(who, athleteId);
  if (res.statusCode !== 201) throw new Error(`claim: ${res.statusCode} ${res.body}`);
  return res.json<AthleteClaim>();
}
const storedOf = async (userId: number) =>
  (await t.database.db.select({ n: count() }).from(athleteClaims).where(eq(athleteClaims.userId, userId)))[0]
    ?.n ?? 0;
const holderOf = async (athleteId: number) =>
  (
    await t.database.db.select({ userId: athletes.userId }).from(athletes).where(eq(athletes.id, athleteId))
  )[0]?.userId ?? null;

beforeAll(async () => {
  t = await createTestApp();
  game = await createGameFixture(t.database.db, { now: t.clock.now(), athletes: 30 });
  staff = await newStaffUser(t.app, t.database.db);
});
afterAll(() => t.close());

describe('a manager asks to claim an athlete profile (requirements A7)', () => {
  it('stores a waiting request with the athlete as search shows it, and reads it back as the latest (A7)', async () => {
    const manager = await newUser(t.app);
    expect((await get('athlete-zone/claims/mine/', manager)).json()).toEqual({ claim: null });
    const athleteId = freeAthlete();
    const res = await send(manager, athleteId);
    expect(res.statusCode).toBe(201);
    const claim = res.json<AthleteClaim>();
    expect(claim).toMatchObject({
      status: 'pending',
      message: 'I ride for Team Laax.',
      reason: '',
      decided_at: null,
      athlete: {
        id: athleteId,
        slug: game.athletes[nextAthlete - 1]?.slug,
        primary_sport: { slug: game.sportSlug },
      },
    });
    expect((await get('athlete-zone/claims/mine/', manager)).json<MyAthleteClaim>()).toEqual({ claim });
    const noMessage = await newUser(t.app);
    const bare = await post('athlete-zone/claims/', noMessage, { athlete_id: athleteId });
    expect(bare.statusCode).toBe(201);
    expect(bare.json<AthleteClaim>().message).toBe('');
  });

  it('answers 401 to anonymous callers (A7)', async () => {
    expect((await post('athlete-zone/claims/', undefined, { athlete_id: 1 })).statusCode).toBe(401);
    expect((await get('athlete-zone/claims/mine/')).statusCode).toBe(401);
  });

  it('refuses an unknown athlete and bad bodies with 400, storing nothing (A7)', async () => {
    const manager = await newUser(t.app);
    const unknown = await send(manager, 999_999_999);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ErrorBody>().fields?.athlete_id).toEqual([ATHLETE_CLAIM_TEXTS.noSuchAthlete]);
    const athleteId = freeAthlete();
    for (const body of [
      { athlete_id: athleteId, message: 'Hi', admin: true },
      { athlete_id: athleteId, message: 'x'.repeat(70_000) },
      { athlete_id: athleteId, message: 'ring\u0007the bell' },
      { athlete_id: 'one', message: 'Hi' },
      {},
    ]) {
      expect(
        (await post('athlete-zone/claims/', manager, body)).statusCode,
        JSON.stringify(body).slice(0, 40),
      ).toBe(400);
    }
    expect((await post('athlete-zone/claims/', manager, '[1, 2')).statusCode).toBe(400);
    expect(await storedOf(manager.id)).toBe(0);
  });

  it('answers 409 to an account already an athlete, for a claimed athlete, and while a request waits (A7)', async () => {
    const linked = await newUser(t.app);
    const held = freeAthlete();
    await makeAthlete(t.app, t.database.db, linked.id, held);
    const already = await send(linked, freeAthlete());
    expect(already.statusCode).toBe(409);
    expect(already.json<ErrorBody>().detail).toBe(ATHLETE_CLAIM_TEXTS.alreadyAthlete);

    const manager = await newUser(t.app);
    const taken = await send(manager, held);
    expect(taken.statusCode).toBe(409);
    expect(taken.json<ErrorBody>().detail).toBe(ATHLETE_CLAIM_TEXTS.athleteTaken);

    await claimOf(manager, freeAthlete());
    const waiting = await send(manager, freeAthlete());
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json<ErrorBody>().detail).toBe(ATHLETE_CLAIM_TEXTS.alreadyWaiting);
    expect(await storedOf(manager.id)).toBe(1);
    expect(await storedOf(linked.id)).toBe(0);
  });
});

describe('staff decide athlete claims (requirements A7)', () => {
  it('answers 401 to anonymous callers and 403 to managers on every staff call (A7)', async () => {
    const manager = await newUser(t.app);
    const claim = await claimOf(manager, freeAthlete());
    for (const who of [undefined, manager]) {
      const expected = who ? 403 : 401;
      expect((await get('admin/athlete-claims/', who)).statusCode).toBe(expected);
      expect((await post(`admin/athlete-claims/${claim.id}/approve/`, who)).statusCode).toBe(expected);
      expect(
        (await post(`admin/athlete-claims/${claim.id}/decline/`, who, { reason: 'No.' })).statusCode,
      ).toBe(expected);
    }
    expect((await get('athlete-zone/claims/mine/', manager)).json<MyAthleteClaim>().claim?.status).toBe(
      'pending',
    );
  });

  it('approving links the account to the athlete: is_athlete, the athlete zone, and a line of staff history (A7)', async () => {
    const manager = await newUser(t.app);
    const athleteId = freeAthlete();
    const claim = await claimOf(manager, athleteId);
    expect((await get('athlete-zone/', manager)).statusCode).toBe(403);
    const res = await post(`admin/athlete-claims/${claim.id}/approve/`, staff);
    expect(res.statusCode).toBe(200);
    const approved = res.json<AdminAthleteClaim>();
    expect(approved).toMatchObject({
      id: claim.id,
      status: 'approved',
      user: { id: manager.id, username: manager.username, email: manager.email },
      decided_by: { id: staff.id, username: staff.username },
    });
    expect(approved.decided_at).not.toBeNull();
    expect(await holderOf(athleteId)).toBe(manager.id);
    expect((await get('users/me/', manager)).json<{ is_athlete: boolean }>().is_athlete).toBe(true);
    expect((await get('athlete-zone/', manager)).statusCode).toBe(200);
    const detail = (await get(`admin/users/${manager.username}/`, staff)).json<AdminUserDetail>();
    expect(detail.staff_actions[0]).toMatchObject({
      action: 'athlete_linked',
      staff: { id: staff.id, username: staff.username },
    });
    expect((await get('athlete-zone/claims/mine/', manager)).json<MyAthleteClaim>().claim?.status).toBe(
      'approved',
    );
  });

  it('answers 404 to an unknown claim and 409 to a decided one, changing nothing (A7)', async () => {
    for (const action of ['approve', 'decline']) {
      const unknown = await post(`admin/athlete-claims/999999999/${action}/`, staff);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json<ErrorBody>().detail).toBe(ATHLETE_CLAIM_TEXTS.notFound);
    }
    const manager = await newUser(t.app);
    const claim = await claimOf(manager, freeAthlete());
    expect(
      (await post(`admin/athlete-claims/${claim.id}/decline/`, staff, { reason: 'Not you.' })).statusCode,
    ).toBe(200);
    for (const action of ['approve', 'decline']) {
      const again = await post(`admin/athlete-claims/${claim.id}/${action}/`, staff);
      expect(again.statusCode).toBe(409);
      expect(again.json<ErrorBody>().detail).toBe(ATHLETE_CLAIM_TEXTS.alreadyDecided);
    }
    const mine = (await get('athlete-zone/claims/mine/', manager)).json<MyAthleteClaim>().claim;
    expect(mine).toMatchObject({ status: 'declined', reason: 'Not you.' });
    expect(await holderOf(claim.athlete.id)).toBeNull();
  });

  it('approving a claim whose athlete another account got meanwhile answers 409, and the claim waits on (A7)', async () => {
    const [first, second] = [await newUser(t.app), await newUser(t.app)];
    const athleteId = freeAthlete();
    const [a, b] = [await claimOf(first, athleteId), await claimOf(second, athleteId)];
    expect((await post(`admin/athlete-claims/${a.id}/approve/`, staff)).statusCode).toBe(200);
    const refused = await post(`admin/athlete-claims/${b.id}/approve/`, staff);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().fields?.athlete_id).toBeDefined();
    expect(await holderOf(athleteId)).toBe(first.id);
    expect((await get('athlete-zone/claims/mine/', second)).json<MyAthleteClaim>().claim).toMatchObject({
      status: 'pending',
      decided_at: null,
    });
    expect((await get('users/me/', second)).json<{ is_athlete: boolean }>().is_athlete).toBe(false);
    const history = (await get(`admin/users/${second.username}/`, staff)).json<AdminUserDetail>()
      .staff_actions;
    expect(history).toEqual([]);
  });

  it('declining keeps a reason the sender reads and a line in the staff history, and the sender may ask again (A7)', async () => {
    const manager = await newUser(t.app);
    const claim = await claimOf(manager, freeAthlete());
    const bad = await post(`admin/athlete-claims/${claim.id}/decline/`, staff, {
      reason: 'x'.repeat(70_000),
    });
    expect(bad.statusCode).toBe(400);
    expect((await post(`admin/athlete-claims/${claim.id}/decline/`, staff, { why: 'No.' })).statusCode).toBe(
      400,
    );
    const res = await post(`admin/athlete-claims/${claim.id}/decline/`, staff, {
      reason: 'Send a team link.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminAthleteClaim>()).toMatchObject({
      status: 'declined',
      reason: 'Send a team link.',
      decided_by: { id: staff.id },
    });
    expect((await get('users/me/', manager)).json<{ is_athlete: boolean }>().is_athlete).toBe(false);
    const history = (await get(`admin/users/${manager.username}/`, staff)).json<AdminUserDetail>()
      .staff_actions;
    expect(history.map((a) => [a.action, a.detail, a.staff?.username])).toEqual([
      [
        'athlete_claim_declined',
        `${claim.athlete.first_name} ${claim.athlete.last_name} (#${claim.athlete.id}): Send a team link.`,
        staff.username,
      ],
    ]);
    const again = await send(manager, claim.athlete.id, 'Team link: laax.example');
    expect(again.statusCode).toBe(201);
    expect((await get('athlete-zone/claims/mine/', manager)).json<MyAthleteClaim>().claim?.id).toBe(
      again.json<AthleteClaim>().id,
    );
  });

  it('lists waiting claims oldest first and decided ones newest first, in pages (A7)', async () => {
    const waiting = await Promise.all([...Array(3)].map(() => newUser(t.app)));
    const sent: AthleteClaim[] = [];
    for (const who of waiting) sent.push(await claimOf(who, freeAthlete()));
    const all = (await get('admin/athlete-claims/?page_size=100', staff)).json<AdminAthleteClaimPage>();
    const ids = all.results.map((c) => c.id);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(all.results.every((c) => c.status === 'pending')).toBe(true);
    expect(ids.slice(-3)).toEqual(sent.map((c) => c.id));
    expect(all.results.at(-1)?.user).toEqual({
      id: waiting[2]?.id,
      username: waiting[2]?.username,
      email: waiting[2]?.email,
      date_joined: expect.any(String),
    });

    const first = (await get('admin/athlete-claims/?page_size=2', staff)).json<AdminAthleteClaimPage>();
    expect(first).toMatchObject({ count: all.count, next: 2 });
    expect(first.results.map((c) => c.id)).toEqual(ids.slice(0, 2));
    const last = Math.ceil(all.count / 2);
    const end = (
      await get(`admin/athlete-claims/?page_size=2&page=${last}`, staff)
    ).json<AdminAthleteClaimPage>();
    expect(end.next).toBeNull();

    for (const claim of sent) {
      t.clock.advance(1_000);
      await post(`admin/athlete-claims/${claim.id}/decline/`, staff, { reason: '' });
    }
    const declined = (
      await get('admin/athlete-claims/?status=declined&page_size=3', staff)
    ).json<AdminAthleteClaimPage>();
    expect(declined.results.map((c) => c.id)).toEqual(sent.map((c) => c.id).reverse());
    expect((await get('admin/athlete-claims/?status=lost', staff)).statusCode).toBe(400);
  });
});
