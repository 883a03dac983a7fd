import { type ResultsImport, type RouteDef, routePath, routes } from '@shred/contract';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengeSets, challenges, notifications, sports } from '../db/schema/index.ts';
import { makeAthlete } from '../modules/athlete-zone/athlete-zone.testing.ts';
import { seedCatalog } from '../modules/catalog/catalog.reference.ts';
import { seedDefaultDrafts } from '../modules/drafts/drafts.reference.ts';
import { grantCredits } from '../modules/events/game.fixtures.ts';
import { subscribe } from '../modules/insights/insights.testing.ts';
import { notify } from '../modules/notifications/notify.ts';
import { createUnsubscribeSigner } from '../modules/notifications/unsubscribe-token.ts';
import { pollOf } from '../modules/polls/polls.testing.ts';
import { earn, rewardOf } from '../modules/rewards/rewards.testing.ts';
import { isPremium } from '../modules/subscriptions/premium.ts';
import { activeSurveyOf } from '../modules/surveys/surveys.testing.ts';
import { latestResetLink, newUser, type TestUser } from '../test/factories.ts';
import {
  createGameFixture,
  type GameFixture,
  giveCards,
  importPlaces,
  newStaffUser,
  teamBody,
} from '../test/game-factories.ts';
import { multipartFile } from '../test/multipart.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let manager: TestUser;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  manager = await newUser(t.app);
  staff = await newStaffUser(t.app, t.database.db);
});
afterAll(() => t.close());

const allRoutes = Object.entries(routes as Record<string, RouteDef>);
const guarded = allRoutes.filter(([, route]) => route.access !== 'public');
const staffOnly = guarded.filter(([, route]) => route.access === 'staff');

/** A body no schema of the contract accepts, and path parameters no route resolves. */
const BAD_BODY = '[["not", "a", "body"]]';
const callBadly = (route: RouteDef, who: TestUser | null) =>
  t.app.inject({
    method: route.method,
    url: `/api/${route.path.replace(/\{\w+\}/g, 'not-an-id')}?page=-1`,
    headers: { 'content-type': 'application/json', ...(who?.auth ?? {}) },
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: BAD_BODY }),
  });

describe('who may call comes before what was sent (R7.04, R6.20)', () => {
  it('covers every signed-in and staff route of the contract', () => {
    expect(guarded.length).toBeGreaterThan(20);
    expect(staffOnly.length).toBeGreaterThan(5);
  });

  it('answers 401 to an anonymous caller of every signed-in route, whatever the body', async () => {
    for (const [name, route] of guarded) {
      const res = await callBadly(route, null);
      expect(res.statusCode, name).toBe(401);
      expect(res.json(), name).toEqual({ detail: 'You need to be logged in to do this.' });
    }
  });

  it('answers 403 to a manager on every staff route, whatever the body', async () => {
    for (const [name, route] of staffOnly) {
      const res = await callBadly(route, manager);
      expect(res.statusCode, name).toBe(403);
      expect(res.json(), name).toEqual({ detail: 'You do not have permission to do this.' });
    }
  });

  it('validates the body only once the caller may call: 400 to staff', async () => {
    for (const [name, route] of staffOnly.filter(([, r]) => r.body)) {
      const res = await callBadly(route, staff);
      expect(res.statusCode, name).toBe(400);
    }
  });
});

type Caller = 'anonymous' | 'owner' | 'other' | 'staff';
const CALLERS: Caller[] = ['anonymous', 'owner', 'other', 'staff'];
/** 'ok' is the operation's success status; a number is the refusal that caller must get. */
type Outcome = 'ok' | 401 | 403 | 404 | 409;

interface Call {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: object;
  multipart?: { payload: Buffer; headers: Record<string, string> };
  /** An event stream, which never ends by itself: its status is read from the headers, then it is left. */
  stream?: true;
}

interface Rule {
  expect: Record<Caller, Outcome>;
  /** A valid call, made anew for each caller: some need a game, a team or a session of their own. */
  call: (who: Caller) => Call | Promise<Call>;
  /** The call ends the caller's session or account: each caller is a new account. */
  fresh?: true;
}

const everyone = { anonymous: 'ok', owner: 'ok', other: 'ok', staff: 'ok' } as const;
const signedIn = { anonymous: 401, owner: 'ok', other: 'ok', staff: 'ok' } as const;
const staffRule = { anonymous: 401, owner: 403, other: 403, staff: 'ok' } as const;
const ownerOnly = { anonymous: 401, owner: 'ok', other: 403, staff: 403 } as const;

/** The world the matrix calls into: the owner's profile, team and card, another manager, staff. */
interface World {
  owner: TestUser;
  other: TestUser;
  staff: TestUser;
  /** Someone to follow, and an account to log in to. */
  target: TestUser;
  game: GameFixture;
  /** An event staff made, with snowboarding, that staff may add games to. */
  snowboardEvent: string;
  teamId: number;
  cardId: number;
  /** The owner's draft opening. */
  openingId: number;
}
let w: World;
let serial = 0;
const next = () => `${process.pid}${++serial}`;

const snowboardEventBody = () => ({
  name: `Matrix Open ${next()}`,
  location: 'Laax',
  date_from: '2027-01-18',
  date_to: '2027-01-23',
  sports: ['snowboarding'],
});
const freshGame = () => createGameFixture(t.database.db, { now: t.clock.now() });
/** A new notification of `user`'s, as a producer writes it. */
/**
 * A challenge set with one challenge, written directly (its staff calls are under test too). It
 * starts next month: a set running now would complete challenges, and earn achievements, for
 * the follows and leagues of the other rules.
 */
async function challengeSetOf(): Promise<{ setId: number; challengeId: number }> {
  const now = t.clock.now();
  const [set] = await t.database.db
    .insert(challengeSets)
    .values({
      name: `Matrix set ${next()}`,
      startsAt: new Date(now + 30 * 86_400_000),
      endsAt: new Date(now + 37 * 86_400_000),
    })
    .returning({ id: challengeSets.id });
  if (!set) throw new Error('no challenge set');
  const [challenge] = await t.database.db
    .insert(challenges)
    .values({
      setId: set.id,
      name: 'Say hello',
      condition: 'follow_managers',
      target: 1,
      rewardKind: 'credits',
      rewardAmount: 50,
    })
    .returning({ id: challenges.id });
  if (!challenge) throw new Error('no challenge');
  return { setId: set.id, challengeId: challenge.id };
}

const challengeBody = (setId: number) => ({
  set_id: setId,
  name: `Matrix challenge ${next()}`,
  condition: 'join_league',
  target: 1,
  reward_kind: 'xp',
  reward_amount: 20,
});

async function notificationOf(user: TestUser): Promise<number> {
  await t.database.db.transaction((tx) =>
    notify(tx, [{ userId: user.id, type: 'MARKET_ALERT', title: 'Matrix', body: 'A matrix alert.' }]),
  );
  const [row] = await t.database.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, user.id))
    .orderBy(desc(notifications.id))
    .limit(1);
  return row?.id ?? 0;
}
const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#0ea5e9' } })
    .png()
    .toBuffer();
async function logIn(user: TestUser): Promise<{ access: string; refresh: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users/token/',
    payload: { email: user.email, password: user.password },
  });
  return res.json();
}
async function resetLink(user: TestUser): Promise<{ uid: string; token: string }> {
  await t.app.inject({ method: 'POST', url: '/api/users/forgot-password/', payload: { email: user.email } });
  return latestResetLink(t.database.db, user.email);
}

/** A new card of the owner's, free to list. */
const ownerCard = async () =>
  (await giveCards(t.database.db, w.owner.id, [w.game.athletes[1]?.id ?? 0]))[0] ?? 0;
/** A new listing of a new card of `seller`'s, at 1 credit for a day. */
async function listingOf(seller: TestUser): Promise<number> {
  const [card] = await giveCards(t.database.db, seller.id, [w.game.athletes[1]?.id ?? 0]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/market/listings/',
    headers: seller.auth,
    payload: { card_instance_id: card, price: 1, duration_days: 1 },
  });
  return res.json<{ id: number }>().id;
}

/** A new league of `owner`'s, with these managers joined. */
async function leagueOf(owner: TestUser, ...members: TestUser[]): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/leagues/',
    headers: owner.auth,
    payload: { name: `Matrix League ${next()}` },
  });
  const slug = res.json<{ slug: string }>().slug;
  for (const member of members) {
    await t.app.inject({
      method: 'POST',
      url: `/api/leagues/${slug}/join/`,
      headers: member.auth,
      payload: {},
    });
  }
  return slug;
}

/**
 * The authorisation matrix (issue 11.7): for every operation of the OpenAPI document, what an
 * anonymous caller, the owner of what is asked for, another manager and staff get for a valid
 * call. An operation without a rule here fails the test.
 */
const RULES: Record<string, Rule> = {
  health: { expect: everyone, call: () => ({}) },
  appSettings: { expect: everyone, call: () => ({}) },
  updateAppSettings: { expect: staffRule, call: () => ({ body: { maintenance_mode: false } }) },
  validateMaintenancePassword: { expect: everyone, call: () => ({ body: { password: 'a guess' } }) },
  track: { expect: everyone, call: () => ({ body: { batch: [{ event: 'matrix_view' }] } }) },
  reportCspViolation: {
    expect: everyone,
    call: () => ({
      body: { 'csp-report': { 'document-uri': 'http://shred.test/', 'blocked-uri': 'inline' } },
    }),
  },

  register: {
    expect: everyone,
    call: () => {
      const id = next();
      return {
        body: {
          credentials: { email: `matrix${id}@example.com`, password: 'a-long-password', username: `m${id}` },
        },
      };
    },
  },
  token: { expect: everyone, call: () => ({ body: { email: w.target.email, password: w.target.password } }) },
  tokenRefresh: {
    expect: everyone,
    call: async () => ({ body: { refresh: (await logIn(w.target)).refresh } }),
  },
  logout: { expect: everyone, fresh: true, call: () => ({ body: {} }) },
  forgotPassword: { expect: everyone, call: () => ({ body: { email: w.target.email } }) },
  resetPassword: {
    expect: everyone,
    call: async () => ({
      params: await resetLink(await newUser(t.app)),
      body: { password: 'a-new-long-password' },
    }),
  },
  me: { expect: signedIn, call: () => ({}) },
  updateProfile: {
    expect: ownerOnly,
    call: () => ({ params: { id: w.owner.id }, body: { first_name: 'Matrix' } }),
  },
  uploadProfileImage: {
    expect: signedIn,
    call: async () => ({ multipart: multipartFile('profile_image', 'me.png', 'image/png', await png()) }),
  },
  deleteAccount: { expect: signedIn, fresh: true, call: () => ({}) },
  publicProfile: { expect: everyone, call: () => ({ params: { id: w.owner.id } }) },
  profileStats: { expect: everyone, call: () => ({ params: { id: w.owner.id } }) },
  followers: { expect: everyone, call: () => ({ params: { id: w.target.id } }) },
  following: { expect: everyone, call: () => ({ params: { id: w.owner.id } }) },
  follow: { expect: signedIn, call: () => ({ body: { target_user_id: w.target.id } }) },
  unfollow: { expect: signedIn, call: () => ({ body: { target_user_id: w.target.id } }) },

  contentList: { expect: everyone, call: () => ({ params: { folder: 'news' } }) },
  contentArticle: { expect: everyone, call: () => ({ params: { folder: 'help', id: 'scoring' } }) },
  sportList: { expect: everyone, call: () => ({}) },
  rulesetList: { expect: staffRule, call: () => ({}) },
  rulesetCreate: {
    expect: staffRule,
    call: () => ({ body: { name: `Matrix ${next()}`, place_points: [10, 5] } }),
  },

  eventCalendar: { expect: everyone, call: () => ({}) },
  eventDetail: { expect: everyone, call: () => ({ params: { slug: w.game.eventSlug } }) },
  gameDetail: { expect: everyone, call: () => ({ params: { id: w.game.gameId } }) },
  quickplayCups: { expect: everyone, call: () => ({}) },
  quickplayCup: { expect: everyone, call: () => ({ params: { slug: w.game.cupSlug } }) },
  athleteList: { expect: everyone, call: () => ({}) },
  athleteDetail: { expect: everyone, call: () => ({ params: { id: w.game.athletes[0]?.id ?? 0 } }) },
  coreSearch: { expect: everyone, call: () => ({ query: { query: 'matrix' } }) },

  // Public, but without ?username= it answers the caller's own cards, which needs a caller.
  athleteCards: { expect: signedIn, call: () => ({}) },
  athleteCard: { expect: everyone, call: () => ({ params: { id: w.cardId } }) },
  primaryAthleteCard: {
    expect: { anonymous: 401, owner: 'ok', other: 404, staff: 404 },
    call: () => ({ params: { id: w.game.athletes[0]?.id ?? 0 } }),
  },
  extendContract: {
    expect: ownerOnly,
    call: () => ({ body: { card_instance_id: w.cardId, games_to_add: 1 } }),
  },
  credits: { expect: signedIn, call: () => ({}) },
  creditLedger: { expect: signedIn, call: () => ({}) },
  creditBundles: { expect: everyone, call: () => ({}) },
  purchaseCredits: { expect: signedIn, call: () => ({ body: { bundle_id: 'handful' } }) },
  creditPurchases: { expect: signedIn, call: () => ({}) },
  // The matrix's server has no Stripe keys, and the dev provider takes no webhooks.
  stripeWebhook: {
    expect: { anonymous: 404, owner: 404, other: 404, staff: 404 },
    call: () => ({ body: { id: `evt_${next()}`, type: 'checkout.session.completed' } }),
  },
  adminGrantCredits: {
    expect: staffRule,
    call: () => ({ params: { username: w.other.username }, body: { amount: 10, reason: 'Matrix grant' } }),
  },

  draftList: { expect: everyone, call: () => ({}) },
  draftDetail: { expect: everyone, call: () => ({ params: { sport: w.game.sportSlug, tier: 'common' } }) },
  draftFairness: { expect: signedIn, call: () => ({}) },
  draftRotateSeed: { expect: signedIn, call: () => ({ body: { client_seed: `matrix-${next()}` } }) },
  // Every account's welcome credits open one common draft.
  draftOpen: { expect: signedIn, call: () => ({ body: { sport: w.game.sportSlug, tier: 'common' } }) },
  draftHistory: { expect: signedIn, call: () => ({}) },
  draftOpening: {
    expect: { anonymous: 401, owner: 'ok', other: 404, staff: 404 },
    call: () => ({ params: { id: w.openingId } }),
  },
  marketListings: { expect: everyone, call: () => ({ query: { sort: 'price' } }) },
  // The card is the owner's: anyone else is told it is not theirs to list.
  marketListingCreate: {
    expect: { anonymous: 401, owner: 'ok', other: 409, staff: 409 },
    call: async () => ({ body: { card_instance_id: await ownerCard(), price: 5, duration_days: 1 } }),
  },
  marketMyListings: { expect: signedIn, call: () => ({}) },
  marketListing: { expect: everyone, call: async () => ({ params: { id: await listingOf(w.owner) } }) },
  marketListingCancel: {
    expect: ownerOnly,
    call: async () => ({ params: { id: await listingOf(w.owner) } }),
  },
  // A listing of a third manager at 1 credit, which each signed-in caller is given.
  marketListingBuy: {
    expect: signedIn,
    call: async (who) => {
      const buyer = { anonymous: null, owner: w.owner, other: w.other, staff: w.staff }[who];
      if (buyer) await grantCredits(t.database.db, buyer.id, 1);
      return { params: { id: await listingOf(w.target) } };
    },
  },
  marketAlerts: { expect: signedIn, call: () => ({}) },
  marketAlertCreate: {
    expect: signedIn,
    call: () => ({ body: { athlete_id: w.game.athletes[0]?.id ?? 0, max_price: 10 } }),
  },
  // Another's alert is not found, as if it did not exist.
  marketAlertDelete: {
    expect: { anonymous: 401, owner: 'ok', other: 404, staff: 404 },
    call: async () => {
      const alert = await t.app.inject({
        method: 'POST',
        url: '/api/market/alerts/',
        headers: w.owner.auth,
        payload: { athlete_id: w.game.athletes[0]?.id ?? 0, max_price: 10 },
      });
      return { params: { id: alert.json<{ id: number }>().id } };
    },
  },
  marketAthlete: { expect: everyone, call: () => ({ params: { id: w.game.athletes[0]?.id ?? 0 } }) },
  marketAthletePrices: { expect: everyone, call: () => ({ params: { id: w.game.athletes[0]?.id ?? 0 } }) },
  pushSubscribe: {
    expect: signedIn,
    call: () => ({ body: { platform: 'android', fcm_token: `matrix-${next()}` } }),
  },
  pushUnsubscribe: { expect: signedIn, call: () => ({ query: { fcm_token: 'matrix-no-such-device' } }) },
  pushVapidKey: { expect: everyone, call: () => ({}) },
  // The e-mail's signed link is all it takes: no session.
  unsubscribeEmails: {
    expect: everyone,
    call: () => ({
      body: {
        email: w.owner.email,
        email_type: 'MARKET_ALERT',
        token: createUnsubscribeSigner(t.jwtSecret).sign(w.owner.id, 'MARKET_ALERT'),
      },
    }),
  },
  notificationList: { expect: signedIn, call: () => ({}) },
  // Another's notification is not found, as if it did not exist.
  notificationMarkRead: {
    expect: { anonymous: 401, owner: 'ok', other: 404, staff: 404 },
    call: async () => ({ body: { notification_id: await notificationOf(w.owner) } }),
  },
  notificationDelete: {
    expect: { anonymous: 401, owner: 'ok', other: 404, staff: 404 },
    call: async () => ({ query: { notification_id: String(await notificationOf(w.owner)) } }),
  },
  notificationSettings: { expect: signedIn, call: () => ({}) },
  notificationSettingsUpdate: {
    expect: signedIn,
    call: () => ({ body: { update_field: 'NEW_FOLLOWER.email', update_value: true } }),
  },
  gameReminder: { expect: signedIn, call: () => ({ params: { event_slug: w.game.eventSlug } }) },
  gameReminderCreate: {
    expect: signedIn,
    call: async () => ({
      params: {
        event_slug: (await createGameFixture(t.database.db, { now: t.clock.now(), status: 'UPC' })).eventSlug,
      },
    }),
  },
  gameReminderDelete: { expect: signedIn, call: () => ({ params: { event_slug: w.game.eventSlug } }) },
  subscriptionPlans: { expect: everyone, call: () => ({}) },
  mySubscription: { expect: signedIn, call: () => ({}) },
  // Each caller their own account: a trial or plan would change what the shared managers may do.
  startTrial: { expect: signedIn, call: () => ({}), fresh: true },
  subscriptionCheckout: { expect: signedIn, call: () => ({ body: { plan: 'monthly' } }), fresh: true },
  // A fresh account has nothing to cancel: past the sign-in check, every caller meets the 409.
  cancelSubscription: {
    expect: { anonymous: 401, owner: 409, other: 409, staff: 409 },
    call: () => ({}),
    fresh: true,
  },
  rewardList: { expect: signedIn, call: () => ({}) },
  // Another's reward is not found, to read or to claim, staff's included.
  rewardDetail: {
    expect: { anonymous: 401, owner: 'ok', other: 404, staff: 404 },
    call: async () => ({ params: { id: await rewardOf(t.database.db, w.owner.id) } }),
  },
  rewardClaim: {
    expect: { anonymous: 401, owner: 'ok', other: 404, staff: 404 },
    call: async () => ({ params: { id: await rewardOf(t.database.db, w.owner.id) } }),
  },
  achievementList: { expect: signedIn, call: () => ({}) },
  // Only an achievement the caller earned can be marked seen.
  achievementSeen: {
    expect: { anonymous: 401, owner: 'ok', other: 404, staff: 404 },
    call: async () => {
      await earn(t.database.db, w.owner.id, 'first_challenge');
      return { params: { key: 'first_challenge' } };
    },
  },
  userAchievements: { expect: everyone, call: () => ({ params: { id: w.owner.id } }) },
  leagueList: { expect: signedIn, call: () => ({}) },
  leagueCreate: { expect: signedIn, call: () => ({ body: { name: `Matrix League ${next()}` } }) },
  // Any signed-in manager may look at a league, member or not.
  leagueDetail: { expect: signedIn, call: async () => ({ params: { slug: await leagueOf(w.owner) } }) },
  leagueUpdate: {
    expect: ownerOnly,
    call: async () => ({ params: { slug: await leagueOf(w.owner) }, body: { description: 'Edited.' } }),
  },
  leagueImageUpload: {
    expect: ownerOnly,
    call: async () => ({
      params: { slug: await leagueOf(w.owner) },
      multipart: multipartFile('image', 'league.png', 'image/png', await png()),
    }),
  },
  leagueImageDelete: { expect: ownerOnly, call: async () => ({ params: { slug: await leagueOf(w.owner) } }) },
  leagueDelete: { expect: ownerOnly, call: async () => ({ params: { slug: await leagueOf(w.owner) } }) },
  leagueInvite: { expect: everyone, call: async () => ({ params: { slug: await leagueOf(w.owner) } }) },
  leagueJoin: {
    expect: signedIn,
    call: async () => ({ params: { slug: await leagueOf(w.target) }, body: {} }),
  },
  // Each signed-in caller leaves a league they have just joined.
  leagueLeave: {
    expect: signedIn,
    call: async (who) => {
      const member = { anonymous: null, owner: w.owner, other: w.other, staff: w.staff }[who];
      return { params: { slug: await leagueOf(w.target, ...(member ? [member] : [])) } };
    },
  },
  leagueMembers: { expect: signedIn, call: async () => ({ params: { slug: await leagueOf(w.owner) } }) },
  leagueMemberRemove: {
    expect: ownerOnly,
    call: async () => ({ params: { slug: await leagueOf(w.owner, w.target), user_id: w.target.id } }),
  },
  leagueEvents: {
    expect: ownerOnly,
    call: async () => ({ params: { slug: await leagueOf(w.owner) }, body: { event_ids: [w.game.eventId] } }),
  },
  leagueSports: {
    expect: ownerOnly,
    call: async () => ({
      params: { slug: await leagueOf(w.owner) },
      body: { sport_slugs: [w.game.sportSlug] },
    }),
  },
  leagueStandings: { expect: signedIn, call: async () => ({ params: { slug: await leagueOf(w.owner) } }) },
  adminDraftList: { expect: staffRule, call: () => ({}) },
  adminDraftPool: { expect: staffRule, call: () => ({ query: { sport: w.game.sportSlug } }) },
  adminDraftPoolUpdate: {
    expect: staffRule,
    call: () => ({ body: { sport: w.game.sportSlug, athlete_id: w.game.athletes[1]?.id ?? 0, weight: 5 } }),
  },
  adminDraftSimulate: {
    expect: staffRule,
    call: () => ({ body: { sport: w.game.sportSlug, tier: 'rare', openings: 10 } }),
  },
  adminDraftUpdate: {
    expect: staffRule,
    call: () => ({
      params: { sport: w.game.sportSlug, tier: 'epic' },
      body: {
        price: 750,
        odds: [
          { tier: 'epic', weight: 9 },
          { tier: 'legendary', weight: 1 },
        ],
        on_sale: true,
      },
    }),
  },
  adminDashboard: { expect: staffRule, call: () => ({ query: { days: '7' } }) },
  adminMarket: { expect: staffRule, call: () => ({}) },
  adminMarketBot: { expect: staffRule, call: () => ({}) },
  // Switched off, so the run that follows has nothing to do but refuse.
  adminMarketBotUpdate: {
    expect: staffRule,
    call: () => ({
      body: {
        enabled: false,
        budget: 500,
        percent_of_reference: 100,
        max_active: 5,
        duration_days: 3,
        tiers: ['common'],
        sports: [],
      },
    }),
  },
  adminMarketBotRun: { expect: { ...staffRule, staff: 409 }, call: () => ({}) },
  adminReferrals: { expect: staffRule, call: () => ({ query: { query: 'rider' } }) },

  challengeSets: { expect: signedIn, call: () => ({}) },
  challengeSet: { expect: signedIn, call: async () => ({ params: { id: (await challengeSetOf()).setId } }) },
  challenge: {
    expect: signedIn,
    call: async () => ({ params: { id: (await challengeSetOf()).challengeId } }),
  },
  adminChallengeSetList: { expect: staffRule, call: () => ({}) },
  adminChallengeSetCreate: {
    expect: staffRule,
    call: () => ({
      body: {
        name: `Matrix set ${next()}`,
        starts_at: '2030-01-01T00:00:00Z',
        ends_at: '2030-01-08T00:00:00Z',
      },
    }),
  },
  adminChallengeSetDetail: {
    expect: staffRule,
    call: async () => ({ params: { id: (await challengeSetOf()).setId } }),
  },
  adminChallengeSetUpdate: {
    expect: staffRule,
    call: async () => ({ params: { id: (await challengeSetOf()).setId }, body: { description: 'Edited.' } }),
  },
  adminChallengeSetDelete: {
    expect: staffRule,
    call: async () => ({ params: { id: (await challengeSetOf()).setId } }),
  },
  adminChallengeCreate: {
    expect: staffRule,
    call: async () => ({ body: challengeBody((await challengeSetOf()).setId) }),
  },
  adminChallengeImport: {
    expect: staffRule,
    call: () => ({
      body: {
        format: 'json',
        content: JSON.stringify([
          {
            set_name: `Matrix import ${next()}`,
            set_starts_at: '2030-02-01T00:00:00Z',
            set_ends_at: '2030-02-08T00:00:00Z',
            name: 'Join one league',
            condition: 'join_league',
            target: 1,
            reward_kind: 'xp',
            reward_amount: 20,
          },
        ]),
        dry_run: true,
      },
    }),
  },
  adminChallengeUpdate: {
    expect: staffRule,
    call: async () => ({
      params: { id: (await challengeSetOf()).challengeId },
      body: { description: 'Edited.' },
    }),
  },
  adminChallengeDelete: {
    expect: staffRule,
    call: async () => ({ params: { id: (await challengeSetOf()).challengeId } }),
  },

  adminUserList: { expect: staffRule, call: () => ({ query: { query: w.other.username, filter: 'all' } }) },
  adminUserDetail: { expect: staffRule, call: () => ({ params: { username: w.other.username } }) },
  adminUserUpdate: {
    expect: staffRule,
    call: async () => ({
      params: { username: (await newUser(t.app)).username },
      body: { is_verified: true },
    }),
  },
  adminUserTeams: { expect: staffRule, call: () => ({ params: { username: w.owner.username } }) },
  adminUserCards: { expect: staffRule, call: () => ({ params: { username: w.owner.username } }) },
  adminUserLedger: { expect: staffRule, call: () => ({ params: { username: w.owner.username } }) },
  adminUserNotifications: { expect: staffRule, call: () => ({ params: { username: w.owner.username } }) },
  // Each caller a new account, so none is an athlete or has a request waiting already.
  athleteClaimCreate: {
    expect: signedIn,
    fresh: true,
    call: () => ({ body: { athlete_id: w.game.athletes[5]?.id ?? 0, message: 'It is me.' } }),
  },
  athleteClaimMine: { expect: signedIn, call: () => ({}) },
  adminAthleteClaimList: { expect: staffRule, call: () => ({ query: { status: 'pending' } }) },
  // A new claim of an athlete of a new game for each caller: only staff's call links it.
  adminAthleteClaimApprove: {
    expect: staffRule,
    call: async () => ({ params: { id: await athleteClaimOf((await freshGame()).athletes[0]?.id ?? 0) } }),
  },
  adminAthleteClaimDecline: {
    expect: staffRule,
    call: async () => ({
      params: { id: await athleteClaimOf(w.game.athletes[5]?.id ?? 0) },
      body: { reason: 'Send a team link.' },
    }),
  },

  adminEventList: { expect: staffRule, call: () => ({}) },
  adminEventCreate: { expect: staffRule, call: () => ({ body: snowboardEventBody() }) },
  adminEventDetail: { expect: staffRule, call: () => ({ params: { slug: w.game.eventSlug } }) },
  adminEventUpdate: {
    expect: staffRule,
    call: async () => ({ params: { slug: (await freshGame()).eventSlug }, body: { name: 'Renamed Open' } }),
  },
  adminGameCreate: {
    expect: staffRule,
    call: () => ({
      params: { slug: w.snowboardEvent },
      body: {
        sport: 'snowboarding',
        discipline: 'big-air',
        gender: 'W',
        competitions: [{ name: 'Final', starts_at: '2030-01-01T10:00:00Z' }],
      },
    }),
  },
  adminGameUpdate: {
    expect: staffRule,
    call: async () => ({ params: { id: (await freshGame()).gameId }, body: { name: 'Renamed game' } }),
  },
  adminStartlistReplace: {
    expect: staffRule,
    call: async () => ({ params: { id: (await freshGame()).gameId }, body: { entries: [] } }),
  },
  adminGameStatus: {
    expect: staffRule,
    call: () => ({ params: { id: w.game.gameId }, body: { status: 'OPN' } }),
  },
  importResults: {
    expect: staffRule,
    call: async () => {
      const game = await freshGame();
      return {
        params: { slug: game.eventSlug },
        body: { results: [{ game_id: game.gameId, athlete_id: game.athletes[0]?.id, place: 1 }] },
      };
    },
  },
  // The fixture's event has no results feed: staff get past the door to the 409 that says so.
  refreshResults: {
    expect: { ...staffRule, staff: 409 },
    call: () => ({ params: { slug: w.game.eventSlug } }),
  },
  // Staff see how a scoring job stands (issue 12.1).
  scoringJob: {
    expect: staffRule,
    call: async (who) => {
      if (who !== 'staff') return { params: { id: '00000000-0000-4000-8000-000000000000' } };
      const game = await freshGame();
      const imported = await importPlaces(t.app, w.staff, game, 3);
      return { params: { id: imported.json<ResultsImport>().scoring_jobs[0]?.id ?? '' } };
    },
  },
  finaliseGame: {
    expect: staffRule,
    call: async (who) => {
      const game = await freshGame();
      if (who === 'staff') await importPlaces(t.app, w.staff, game, 3);
      return { params: { id: game.gameId } };
    },
  },

  createTeam: {
    expect: signedIn,
    call: async () => {
      const game = await freshGame();
      return { params: { id: game.gameId }, body: teamBody(game) };
    },
  },
  updateTeam: { expect: ownerOnly, call: () => ({ params: { id: w.teamId }, body: teamBody(w.game) }) },
  // Before its picks lock, a team is its owner's alone.
  teamDetail: {
    expect: { anonymous: 403, owner: 'ok', other: 403, staff: 403 },
    call: () => ({ params: { id: w.teamId } }),
  },
  myTeams: { expect: signedIn, call: () => ({ params: { id: w.game.gameId } }) },

  gameLeaderboard: { expect: everyone, call: () => ({ params: { id: w.game.gameId } }) },
  seasonRanking: { expect: everyone, call: () => ({}) },
  cupLeaderboard: { expect: everyone, call: () => ({ params: { slug: w.game.cupSlug } }) },
  fantasyStats: {
    expect: everyone,
    call: () => ({ params: { id: w.game.gameId }, query: { username: w.owner.username } }),
  },
  fantasyStatsImage: {
    expect: everyone,
    call: () => ({ params: { id: w.game.gameId }, query: { username: w.owner.username } }),
  },
  liveEvents: { expect: everyone, call: () => ({ stream: true }) },

  eventPolls: { expect: everyone, call: () => ({ params: { eventSlug: w.game.eventSlug } }) },
  // Each caller votes in a new poll, so nobody's first vote is refused as a second.
  pollVote: {
    expect: signedIn,
    call: async () => {
      const poll = await pollOf(t.database.db, w.game.eventId);
      return { params: { id: poll.id }, body: { option_id: poll.optionIds[0] } };
    },
  },
  adminPollList: { expect: staffRule, call: () => ({ query: { event_slug: w.game.eventSlug } }) },
  adminPollCreate: {
    expect: staffRule,
    call: () => ({
      body: { event_slug: w.game.eventSlug, question: 'Who wins?', options: ['Left', 'Right'] },
    }),
  },
  adminPollDelete: {
    expect: staffRule,
    call: async () => ({ params: { id: (await pollOf(t.database.db, w.game.eventId)).id } }),
  },

  // Each caller answers a new active survey, as themselves: their own id is the respondent's.
  activeSurvey: { expect: signedIn, call: () => ({}) },
  surveyRespond: {
    expect: signedIn,
    call: async (who) => {
      const respondent = { anonymous: null, owner: w.owner, other: w.other, staff: w.staff }[who];
      const survey = await activeSurveyOf(t.database.db, t.clock.now());
      return {
        params: { id: survey.id },
        body: {
          answers: [4],
          respondent: {
            id: respondent?.id ?? 0,
            email: respondent?.email ?? '',
            full_name: '',
            signup_date: new Date(t.clock.now()).toISOString(),
          },
        },
      };
    },
  },
  surveyDismiss: {
    expect: signedIn,
    call: async () => ({ params: { id: (await activeSurveyOf(t.database.db, t.clock.now())).id } }),
  },
  adminSurveyList: { expect: staffRule, call: () => ({}) },
  adminSurveyCreate: {
    expect: staffRule,
    call: () => ({
      body: { title: 'Matrix survey', questions: [{ kind: 'text', prompt: 'Anything to add?' }] },
    }),
  },
  adminSurveyUpdate: {
    expect: staffRule,
    call: async () => ({
      params: { id: (await activeSurveyOf(t.database.db, t.clock.now())).id },
      body: { title: 'Matrix survey, edited' },
    }),
  },
  adminSurveyResponses: {
    expect: staffRule,
    call: async () => ({ params: { id: (await activeSurveyOf(t.database.db, t.clock.now())).id } }),
  },

  // The owner holds premium (a plan given here unless another rule's left one running); the
  // others hold none: insights are premium only.
  eventInsights: {
    expect: { anonymous: 401, owner: 'ok', other: 403, staff: 403 },
    call: async (who) => {
      const at = new Date(t.clock.now());
      if (who === 'owner' && !(await isPremium(t.database.db, w.owner.id, at)))
        await subscribe(t.database.db, w.owner.id, {
          status: 'active',
          endsAt: new Date(at.getTime() + 30 * 86_400_000),
        });
      return { params: { slug: w.game.eventSlug } };
    },
  },
  // The owner is an athlete whose profile staff linked (made so on their first call); the
  // others, staff too, are not athletes: the zone is theirs alone.
  athleteZoneOverview: { expect: ownerOnly, call: async (who) => athleteCall(who, {}) },
  athleteZoneGame: {
    expect: ownerOnly,
    call: async (who) => athleteCall(who, { params: { id: w.game.gameId } }),
  },
  athleteZoneAsset: {
    expect: ownerOnly,
    call: async (who) => athleteCall(who, { params: { kind: 'fans' }, query: { size: 'post' } }),
  },
};

/** A waiting claim of this athlete's, sent by a new account. */
async function athleteClaimOf(athleteId: number): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/athlete-zone/claims/',
    headers: (await newUser(t.app)).auth,
    payload: { athlete_id: athleteId },
  });
  return res.json<{ id: number }>().id;
}

/** The owner made the athlete of the game's first startlist entry, before their call. */
async function athleteCall(who: Caller, call: Call): Promise<Call> {
  if (who === 'owner') await makeAthlete(t.app, t.database.db, w.owner.id, w.game.athletes[0]?.id ?? 0);
  return call;
}

async function callAs(route: RouteDef, user: TestUser | null, call: Call) {
  const query = call.query ? `?${new URLSearchParams(call.query)}` : '';
  const res = await t.app.inject({
    method: route.method,
    url: `/api/${routePath(route.path, call.params)}${query}`,
    headers: { ...(user?.auth ?? {}), ...(call.multipart?.headers ?? {}) },
    ...(call.multipart ? { payload: call.multipart.payload } : call.body ? { payload: call.body } : {}),
    ...(call.stream ? { payloadAsStream: true } : {}),
  });
  if (call.stream) res.stream().destroy();
  return res;
}

describe('the authorisation matrix: every operation × anonymous, owner, another manager, staff (issue 11.7, R1.23)', () => {
  beforeAll(async () => {
    await seedCatalog(t.database.db);
    const [owner, other, target] = [await newUser(t.app), await newUser(t.app), await newUser(t.app)];
    const game = await createGameFixture(t.database.db, { now: t.clock.now() });
    const team = await t.app.inject({
      method: 'POST',
      url: `/api/games/${game.gameId}/teams/`,
      headers: owner.auth,
      payload: teamBody(game),
    });
    const [cardId] = await giveCards(t.database.db, owner.id, [game.athletes[0]?.id ?? 0]);
    await grantCredits(t.database.db, owner.id, 100_000);
    const [sport] = await t.database.db
      .select({ id: sports.id })
      .from(sports)
      .where(eq(sports.slug, game.sportSlug));
    await seedDefaultDrafts(t.database.db, [sport?.id ?? 0]);
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/drafts/pool/',
      headers: staff.auth,
      payload: { sport: game.sportSlug, athlete_id: game.athletes[0]?.id ?? 0, weight: 10 },
    });
    const opening = await t.app.inject({
      method: 'POST',
      url: '/api/drafts/open/',
      headers: owner.auth,
      payload: { sport: game.sportSlug, tier: 'common' },
    });
    const event = await t.app.inject({
      method: 'POST',
      url: '/api/admin/events/',
      headers: staff.auth,
      payload: snowboardEventBody(),
    });
    const snowboardEvent = event.json<{ slug: string }>().slug;
    w = {
      owner,
      other,
      staff,
      target,
      game,
      snowboardEvent,
      teamId: team.json<{ id: number }>().id,
      cardId: cardId ?? 0,
      openingId: opening.json<{ id: number }>().id,
    };
  });

  it('has a rule for every operation of the OpenAPI document, and none for an operation it lacks', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { operationId: string }>>;
    }>();
    const operations = Object.values(doc.paths).flatMap((methods) =>
      Object.values(methods).map((operation) => operation.operationId),
    );
    expect(operations.filter((id) => !RULES[id])).toEqual([]);
    expect(Object.keys(RULES).filter((id) => !operations.includes(id))).toEqual([]);
  });

  for (const [name, route] of allRoutes) {
    it(`${route.method} ${route.path} (${name})`, async () => {
      const rule = RULES[name];
      if (!rule) throw new Error(`No authorisation rule for ${name}: add one to RULES.`);
      if (route.access !== 'public')
        expect(rule.expect.anonymous, 'a signed-in route refuses anonymous').toBe(401);
      if (route.access === 'staff') expect(rule.expect.owner, 'a staff route refuses managers').toBe(403);
      const users: Record<Caller, TestUser | null> = rule.fresh
        ? {
            anonymous: null,
            owner: await newUser(t.app),
            other: await newUser(t.app),
            staff: await newStaffUser(t.app, t.database.db),
          }
        : { anonymous: null, owner: w.owner, other: w.other, staff: w.staff };
      const got: Record<string, Outcome | number> = {};
      for (const who of CALLERS) {
        const res = await callAs(route, users[who], await rule.call(who));
        got[who] = res.statusCode === route.status ? 'ok' : res.statusCode;
      }
      expect(got).toEqual(rule.expect);
    });
  }
});
