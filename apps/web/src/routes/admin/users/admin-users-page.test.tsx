import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { buildAdminUser, buildAdminUserPage } from '../../../features/admin-users/admin-users.testing.ts';
import { stubScreen } from '../../../shell/media.testing.ts';
import { answerCalls } from '../../../testing/call-answers.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { AdminUsersPage } from './admin-users-page.tsx';

const callMock = vi.hoisted(() => vi.fn<(name: string, init?: { query?: object }) => Promise<unknown>>());
vi.mock('../../../api/call.ts', () => ({ call: callMock }));

let restoreScreen: (() => void) | null = null;
afterEach(() => {
  callMock.mockReset();
  restoreScreen?.();
  restoreScreen = null;
});

const show = (at = '/admin/users', wide = false) => {
  restoreScreen = stubScreen({ wide });
  return renderWithProviders(<AdminUsersPage />, { at, path: '/admin/users' });
};

describe('/admin/users, staff user search (R2.69, R2.87)', () => {
  it('shows each user as a card on a phone, with a link to their page and their badges (R2.69)', async () => {
    answerCalls(callMock, { adminUserList: buildAdminUserPage() });
    show();
    const card = await screen.findByRole('listitem', { name: 'ayumi' });
    expect(within(card).getByRole('link', { name: 'ayumi' })).toHaveAttribute('href', '/admin/users/ayumi');
    const badges = within(card).getByRole('list', { name: 'Account' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((b) => b.textContent),
    ).toEqual(['Staff', 'Verified', 'Premium trial']);
    expect(card).toHaveTextContent('Credits50');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(/2 users, newest first/)).toBeInTheDocument();
  });

  it('shows a table on a wide screen, a deactivated account marked (R2.69)', async () => {
    answerCalls(callMock, {
      adminUserList: buildAdminUserPage({
        count: 1,
        results: [buildAdminUser({ deactivated: true, credits: 12_500 })],
      }),
    });
    show('/admin/users', true);
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['User', 'E-mail', 'Account', 'Credits', 'Joined']);
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent(
      /kai_slides.*Kai Moser.*kai@example\.com.*Deactivated.*12,500.*Oct 2, 2026/,
    );
  });

  it('searches once typing pauses and filters with the chips, both kept in the address (R2.69)', async () => {
    answerCalls(callMock, {
      adminUserList: (options) =>
        options.query?.filter === 'deactivated'
          ? buildAdminUserPage({ count: 0, results: [] })
          : buildAdminUserPage(),
    });
    const user = userEvent.setup();
    const { router } = show('/admin/users?page=2');
    await screen.findByText(/2 users/);
    expect(callMock).toHaveBeenLastCalledWith(
      'adminUserList',
      expect.objectContaining({ query: { page: 2, filter: 'all' } }),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'kai');
    await waitFor(() => expect(router.state.location.search).toBe('?query=kai'));
    await waitFor(() =>
      expect(callMock).toHaveBeenLastCalledWith(
        'adminUserList',
        expect.objectContaining({ query: { page: 1, filter: 'all', query: 'kai' } }),
      ),
    );
    const chip = screen.getByRole('button', { name: 'Deactivated' });
    await user.click(chip);
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(router.state.location.search).toBe('?query=kai&filter=deactivated'));
    expect(await screen.findByRole('heading', { name: 'No user matches' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show everyone' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Everyone' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('pages with the pager (R2.69)', async () => {
    answerCalls(callMock, { adminUserList: buildAdminUserPage({ count: 45, next: 2 }) });
    const user = userEvent.setup();
    const { router } = show();
    const pager = await screen.findByRole('navigation', { name: 'User pages' });
    expect(pager).toHaveTextContent('Page 1 of 3');
    await user.click(within(pager).getByRole('button', { name: /next/i }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
  });

  it('shows a loading state, then what failed with a way to try again (R2.87)', async () => {
    let failed = false;
    answerCalls(callMock, {
      adminUserList: () => {
        if (failed) return buildAdminUserPage();
        failed = true;
        throw new ApiError(500, { detail: 'The server is down for a moment.' });
      },
    });
    const user = userEvent.setup();
    show();
    expect(screen.getByRole('status', { name: 'Loading the users' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Could not load the users' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'kai_slides' })).toBeInTheDocument();
  });
});
