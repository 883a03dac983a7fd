import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerCalls } from '../../../testing/call-answers.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { buildSet, pageOf } from './admin-challenges.testing.ts';
import { ChallengeCalendarPage } from './challenge-calendar-page.tsx';

const callMock = vi.hoisted(() =>
  vi.fn<(name: string, init?: { query?: Record<string, unknown> }) => Promise<unknown>>(),
);
vi.mock('../../../api/call.ts', () => ({ call: callMock }));

afterEach(() => {
  callMock.mockReset();
  vi.useRealTimers();
});

const show = (at = '/admin/challenges/calendar?month=2027-03') =>
  renderWithProviders(<ChallengeCalendarPage />, { at, path: '/admin/challenges/calendar' });

describe('/admin/challenges/calendar (issue 16.6, R2.83, R2.87)', () => {
  it('asks for the sets of the whole grid and draws each as linked bars across its days', async () => {
    answerCalls(callMock, {
      adminChallengeSetList: pageOf([
        buildSet(),
        buildSet({
          id: 8,
          name: 'Spring Sprint',
          status: 'upcoming',
          starts_at: new Date(2027, 2, 20).toISOString(),
          ends_at: new Date(2027, 2, 22).toISOString(),
        }),
      ]),
    });
    show();
    const grid = await screen.findByRole('region', { name: 'Challenge sets of March 2027 by day' });
    expect(callMock).toHaveBeenCalledWith(
      'adminChallengeSetList',
      expect.objectContaining({
        query: {
          from: new Date(2027, 2, 1).toISOString(),
          to: new Date(2027, 3, 5).toISOString(),
          page_size: 100,
        },
      }),
    );
    const bars = within(grid).getAllByTestId('calendar-bar');
    // Thursday 4th to Monday 15th: three bars in three weeks; the other set one bar.
    expect(bars.map((bar) => bar.textContent)).toEqual([
      'Winter Warm-up',
      '… Winter Warm-up',
      '… Winter Warm-up',
      'Spring Sprint',
    ]);
    expect(bars[0]).toHaveAttribute('href', '/admin/challenges/7');
    expect(bars[0]).toHaveStyle({ gridColumn: '4 / span 4' });
    expect(
      within(grid).getByRole('link', { name: /^Spring Sprint, 20 Mar – 21 Mar 2027, upcoming$/ }),
    ).toHaveAttribute('href', '/admin/challenges/8');
    expect(screen.getByRole('heading', { name: 'March 2027' })).toBeInTheDocument();
    // Phones read the same month as a list.
    const agenda = screen.getByRole('list', { name: 'Challenge sets this month' });
    expect(
      within(agenda)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([expect.stringContaining('Winter Warm-up'), expect.stringContaining('Spring Sprint')]);
  });

  it('marks today and moves between months', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2027, 2, 10, 12) });
    answerCalls(callMock, { adminChallengeSetList: pageOf([]) });
    const user = userEvent.setup();
    show('/admin/challenges/calendar');
    const today = await screen.findByTestId('calendar-today');
    expect(within(today).getByText('Today, Wednesday 10 March')).toBeInTheDocument();
    expect(today.querySelector('[aria-current="date"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Today' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await screen.findByRole('heading', { name: 'April 2027' });
    await waitFor(() =>
      expect(callMock).toHaveBeenLastCalledWith(
        'adminChallengeSetList',
        expect.objectContaining({
          query: expect.objectContaining({ from: new Date(2027, 2, 29).toISOString() }),
        }),
      ),
    );
    expect(screen.queryByTestId('calendar-today')).toBeNull();
    expect(screen.getByText('No sets this month')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Today' }));
    await screen.findByRole('heading', { name: 'March 2027' });
  });

  it('says when the month could not load, with a way to try again', async () => {
    let failed = false;
    answerCalls(callMock, {
      adminChallengeSetList: () => {
        if (failed) return pageOf([]);
        failed = true;
        throw new Error('The server is not answering.');
      },
    });
    const user = userEvent.setup();
    show();
    expect(await screen.findByText('Could not load the calendar')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No challenge set runs in March 2027.')).toBeInTheDocument();
  });
});
