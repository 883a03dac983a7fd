import type { CurrentUser } from '@shred/contract';
import { createMemoryRouter, isRouteErrorResponse } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../features/auth/index.ts';
import { mergeMeta } from '../features/route-meta/route-meta.ts';
import { ADMIN_NAV, gameNav, MODE_HOME } from '../shell/nav-items.tsx';
import { answerCalls } from '../testing/call-answers.ts';
import { buildUser } from '../testing/fixtures.ts';
import { createRouteTable } from './route-table.tsx';

// Pages load their data through the api client; these tests are about where navigation ends and
// render no page, so they answer no route: a call made on the way would fail.
const callMock = vi.hoisted(() => vi.fn<(name: string, options?: unknown) => Promise<unknown>>());
vi.mock('../api/call.ts', () => ({ call: callMock }));
beforeEach(() => answerCalls(callMock, {}));

type Router = ReturnType<typeof createMemoryRouter>;

function signIn(user: CurrentUser | null) {
  authStore.setState({ isInitialized: true, isAuthenticated: user !== null, user });
}

async function settle(router: Router) {
  // Lazy pages load their chunk first: generous on a busy machine, done as soon as idle.
  await vi.waitFor(
    () => {
      expect(router.state.initialized).toBe(true);
      expect(router.state.navigation.state).toBe('idle');
    },
    { timeout: 10_000 },
  );
}

async function open(path: string, from?: string): Promise<Router> {
  let router: Router | undefined;
  const routes = createRouteTable({ previousPath: () => router?.state.location.pathname });
  router = createMemoryRouter(routes, { initialEntries: [from ?? path] });
  await settle(router);
  if (from) {
    await router.navigate(path);
    await settle(router);
  }
  return router;
}

const where = (router: Router) => `${router.state.location.pathname}${router.state.location.search}`;

const newcomer = buildUser({ completed_manager_welcome: false });
const staff = buildUser({ is_staff: true });

describe('route table: access redirects', () => {
  afterEach(() => signIn(null));

  it('sends anonymous /admin/users to /login?next=/admin/users (R2.100)', async () => {
    signIn(null);
    expect(where(await open('/admin/users'))).toBe('/login?next=/admin/users');
  });

  it('sends signed-in non-staff from /admin/users to / and on to /manager (R2.101, R2.01)', async () => {
    signIn(buildUser());
    expect(where(await open('/admin/users'))).toBe('/manager');
  });

  it('sends staff from /admin to /admin/dashboard (R1.07, R2.67, R2.102)', async () => {
    signIn(staff);
    expect(where(await open('/admin'))).toBe('/admin/dashboard');
  });

  it('sends anonymous /manager/market?tab=alerts to /auth with the full path in next (R2.103, A10)', async () => {
    signIn(null);
    const router = await open('/manager/market?tab=alerts');
    expect(router.state.location.pathname).toBe('/auth');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/manager/market?tab=alerts');
  });

  it.each([
    '/settings',
    '/settings/notifications',
    '/settings/subscription',
    '/athlete-zone',
    '/athlete-zone/game/7',
    '/insights/pipeline',
  ])('sends anonymous %s to /auth?next=… (R2.14, R2.104, R6.06, R6.07, R6.09)', async (path) => {
    signIn(null);
    expect(where(await open(path))).toBe(`/auth?next=${path}`);
  });

  it('lets anonymous visitors open public pages (R6.01)', async () => {
    signIn(null);
    expect(where(await open('/login'))).toBe('/login');
    expect(where(await open('/profile/kai_slides'))).toBe('/profile/kai_slides');
  });

  it.each([
    ['/login', 'Log in'],
    ['/how-to', 'Game Rules'],
    ['/offline', 'Offline'],
  ])('opens %s to an anonymous visitor as the page %s (R2.03, R2.08, R2.10)', async (path, title) => {
    signIn(null);
    const router = await open(path);
    expect(router.state.errors).toBeNull();
    expect(where(router)).toBe(path);
    expect(router.state.matches.at(-1)?.route.handle).toMatchObject({ title });
  });
});

describe('route table: onboarding', () => {
  afterEach(() => signIn(null));

  it('sends a newcomer from /manager to /manager/welcome (R1.21, R4.20)', async () => {
    signIn(newcomer);
    expect(where(await open('/manager'))).toBe('/manager/welcome');
  });

  it('lets a newcomer leave the welcome page for /manager (R4.21)', async () => {
    signIn(newcomer);
    expect(where(await open('/manager', '/manager/welcome'))).toBe('/manager');
  });

  it('sends a manager who finished the welcome from /manager/welcome to /manager (R4.22)', async () => {
    signIn(buildUser());
    expect(where(await open('/manager/welcome', '/settings'))).toBe('/manager');
  });

  it('lets a manager open the welcome again from /manager (R4.23)', async () => {
    signIn(buildUser());
    expect(where(await open('/manager/welcome', '/manager'))).toBe('/manager/welcome');
  });
});

describe('route table: redirects', () => {
  afterEach(() => signIn(null));

  it('sends / to /manager (R2.01)', async () => {
    signIn(buildUser());
    expect(where(await open('/'))).toBe('/manager');
  });

  it('follows /redirect?url= keeping the other parameters (R2.93, R2.94)', async () => {
    signIn(null);
    expect(where(await open('/redirect?url=%2Fprofile%2Fkai&ref=mail'))).toBe('/profile/kai?ref=mail');
  });

  it('sends /logout to /auth/logout (R2.99)', async () => {
    signIn(null);
    expect(where(await open('/logout'))).toBe('/auth/logout');
  });

  it('sends /user/settings/notifications through /settings/notifications (A3)', async () => {
    signIn(null);
    expect(where(await open('/user/settings/notifications'))).toBe('/auth?next=/settings/notifications');
  });

  it('saves an inviterId query parameter of any page (R2.113)', async () => {
    signIn(null);
    await open('/login?inviterId=42');
    expect(localStorage.getItem('inviterId')).toBe('42');
  });
});

describe('route table: not found', () => {
  afterEach(() => signIn(null));

  it("gives unmatched paths a 404 'Page Not Found' with the path (R2.114, R8.13)", async () => {
    signIn(null);
    const router = await open('/no/such/page');
    const error = Object.values(router.state.errors ?? {})[0];
    expect(isRouteErrorResponse(error) && error.status).toBe(404);
    expect(isRouteErrorResponse(error) && error.data).toBe('Page Not Found: /no/such/page');
  });

  it('runs the area rule before the 404 of an unknown manager page', async () => {
    signIn(null);
    expect(where(await open('/manager/unknown'))).toBe('/auth?next=/manager/unknown');
  });
});

describe('route table: every destination of the shell exists', () => {
  afterEach(() => signIn(null));

  const shellTargets = [
    ...new Set([...gameNav('manager'), ...gameNav('quickplay'), ...ADMIN_NAV].map((item) => item.to)),
    ...Object.values(MODE_HOME),
    '/admin/rules/create-ruleset',
  ];

  it.each(shellTargets)('%s is a page, not a 404', async (path) => {
    signIn(staff);
    const router = await open(path);
    expect(router.state.errors).toBeNull();
    expect(router.state.location.pathname).toBe(path);
  });

  it.each([
    ['/settings/notifications', 'Notification settings'],
    ['/settings/subscription', 'Subscription'],
    ['/manager/subscribe', 'Go Premium'],
    ['/unsubscribe', 'Unsubscribe'],
  ])('%s is a page titled %s (R2.16, R2.62)', async (path, title) => {
    signIn(buildUser());
    const router = await open(path);
    expect(router.state.errors).toBeNull();
    expect(router.state.matches.at(-1)?.route.handle).toMatchObject({ title });
  });

  it.each([
    ['/manager/market', 'Market', { keepAlive: true }],
    ['/manager/market/listings', 'Market Listings', {}],
    ['/manager/market/listings/create', 'Create Listing', {}],
    ['/manager/market/listings/my-listings', 'My Listings', {}],
    ['/manager/market/alerts', 'Market Alerts', {}],
    ['/manager/market/athletes/7', 'Athlete Market', {}],
    ['/manager/market/drafts', 'Drafts', {}],
    ['/manager/market/drafts/snowboarding/rare', 'Draft', {}],
    ['/manager/market/drafts/open/12', 'Open Draft', {}],
    ['/manager/market/drafts/credits', 'Draft Credits', {}],
    ['/manager/market/drafts/credits/purchase-history', 'Purchase History', {}],
    ['/manager/market/drafts/history', 'Draft History', {}],
    ['/manager/market/drafts/fairness', 'Fairness', {}],
  ])(
    '%s is the market page %s; static segments win over {sportSlug}/{tier} (R1.11, R2.35–R2.45, R2.63, issue 14)',
    async (path, title, meta) => {
      signIn(buildUser());
      const router = await open(path);
      expect(router.state.errors).toBeNull();
      expect(router.state.matches.at(-1)?.route.handle).toMatchObject({ title, ...meta });
    },
  );

  it.each([
    ['/manager/leagues', 'Leagues'],
    ['/manager/leagues/create', 'Create a League'],
    ['/manager/leagues/crew-cup', 'League'],
    ['/manager/leagues/crew-cup/members', 'League Members'],
    ['/manager/leagues/crew-cup/settings', 'League Settings'],
    ['/manager/leagues/crew-cup/settings/details', 'League Details'],
    ['/manager/leagues/crew-cup/settings/events', 'League Events'],
    ['/manager/leagues/crew-cup/settings/sports', 'League Sports'],
    ['/manager/leagues/crew-cup/settings/members', 'League Members'],
  ])(
    '%s is the league page %s; create is never read as a league slug (issue 15.2, R2.46–R2.54, R2.63)',
    async (path, title) => {
      signIn(buildUser());
      const router = await open(path);
      expect(router.state.errors).toBeNull();
      expect(router.state.matches.at(-1)?.route.handle).toMatchObject({ title });
    },
  );

  it('opens /invite to anyone, with the navbar hidden (issue 15.2, R2.09)', async () => {
    signIn(null);
    const router = await open('/invite?league=crew-cup&inviterId=7');
    expect(where(router)).toBe('/invite?league=crew-cup&inviterId=7');
    expect(mergeMeta(router.state.matches.map((match) => match.route.handle))).toMatchObject({
      title: 'Join League',
      hideNavbar: true,
    });
  });

  it('hides the sections in the quickplay play flow, a flow with no back-tracking (R2.109)', async () => {
    signIn(buildUser());
    const router = await open('/quickplay/events/some-stop/7/play');
    expect(mergeMeta(router.state.matches.map((match) => match.route.handle))).toMatchObject({
      noBackTracking: true,
      hideNavbar: true,
      hideSidebar: true,
    });
  });
});

describe('route table: the addresses people type, follow or keep from the old app', () => {
  afterEach(() => signIn(null));

  it.each([
    ['/manager/events', '/auth?next=/manager/events'],
    ['/manager/welcome', '/auth?next=/manager/welcome'],
    ['/manager/market/listings?sport=bmx', '/auth?next=/manager/market/listings%3Fsport%3Dbmx'],
    ['/manager/leagues/demo-crew/members', '/auth?next=/manager/leagues/demo-crew/members'],
    ['/settings/profile?tab=photo', '/auth?next=/settings/profile%3Ftab%3Dphoto'],
    ['/admin', '/login?next=/admin'],
    ['/admin/users?tab=1', '/login?next=/admin/users%3Ftab%3D1'],
  ])(
    'sends an anonymous visitor of %s to %s (R2.100, R2.103, R2.104, R6.06, R6.08, R6.10, A10)',
    async (from, to) => {
      signIn(null);
      expect(where(await open(from))).toBe(to);
    },
  );

  it.each([
    ['/', '/auth?next=/manager'],
    ['/redirect', '/auth?next=/manager'],
    // Another site is not followed (A9).
    ['/redirect?url=https://example.com/x', '/auth?next=/manager'],
    ['/redirect?url=/profile/demo&x=1', '/profile/demo?x=1'],
    ['/user/search?q=kai', '/search?q=kai'],
  ])('takes an anonymous visitor from %s to %s (R2.01, R2.93, R2.94, R2.95, R2.98)', async (from, to) => {
    signIn(null);
    expect(where(await open(from))).toBe(to);
  });

  it.each([
    ['/redirect', '/manager'],
    ['/manager/welcome', '/manager'],
  ])('takes a signed-in manager from %s to %s (R2.95, R4.22)', async (from, to) => {
    signIn(buildUser());
    expect(where(await open(from))).toBe(to);
  });

  it.each(['/admin', '/admin/dashboard', '/admin/users?tab=1', '/admin/no-such-screen'])(
    'sends a signed-in non-staff user from %s to /manager (R2.101, R6.03)',
    async (from) => {
      signIn(buildUser());
      expect(where(await open(from))).toBe('/manager');
    },
  );

  it('gives staff a 404 inside the admin area for an unknown admin page (R2.102, R5.25, R6.03)', async () => {
    signIn(staff);
    const router = await open('/admin/no-such-tool?tab=1');
    expect(where(router)).toBe('/admin/no-such-tool?tab=1');
    const error = Object.values(router.state.errors ?? {})[0];
    expect(isRouteErrorResponse(error) && error.data).toBe('Page Not Found: /admin/no-such-tool');
  });

  it.each(['/manager', '/manager/events', '/manager/market/listings?x=1'])(
    'sends a newcomer from %s to the welcome, titled Welcome (R4.20, R6.02)',
    async (from) => {
      signIn(newcomer);
      const router = await open(from);
      expect(where(router)).toBe('/manager/welcome');
      expect(mergeMeta(router.state.matches.map((match) => match.route.handle)).title).toBe('Welcome');
    },
  );

  it('lets one signed-in user play both modes: manager and quickplay are game modes, not roles (R6.05)', async () => {
    signIn(buildUser());
    expect(where(await open('/manager'))).toBe('/manager');
    expect(where(await open('/quickplay'))).toBe('/quickplay');
  });

  it('leaves a newcomer the pages outside the manager area (R6.02)', async () => {
    signIn(newcomer);
    expect(where(await open('/settings'))).toBe('/settings');
  });
});

describe('route table: document titles of the main screens (R2.128)', () => {
  afterEach(() => signIn(null));

  it.each([
    ['/auth', 'Welcome'],
    ['/login', 'Log in'],
    ['/register', 'Create account'],
    ['/forgot-password', 'Forgot password'],
    ['/reset-password', 'Reset password'],
  ])('titles %s %s for a visitor', async (path, title) => {
    signIn(null);
    const router = await open(path);
    expect(mergeMeta(router.state.matches.map((match) => match.route.handle)).title).toBe(title);
  });

  it.each([
    ['/manager', 'Manager Home'],
    ['/settings', 'Settings'],
    ['/settings/profile', 'Edit Profile'],
  ])('titles %s %s for a manager', async (path, title) => {
    signIn(buildUser());
    const router = await open(path);
    expect(mergeMeta(router.state.matches.map((match) => match.route.handle)).title).toBe(title);
  });
});
