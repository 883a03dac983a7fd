import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type RouteResult } from '../../../api/index.ts';
import { buildAdminEvent, buildGameDetail } from '../../../features/admin-events/admin-events.testing.ts';
import { answerCalls } from '../../../testing/call-answers.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { AdminEventRefreshPage } from './admin-event-refresh-page.tsx';

type Options = { params?: Record<string, unknown>; body?: unknown };
const callMock = vi.hoisted(() => vi.fn<(name: string, options?: Options) => Promise<unknown>>());
vi.mock('../../../api/call.ts', () => ({ call: callMock }));

const imported: RouteResult<'importResults'> = {
  detail: '3 results written in 1 competitions; 1 games rescored.',
  imported: 3,
  competitions: 1,
  games: [{ id: 10, name: 'Slopestyle Men', status: 'OPN', teams_scored: 42 }],
  scoring_jobs: [{ id: '1', game_id: 10 }],
};

function serve(
  onImport: (options?: Options) => RouteResult<'importResults'>,
  event = buildAdminEvent(),
  onRefresh: () => RouteResult<'refreshResults'> = () => imported,
) {
  answerCalls(callMock, {
    adminEventDetail: event,
    gameDetail: buildGameDetail(),
    importResults: (options) => onImport(options),
    refreshResults: () => onRefresh(),
  });
}

const render = () =>
  renderWithProviders(<AdminEventRefreshPage />, {
    at: '/admin/events/laax-open/refresh',
    path: '/admin/events/:slug/refresh',
  });

const CSV = ['competition,athlete,place,score,bonuses', '21,rider-1,1,91.5,bestRun', '21,ghost,2,80,'].join(
  '\n',
);

describe('staff results refresh (R2.77, R2.87)', () => {
  afterEach(() => callMock.mockReset());

  it('shows the expected columns, the round ids and an example built from the startlist', async () => {
    serve(() => imported);
    render();
    const format = await screen.findByRole('region', { name: 'CSV format' });
    for (const column of ['competition', 'athlete', 'place', 'score', 'bonuses']) {
      expect(within(format).getByText(column)).toBeInTheDocument();
    }
    expect(within(format).getByRole('row', { name: 'Slopestyle Men Qualifier 21' })).toBeInTheDocument();
    expect(await within(format).findByText(/21,rider-1,1,92\.50,bestRun;madeFinal/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set a feed URL' })).toHaveAttribute(
      'href',
      '/admin/events/laax-open',
    );
  });

  it('reports a rejected CSV line by line, quoting each line, and says nothing changed', async () => {
    serve(() => {
      throw new ApiError(400, {
        detail: 'The import was rejected: 1 line has a problem; nothing was imported.',
        fields: { 'line 3': ["Unknown athlete 'ghost'."] },
      });
    });
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Results as CSV'));
    await user.paste(CSV);
    await user.click(screen.getByRole('button', { name: 'Import results' }));

    const report = await screen.findByRole('alert');
    expect(report).toHaveFocus();
    expect(report).toHaveTextContent('Import rejected · nothing was changed');
    expect(report).toHaveTextContent('Nothing was changed: no result was written and no score moved.');
    expect(within(report).getByText('Line 3')).toBeInTheDocument();
    expect(within(report).getByText('21,ghost,2,80,')).toBeInTheDocument();
    expect(within(report).getByText("Unknown athlete 'ghost'.")).toBeInTheDocument();
    expect(callMock.mock.calls.find(([name]) => name === 'importResults')?.[1]?.body).toEqual({ csv: CSV });
  });

  it('shows the rescoring summary of an accepted import', async () => {
    serve(() => imported);
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Results as CSV'));
    await user.paste(CSV);
    await user.click(screen.getByRole('button', { name: 'Import results' }));

    const summary = await screen.findByRole('status');
    expect(summary).toHaveTextContent('Results imported');
    expect(summary).toHaveTextContent(imported.detail);
    const stat = (label: string) => within(summary).getByText(label).nextElementSibling?.textContent;
    expect(stat('Rows written')).toBe('3');
    expect(stat('Competitions')).toBe('1');
    expect(stat('Games rescored')).toBe('1');
    expect(stat('Teams scored')).toBe('42');
    expect(stat('Took')).toMatch(/^\d+\.\d s$/);
    expect(within(summary).getByText('42 teams scored')).toBeInTheDocument();
  });

  it('checks JSON row by row before sending it', async () => {
    serve(() => imported);
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'JSON' }));
    await user.click(screen.getByLabelText('Results as JSON'));
    await user.paste(
      JSON.stringify([
        { competition_id: 21, athlete: 'rider-1', place: 1 },
        { athlete: 'x', place: 'first' },
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Import results' }));

    const report = await screen.findByRole('alert');
    expect(report).toHaveTextContent('Not sent: 1 row has a problem.');
    expect(within(report).getByText('Row 2')).toBeInTheDocument();
    expect(callMock.mock.calls.some(([name]) => name === 'importResults')).toBe(false);
  });

  it('reads a chosen file into the box in its own format', async () => {
    serve(() => imported);
    render();
    const user = userEvent.setup();
    const file = new File(['[{"competition_id": 21, "athlete": "rider-1", "place": 1}]'], 'laax.json', {
      type: 'application/json',
    });
    await user.upload(await screen.findByLabelText('Choose a file'), file);
    expect(await screen.findByLabelText('Results as JSON')).toHaveValue(
      '[{"competition_id": 21, "athlete": "rider-1", "place": 1}]',
    );
    expect(screen.getByText('laax.json')).toBeInTheDocument();
  });

  it('refreshes from the feed, and says so when the feed cannot be read', async () => {
    serve(
      () => imported,
      buildAdminEvent({ results_feed_url: 'https://feeds.test/laax.json' }),
      () => {
        throw new ApiError(502, { detail: 'The results feed could not be read: it is not reachable.' });
      },
    );
    render();
    const user = userEvent.setup();
    expect(await screen.findByText('https://feeds.test/laax.json')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh from feed' }));
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Feed not refreshed · nothing was changed');
    expect(failure).toHaveTextContent('it is not reachable');

    serve(() => imported, buildAdminEvent({ results_feed_url: 'https://feeds.test/laax.json' }));
    await user.click(screen.getByRole('button', { name: 'Refresh from feed' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Feed refreshed');
  });

  it('says when the event does not exist', async () => {
    callMock.mockImplementation(async () => {
      throw new ApiError(404, { detail: 'This event does not exist.' });
    });
    render();
    expect(await screen.findByRole('heading', { name: 'This event does not exist' })).toBeInTheDocument();
  });
});
