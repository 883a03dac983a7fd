import type { CurrentUser } from '@shred/contract';
import { createMemoryRouter, isRouteErrorResponse } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../features/auth/index.ts';
import { mergeMeta } from '../features/route-meta/route-meta.ts';
import { ADMIN_NAV, gameNav, MODE_HOME } from '../shell/nav-items.tsx';
import { buildUser } from '../testing/fixtures.ts';
import { createRouteTable } from './route-table.tsx';

// Pages load their data through the api client; these tests are about where navigation ends.
vi.mock('../api/call.ts', () => ({ call: () => new Promise(() => {}) }));

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

  it('sends staff from /admin to /admin/dashboard (R2.67, R2.102)', async () => {
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
  ])('sends anonymous %s to /auth?next=… (R2.104, R6.06, R6.07, R6.09)', async (path) => {
    signIn(null);
    expect(where(await open(path))).toBe(`/auth?next=${path}`);
  });

  it('lets anonymous visitors open public pages (R6.01)', async () => {
    signIn(null);
    expect(where(await open('/login'))).toBe('/login');
    expect(where(await open('/profile/kai_slides'))).toBe('/profile/kai_slides');
  });
});

describe('route table: onboarding', () => {
  afterEach(() => signIn(null));

  it('sends a newcomer from /manager to /manager/welcome (R4.20)', async () => {
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

  it("gives unmatched paths a 404 'Page Not Found' with the path (R2.114)", async () => {
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
    '%s is the market page %s; static segments win over {sportSlug}/{tier} (R2.35–R2.45, R2.63, issue 14)',
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
