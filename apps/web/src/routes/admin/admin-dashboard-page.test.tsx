import { DASHBOARD_RANGES, type DashboardRange } from '@shred/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildDashboard } from '../../features/admin-dashboard/admin-dashboard.testing.ts';
import { answerCalls } from '../../testing/call-answers.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { AdminDashboardPage } from './admin-dashboard-page.tsx';

const callMock = vi.hoisted(() =>
  vi.fn<(name: string, options?: { query?: { days?: number } }) => Promise<unknown>>(),
);
vi.mock('../../api/call.ts', () => ({ call: callMock }));

/** The range a dashboard call asks for: its `days`, 30 when it names none. */
const rangeOf = (days: unknown): DashboardRange =>
  DASHBOARD_RANGES.find((range) => range === Number(days)) ?? 30;

describe('staff dashboard (issue 17, R2.68, R2.87)', () => {
  afterEach(() => callMock.mockReset());

  it('shows the totals as formatted numbers, a chart per series over every day, teams per game, retention and top events', async () => {
    answerCalls(callMock, { adminDashboard: (options) => buildDashboard(rangeOf(options.query?.days)) });
    renderWithProviders(<AdminDashboardPage />, { at: '/admin/dashboard' });
    const term = async (label: string) =>
      (await screen.findByText(label, { selector: 'dt' })).nextElementSibling;
    expect(await term('Players')).toHaveTextContent('12,345');
    expect(await term('Sign-ups')).toHaveTextContent('321');
    expect(await term('Active today')).toHaveTextContent('87');
    expect(await term('Credits bought')).toHaveTextContent('250,000');
    expect(await term('Credits burned')).toHaveTextContent('98,765');
    expect(await term('Market volume')).toHaveTextContent('43,210');
    expect(callMock).toHaveBeenCalledWith('adminDashboard', expect.objectContaining({ query: { days: 30 } }));

    const signups = screen.getByRole('figure', { name: 'Sign-ups' });
    const rows = within(within(signups).getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows.at(-1)).toHaveTextContent('Nov 28Sign-ups4');
    const credits = screen.getByRole('figure', { name: 'Credits bought and burned' });
    expect(credits.querySelectorAll('polyline')).toHaveLength(2);
    for (const title of ['Daily active players', 'Teams entered', 'Market volume', 'Teams per game']) {
      expect(screen.getByRole('figure', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('figure', { name: 'Teams per game' })).toHaveTextContent('Men’s Slopestyle');

    const retention = screen.getByRole('table', { name: 'Retention by sign-up week' });
    const [first, latest] = within(retention).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('Nov 2120' + '50%25%–');
    expect(latest).toHaveTextContent('Nov 2340–––');
    expect(screen.getByText('page_view').closest('li')).toHaveTextContent('52,000');
    // The sections stay below the figures, as a compact grid of links.
    const sections = screen.getByRole('navigation', { name: 'Staff sections' });
    expect(within(sections).getByRole('link', { name: /Market/ })).toHaveAttribute('href', '/admin/market');
  });

  it('switches to 90 days: asks for them and marks the button pressed', async () => {
    answerCalls(callMock, { adminDashboard: (options) => buildDashboard(rangeOf(options.query?.days)) });
    renderWithProviders(<AdminDashboardPage />, { at: '/admin/dashboard' });
    await screen.findByRole('figure', { name: 'Sign-ups' });
    await userEvent.click(screen.getByRole('button', { name: '90 days' }));
    expect(await screen.findByRole('button', { name: '90 days', pressed: true })).toBeInTheDocument();
    expect(callMock).toHaveBeenLastCalledWith(
      'adminDashboard',
      expect.objectContaining({ query: { days: 90 } }),
    );
    const signups = await screen.findByRole('figure', { name: 'Sign-ups' });
    await vi.waitFor(() =>
      expect(within(within(signups).getByRole('table')).getAllByRole('row')).toHaveLength(91),
    );
  });

  it('shows skeletons while loading, then what failed with a way to try again', async () => {
    let fail!: (error: Error) => void;
    let answered = false;
    answerCalls(callMock, {
      adminDashboard: () => (answered ? buildDashboard(7) : new Promise((_, reject) => (fail = reject))),
    });
    renderWithProviders(<AdminDashboardPage />, { at: '/admin/dashboard?days=7' });
    expect(await screen.findByRole('status', { name: 'Loading the figures' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '7 days', pressed: true })).toBeInTheDocument();
    fail(new Error('The server is not answering.'));
    expect(await screen.findByText('Could not load the figures')).toBeInTheDocument();
    answered = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('figure', { name: 'Sign-ups' })).toBeInTheDocument();
  });
});
