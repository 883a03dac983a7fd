import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import {
  buildReferral,
  buildReferralPage,
  buildUserItem,
} from '../../../features/admin-referrals/admin-referrals.testing.ts';
import { stubScreen } from '../../../shell/media.testing.ts';
import { answerCalls } from '../../../testing/call-answers.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { AdminReferralsPage } from './admin-referrals-page.tsx';

const callMock = vi.hoisted(() => vi.fn<(name: string, init?: { query?: object }) => Promise<unknown>>());
vi.mock('../../../api/call.ts', () => ({ call: callMock }));

let restoreScreen: (() => void) | null = null;
afterEach(() => {
  callMock.mockReset();
  restoreScreen?.();
  restoreScreen = null;
});

const show = (at = '/admin/referrals', wide = false) => {
  restoreScreen = stubScreen({ wide });
  return renderWithProviders(<AdminReferralsPage />, { at, path: '/admin/referrals' });
};
const term = async (label: string) => (await screen.findByText(label, { selector: 'dt' })).nextElementSibling;

describe('/admin/referrals, staff referrals (issue 15.5, R2.80, R2.87)', () => {
  it('sums up referrals, the onboarded share, credits paid and ranks the top inviters', async () => {
    answerCalls(callMock, { adminReferrals: buildReferralPage() });
    show();
    expect(await term('Referrals')).toHaveTextContent('8');
    expect(await term('Onboarded')).toHaveTextContent('75%');
    expect(await term('Awaiting welcome')).toHaveTextContent('2');
    expect(await term('Credits paid')).toHaveTextContent('300');
    const top = within(screen.getByRole('list', { name: 'Top inviters' }));
    const rows = top.getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^1demoLocal5 referrals$/),
      expect.stringMatching(/^2kai_slidesLocal3 referrals$/),
    ]);
    expect(top.getByRole('link', { name: 'demo' })).toHaveAttribute('href', '/profile/demo');
  });

  it('shows each referral as a card on a phone: profiles, league, and the reward paid or awaited', async () => {
    answerCalls(callMock, { adminReferrals: buildReferralPage() });
    show();
    const cards = await screen.findAllByRole('listitem', { name: '' });
    const [waiting, paid] = cards.filter((card) => card.querySelector('dl dt'));
    expect(within(paid as HTMLElement).getByRole('link', { name: 'ayumi' })).toHaveAttribute(
      'href',
      '/profile/ayumi',
    );
    expect(within(paid as HTMLElement).getByRole('link', { name: 'Demo Crew' })).toHaveAttribute(
      'href',
      '/manager/leagues/demo-crew',
    );
    expect(paid).toHaveTextContent('Paid 50 credits');
    expect(paid).toHaveTextContent('Nov 21, 2026');
    expect(waiting).toHaveTextContent('Awaiting welcome');
    expect(waiting).toHaveTextContent('No league');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a table on a wide screen, one row a referral under named columns', async () => {
    answerCalls(callMock, { adminReferrals: buildReferralPage() });
    show('/admin/referrals', true);
    const table = await screen.findByRole('table', { name: 'Referrals, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Manager', 'Invited by', 'League', 'Registered', 'Reward']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent(/newbie.*demo.*No league.*Nov 26, 2026.*Awaiting welcome/);
    expect(second).toHaveTextContent(/ayumi.*demo.*Demo Crew.*Nov 20, 2026.*Paid 50 credits/);
  });

  it('searches by name once typing pauses, from page 1, and offers to clear a search that finds none', async () => {
    answerCalls(callMock, {
      adminReferrals: (options) =>
        options.query?.query
          ? buildReferralPage({ count: 0, results: [] })
          : buildReferralPage({ count: 45, next: 2 }),
    });
    const user = userEvent.setup();
    const { router } = show('/admin/referrals?page=2');
    await screen.findByText(/45 referrals/);
    expect(callMock).toHaveBeenLastCalledWith(
      'adminReferrals',
      expect.objectContaining({ query: { page: 2 } }),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search by username' }), 'zed');
    await waitFor(() => expect(router.state.location.search).toBe('?query=zed'));
    await waitFor(() =>
      expect(callMock).toHaveBeenLastCalledWith(
        'adminReferrals',
        expect.objectContaining({ query: { page: 1, query: 'zed' } }),
      ),
    );
    expect(await screen.findByRole('heading', { name: 'No referral matches' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('searchbox', { name: 'Search by username' })).toHaveValue('');
  });

  it('pages through older referrals with the pager, keeping the page in the address', async () => {
    answerCalls(callMock, {
      adminReferrals: buildReferralPage({
        count: 45,
        next: 2,
        results: [buildReferral({ invitee: buildUserItem(9, 'zoe') })],
      }),
    });
    const user = userEvent.setup();
    const { router } = show();
    const pager = await screen.findByRole('navigation', { name: 'Referral pages' });
    expect(pager).toHaveTextContent('Page 1 of 3');
    await user.click(within(pager).getByRole('button', { name: 'Older' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() =>
      expect(callMock).toHaveBeenLastCalledWith(
        'adminReferrals',
        expect.objectContaining({ query: { page: 2 } }),
      ),
    );
  });

  it('says so when nobody has been invited yet', async () => {
    answerCalls(callMock, {
      adminReferrals: buildReferralPage({
        count: 0,
        results: [],
        summary: { referrals: 0, onboarded: 0, credits_paid: 0, top_inviters: [] },
      }),
    });
    show();
    expect(await screen.findByRole('heading', { name: 'No referrals yet' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('shows a loading state, then what failed with a way to try again', async () => {
    let failed = false;
    answerCalls(callMock, {
      adminReferrals: () => {
        if (failed) return buildReferralPage();
        failed = true;
        throw new ApiError(500, { detail: 'The server is down for a moment.' });
      },
    });
    const user = userEvent.setup();
    show();
    expect(screen.getByRole('status', { name: 'Loading the referrals' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Could not load the referrals' })).toBeInTheDocument();
    expect(screen.getByText('The server is down for a moment.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await term('Referrals')).toHaveTextContent('8');
  });
});
