import type { AdminReferralPage, TokenPair } from '@shred/contract';
import { REFERRAL_CREDITS } from '@shred/game';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, type TestUser } from '../../test/factories.ts';
import { newStaffUser } from '../../test/game-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedCatalog } from '../catalog/catalog.reference.ts';

let t: TestApp;
let staff: TestUser;
let manager: TestUser;
const stamp = `${process.pid}${Math.floor(Math.random() * 1e6)}`;

beforeAll(async () => {
  t = await createTestApp();
  // Finishing the welcome deals a starter squad from the catalog.
  await seedCatalog(t.database.db);
  staff = await newStaffUser(t.app, t.database.db);
  manager = await newUser(t.app);
});
afterAll(() => t.close());

const list = (who: TestUser | null, query = '') =>
  t.app.inject({ url: `/api/admin/referrals/${query}`, headers: who?.auth ?? {} });

/** Register through an invite, as the invite link does: `inviterId` and perhaps a league. */
async function registerInvited(username: string, extra: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users/register/',
    payload: {
      credentials: { email: `${username}@example.com`, password: 'a-long-password', username },
      ...extra,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const auth = { authorization: `Bearer ${res.json<TokenPair>().access}` };
  const me = await t.app.inject({ url: '/api/users/me/', headers: auth });
  return { id: me.json<{ id: number }>().id, username, auth };
}

async function finishWelcome(user: { id: number; auth: { authorization: string } }) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/users/profile/${user.id}/`,
    headers: user.auth,
    payload: { completed_manager_welcome: true },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('GET admin/referrals/ (issue 15.5, R2.80, R2.87)', () => {
  let inviter: TestUser;
  let league: { slug: string; name: string };
  let first: { id: number; username: string; auth: { authorization: string } };
  let second: { id: number; username: string; auth: { authorization: string } };

  beforeAll(async () => {
    inviter = await newUser(t.app, { username: `Host${stamp}` });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/leagues/',
      headers: inviter.auth,
      payload: { name: `Referral Crew ${stamp}` },
    });
    expect(created.statusCode, created.body).toBe(201);
    league = created.json<{ slug: string; name: string }>();
    first = await registerInvited(`alba${stamp}`, { inviterId: inviter.id, leagueSlug: league.slug });
    second = await registerInvited(`bruno${stamp}`, { inviterId: String(inviter.id) });
    await finishWelcome(first);
  });

  it('shows staff each referral newest first, with its league and the reward paid once onboarded', async () => {
    const res = await list(staff);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<AdminReferralPage>();
    expect(page.count).toBe(2);
    expect(page.next).toBeNull();
    expect(page.results.map((r) => r.invitee.username)).toEqual([second.username, first.username]);
    const [late, early] = page.results;
    expect(early).toMatchObject({
      invitee: { id: first.id, username: first.username, level: { name: 'Grom' } },
      inviter: { id: inviter.id, username: inviter.username, follow_status: { following: false } },
      onboarded: true,
      league: { slug: league.slug, name: league.name },
      reward: { credits: REFERRAL_CREDITS },
    });
    expect(Date.parse(early?.reward?.paid_at ?? '')).not.toBeNaN();
    expect(Date.parse(early?.registered_at ?? '')).not.toBeNaN();
    expect(late).toMatchObject({ onboarded: false, league: null, reward: null });
    expect(page.summary).toEqual({
      referrals: 2,
      onboarded: 1,
      credits_paid: REFERRAL_CREDITS,
      top_inviters: [{ user: expect.objectContaining({ id: inviter.id }), referrals: 2 }],
    });
  });

  it('ranks the top inviters by referrals and keeps at most five', async () => {
    const hosts = await Promise.all(
      Array.from({ length: 6 }, (_, i) => newUser(t.app, { username: `rank${i}x${stamp}` })),
    );
    for (const [i, host] of hosts.entries()) {
      await registerInvited(`guest${i}x${stamp}`, { inviterId: host.id });
    }
    await registerInvited(`guestextra${stamp}`, { inviterId: hosts[5]?.id });
    const page = (await list(staff)).json<AdminReferralPage>();
    expect(page.summary.referrals).toBe(9);
    expect(page.summary.top_inviters).toHaveLength(5);
    expect(page.summary.top_inviters.map((top) => [top.user.id, top.referrals]).slice(0, 2)).toEqual([
      [inviter.id, 2],
      [hosts[5]?.id, 2],
    ]);
    expect(page.summary.top_inviters.slice(2).every((top) => top.referrals === 1)).toBe(true);
  });

  it('searches by the start of the invitee’s or the inviter’s name, whatever the case', async () => {
    const byInvitee = (await list(staff, `?query=ALBA${stamp}`)).json<AdminReferralPage>();
    expect(byInvitee.results.map((r) => r.invitee.id)).toEqual([first.id]);
    expect(byInvitee.count).toBe(1);
    const byInviter = (await list(staff, `?query=host${stamp}`)).json<AdminReferralPage>();
    expect(byInviter.results.map((r) => r.invitee.id)).toEqual([second.id, first.id]);
    // The middle of a name is not its start; a wildcard is a character like any other.
    expect((await list(staff, `?query=${stamp}`)).json<AdminReferralPage>().count).toBe(0);
    expect((await list(staff, '?query=%25')).json<AdminReferralPage>().count).toBe(0);
    // The totals describe every referral, whatever the search.
    expect(byInvitee.summary.referrals).toBe(byInviter.summary.referrals);
  });

  it('pages the list, and counts the matches on a page past the end', async () => {
    const one = (await list(staff, '?page_size=4')).json<AdminReferralPage>();
    expect(one.results).toHaveLength(4);
    expect(one.next).toBe(2);
    const last = (await list(staff, '?page_size=4&page=3')).json<AdminReferralPage>();
    expect(last.results).toHaveLength(1);
    expect(last.next).toBeNull();
    const past = (await list(staff, '?page_size=4&page=9')).json<AdminReferralPage>();
    expect(past).toMatchObject({ count: 9, next: null, results: [] });
  });

  it('refuses managers (403) and anonymous callers (401)', async () => {
    expect((await list(manager)).statusCode).toBe(403);
    expect((await list(null)).statusCode).toBe(401);
  });

  it('answers 400 with the field at fault to a bad page or an over-long search', async () => {
    for (const query of ['?page=0', '?page=-2', '?page=abc', '?page_size=500', `?query=${'a'.repeat(101)}`]) {
      const res = await list(staff, query);
      expect(res.statusCode, query).toBe(400);
      const body = res.json<{ detail: string; fields: Record<string, string[]> }>();
      expect(body.detail, query).toEqual(expect.any(String));
      expect(Object.keys(body.fields), query).toHaveLength(1);
    }
  });
});
