import type { CurrentUser } from '@shred/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerCalls } from '../testing/call-answers.ts';
import { buildUser } from '../testing/fixtures.ts';
import '../testing/render.tsx';
import { authStore } from '../features/auth/index.ts';
import { createRouteTable } from './route-table.tsx';

// Pages fetch through the api client; these tests look at the shell around them.
const callMock = vi.hoisted(() => vi.fn<(name: string, options?: unknown) => Promise<unknown>>());
vi.mock('../api/call.ts', () => ({ call: callMock }));

function renderApp(path: string, user: CurrentUser | null) {
  authStore.setState({ isInitialized: true, isAuthenticated: user !== null, user });
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  router = createMemoryRouter(createRouteTable({ previousPath: () => router?.state.location.pathname }), {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** Never answered: the pages these tests open stay loading inside the shell. */
const loading = () => new Promise<never>(() => {});

describe('app shell', () => {
  beforeEach(() =>
    answerCalls(callMock, {
      achievementList: loading,
      contentArticle: loading,
      contentList: loading,
      eventCalendar: loading,
      leagueList: loading,
      notificationSettings: loading,
      profileStats: loading,
      publicProfile: loading,
      quickplayCups: loading,
      seasonRanking: loading,
      sportList: loading,
      unsubscribeEmails: loading,
    }),
  );
  afterEach(() => {
    authStore.setState({ isInitialized: true, isAuthenticated: false, user: null });
    // The tab's navigation stack (session storage) would carry one test's pages into the next.
    sessionStorage.clear();
  });

  it('shows the bottom bar to signed-in users (R2.126)', async () => {
    renderApp('/profile/kai_slides', buildUser());
    expect(await screen.findByTestId('bottom-bar')).toBeInTheDocument();
  });

  it('hides the bottom bar from anonymous visitors (R2.126)', async () => {
    renderApp('/profile/kai_slides', null);
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByTestId('bottom-bar')).toBeNull();
  });

  it('hides the bottom bar from 1024 px up (R2.127)', async () => {
    renderApp('/manager', buildUser());
    expect(await screen.findByTestId('bottom-bar')).toHaveClass('lg:hidden');
  });

  it.each([
    ['/manager', '/manager'],
    ['/manager/rankings', '/manager'],
    ['/settings', '/manager'],
    ['/notifications', '/manager'],
    ['/how-to', '/manager'],
    ['/profile/kai_slides', '/manager'],
    ['/quickplay', '/quickplay'],
  ])('frames %s in the one shell: the same sections in the same order, Home at %s', async (path, home) => {
    renderApp(path, buildUser());
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'Events',
      'Market',
      'Leagues',
      'Rankings',
    ]);
    expect(links[0]).toHaveAttribute('href', home);
  });

  it('opens /manager/leagues as the leagues page of the shell (issue 15.2, R2.46)', async () => {
    renderApp('/manager/leagues', buildUser());
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Leagues' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Create a league' })).toHaveAttribute(
      'href',
      '/manager/leagues/create',
    );
    expect(screen.getByTestId('bottom-bar')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Leagues - Shred League'));
  });

  it('opens /settings/notifications as the notification settings page of the shell (R2.17)', async () => {
    renderApp('/settings/notifications', buildUser());
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Notification settings' }),
    ).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    expect(screen.getByTestId('bottom-bar')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Notification settings - Shred League'));
  });

  it('opens /unsubscribe to a visitor, without signing in (R2.11)', async () => {
    renderApp('/unsubscribe?email=a%40b.test&email_type=ALL&token=t', null);
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Unsubscribing' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Unsubscribe - Shred League'));
  });

  it("titles pages '{page title} - Shred League' (R2.128)", async () => {
    renderApp('/login', null);
    await waitFor(() => expect(document.title).toBe('Log in - Shred League'));
  });

  it('renders the error page of an unmatched route with its fixed texts (R2.114, R2.115)', async () => {
    renderApp('/no/such/page', null);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Error 404')).toBeInTheDocument();
    expect(screen.getByText('Page Not Found: /no/such/page')).toBeInTheDocument();
    expect(
      screen.getByText('Please try again and make sure you have an active internet connection'),
    ).toBeInTheDocument();
  });

  it('Go Back falls back to /manager without history, To Homepage goes to / (R2.116, R2.117)', async () => {
    const router = renderApp('/no/such/page', buildUser());
    await userEvent.click(await screen.findByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manager'));

    await router.navigate('/still/missing');
    // The old error page fades out first (R2.107).
    await screen.findByText('Page Not Found: /still/missing');
    await userEvent.click(await screen.findByRole('button', { name: 'To Homepage' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manager'));
  });

  it('redirects to / by itself with redirect_on_error=true (R2.118)', async () => {
    const router = renderApp('/no/such/page?redirect_on_error=true', buildUser());
    await waitFor(() => expect(router.state.location.pathname).toBe('/manager'));
  });

  it('drops the /app prefix keeping query and hash (R2.96)', async () => {
    const router = renderApp('/app/profile/kai_slides?tab=stats#top', null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/kai_slides'));
    expect(router.state.location.search).toBe('?tab=stats');
    expect(router.state.location.hash).toBe('#top');
  });

  it('sends /app to / (R2.97)', async () => {
    const router = renderApp('/app', buildUser());
    await waitFor(() => expect(router.state.location.pathname).toBe('/manager'));
  });
});
