import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/index.ts';
import {
  buildAdminEvent,
  buildAthlete,
  buildGameDetail,
  SPORTS,
  STANDARD_RULESET,
} from '../../../features/admin-events/admin-events.testing.ts';
import { ConfirmHost } from '../../../features/modals/index.ts';
import { clearToasts, toastStore } from '../../../features/toasts/index.ts';
import { type Answers, answerCalls } from '../../../testing/call-answers.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { AdminEventEditPage } from './admin-event-edit-page.tsx';

type Options = { params?: Record<string, unknown>; body?: unknown; query?: Record<string, unknown> };
const callMock = vi.hoisted(() => vi.fn<(name: string, options?: Options) => Promise<unknown>>());
vi.mock('../../../api/call.ts', () => ({ call: callMock }));

/** The field the fake `athleteList` searches by name, as the server does. */
const ATHLETE_FIELD = [buildAthlete(1), buildAthlete(3, { first_name: 'Kai', last_name: 'Moreno' })];

function serve(handlers: Answers = {}) {
  answerCalls(callMock, {
    adminEventDetail: () => buildAdminEvent(),
    sportList: () => SPORTS,
    rulesetList: () => [STANDARD_RULESET],
    gameDetail: () => buildGameDetail(),
    adminPollList: () => [],
    athleteList: (options) => {
      const q = String(options.query?.q ?? '').toLowerCase();
      const results = ATHLETE_FIELD.filter((a) => `${a.first_name} ${a.last_name}`.toLowerCase().includes(q));
      return { count: results.length, results };
    },
    ...handlers,
  });
}

const bodyOf = (name: string) => callMock.mock.calls.filter(([n]) => n === name).at(-1)?.[1]?.body;
const toastTitles = () => toastStore.getState().toasts.map((t) => t.title);

function render(at = '/admin/events/laax-open') {
  return renderWithProviders(
    <>
      <AdminEventEditPage />
      <ConfirmHost />
    </>,
    { at, path: '/admin/events/:slug' },
  );
}

describe('staff event editing (R2.76, R2.87)', () => {
  afterEach(() => {
    callMock.mockReset();
    clearToasts();
  });

  it('saves the event fields, and follows a new slug', async () => {
    serve({ adminEventUpdate: (o) => buildAdminEvent({ ...(o?.body as object), slug: 'laax-open-27' }) });
    const { router } = render();
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Name');
    expect(name).toHaveValue('Laax Open');
    // A sport with games cannot be unticked.
    const snowboarding = await screen.findByRole('checkbox', { name: /Snowboarding/ });
    await user.click(snowboarding);
    expect(snowboarding).toBeChecked();
    await user.clear(name);
    await user.type(name, 'Laax Open 27');
    await user.clear(screen.getByLabelText('Slug'));
    await user.type(screen.getByLabelText('Slug'), 'laax-open-27');
    await user.click(screen.getByRole('button', { name: 'Save event' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/events/laax-open-27'));
    expect(bodyOf('adminEventUpdate')).toMatchObject({
      name: 'Laax Open 27',
      slug: 'laax-open-27',
      sports: ['snowboarding'],
      image: null,
      results_feed_url: null,
    });
    expect(toastTitles()).toContain('Event saved');
  });

  it("puts the server's field errors on their fields", async () => {
    serve({
      adminEventUpdate: () => {
        throw new ApiError(409, {
          detail: 'An event with the slug "pipeline-pro" already exists; choose another slug.',
          fields: { slug: ['This slug is already taken.'] },
        });
      },
    });
    render();
    const user = userEvent.setup();
    const slug = await screen.findByLabelText('Slug');
    await user.clear(slug);
    await user.type(slug, 'pipeline-pro');
    await user.click(screen.getByRole('button', { name: 'Save event' }));
    expect(await screen.findByText('This slug is already taken.')).toBeInTheDocument();
    expect(slug).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits a startlist: add an athlete found by name, seed, withdraw, remove, then save it whole', async () => {
    serve({ adminStartlistReplace: () => buildGameDetail({ startlist: [] }) });
    render('/admin/events/laax-open?game=10');
    const user = userEvent.setup();
    const list = await screen.findByRole('region', { name: 'Startlist' });
    expect(within(list).getByText('2 athletes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save startlist' })).toBeDisabled();

    expect(await screen.findByRole('button', { name: 'Listed: Rider No1' })).toBeDisabled();
    await user.type(screen.getByLabelText('Find athletes'), 'Kai');
    expect(await screen.findByText('1 athlete found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Listed: Rider No1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Kai Moreno' }));
    await user.clear(screen.getByLabelText('Seed of Kai Moreno'));
    await user.type(screen.getByLabelText('Seed of Kai Moreno'), 'x');
    expect(await screen.findAllByText('A seed is a whole number from 1 to 1000, or blank.')).not.toHaveLength(
      0,
    );
    expect(screen.getByRole('button', { name: 'Save startlist' })).toBeDisabled();
    await user.clear(screen.getByLabelText('Seed of Kai Moreno'));
    await user.type(screen.getByLabelText('Seed of Kai Moreno'), '3');
    await user.click(screen.getByLabelText('Rider No2 withdrawn'));
    await user.selectOptions(screen.getByLabelText('Starting round of Kai Moreno'), '22');
    await user.click(screen.getByRole('button', { name: 'Remove Rider No1' }));
    expect(within(list).getByText('2 athletes · 1 withdrawn')).toBeInTheDocument();
    expect(within(list).getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save startlist' }));
    await waitFor(() =>
      expect(bodyOf('adminStartlistReplace')).toEqual({
        entries: [
          { athlete_id: 2, competition_id: 21, seed: 2, withdrawn: true },
          { athlete_id: 3, competition_id: 22, seed: 3, withdrawn: false },
        ],
      }),
    );
    expect(callMock.mock.calls.filter(([n]) => n === 'athleteList').at(-1)?.[1]?.query).toMatchObject({
      q: 'Kai',
      sport: 'snowboarding',
      gender: 'M',
    });
    await waitFor(() => expect(toastTitles()).toContain('Startlist saved'));
  });

  it("searches only the game's sport and gender: the server refuses athletes of another on a startlist", async () => {
    serve();
    render('/admin/events/laax-open?game=10');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Find athletes'), 'Kai');
    expect(await screen.findByText('1 athlete found')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /other sports/ })).not.toBeInTheDocument();
    const searches = callMock.mock.calls.filter(([n]) => n === 'athleteList');
    expect(searches.length).toBeGreaterThan(0);
    for (const [, options] of searches) {
      expect(options?.query).toMatchObject({ sport: 'snowboarding', gender: 'M' });
    }
  });

  it('shows every startlist problem the server names', async () => {
    serve({
      adminStartlistReplace: () => {
        throw new ApiError(409, {
          detail: 'Athlete 1 is picked in teams of this game: mark them withdrawn instead of removing them.',
          fields: {
            entries: ['Athletes in teams cannot be removed; withdraw them.', 'Entry 2 is listed twice.'],
          },
        });
      },
    });
    render('/admin/events/laax-open?game=10');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Rider No1' }));
    await user.click(screen.getByRole('button', { name: 'Save startlist' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Startlist not saved');
    expect(alert).toHaveTextContent('mark them withdrawn instead of removing them');
    expect(within(alert).getByText('Entry 2 is listed twice.')).toBeInTheDocument();
  });

  it('forces a game open only after the confirmation, and finalises it with a danger confirmation', async () => {
    serve({
      adminGameStatus: () => buildGameDetail({ status: 'OPN' }),
      finaliseGame: () => ({
        detail: 'Slopestyle Men is complete: 0 teams scored, 0 cards spent a contract game.',
        game: { id: 10, name: 'Slopestyle Men', status: 'CPL', teams_scored: 0 },
        cards_spent: 0,
      }),
    });
    render('/admin/events/laax-open?game=10');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Status' }));
    expect(screen.getByRole('button', { name: 'Upcoming' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Open' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Open Slopestyle Men now?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(callMock.mock.calls.some(([n]) => n === 'adminGameStatus')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Open now' }),
    );
    await waitFor(() => expect(bodyOf('adminGameStatus')).toEqual({ status: 'OPN' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Open' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(toastTitles()).toContain('Status changed');

    await user.click(screen.getByRole('button', { name: 'Complete' }));
    const finalise = await screen.findByRole('alertdialog', { name: 'Finalise Slopestyle Men?' });
    expect(within(finalise).getByRole('button', { name: 'Finalise game' })).toHaveAttribute(
      'data-danger',
      'true',
    );
    await user.click(within(finalise).getByRole('button', { name: 'Finalise game' }));
    await waitFor(() => expect(toastTitles()).toContain('Game finalised'));
  });

  it('shows where a status change was refused', async () => {
    serve({
      gameDetail: () => buildGameDetail({ status: 'OPN' }),
      adminGameStatus: () => {
        throw new ApiError(409, {
          detail: 'Teams are already entered in this game, so it cannot go back to upcoming.',
        });
      },
    });
    render('/admin/events/laax-open?game=10');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Status' }));
    await user.click(screen.getByRole('button', { name: 'Upcoming' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Back to upcoming' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Status not changed');
    expect(alert).toHaveTextContent('Teams are already entered in this game');
  });

  it('adds a game with its rounds, then opens it', async () => {
    serve({ adminGameCreate: () => buildGameDetail({ id: 11, name: 'Big Air Women', gender: 'W' }) });
    const { router } = render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a game' }));
    const form = screen.getByRole('region', { name: 'New game' });
    await waitFor(() => expect(within(form).getByLabelText('Discipline')).toHaveValue('slopestyle'));
    await user.selectOptions(within(form).getByLabelText('Discipline'), 'big-air');
    await user.click(within(form).getByRole('radio', { name: 'Women' }));
    await user.clear(within(form).getByLabelText('Round 1 starts'));
    await user.type(within(form).getByLabelText('Round 1 starts'), '2027-01-19T18:30');
    await user.click(within(form).getByRole('button', { name: 'Add game' }));
    await waitFor(() => expect(router.state.location.search).toBe('?game=11'));
    expect(bodyOf('adminGameCreate')).toEqual({
      sport: 'snowboarding',
      discipline: 'big-air',
      gender: 'W',
      competitions: [
        { name: 'Final', starts_at: new Date(2027, 0, 19, 18, 30).toISOString(), is_final: false },
      ],
    });
    expect(toastTitles()).toContain('Game added');
  });

  it("edits a game's name, ruleset and rounds, keeping each round's id", async () => {
    serve({ adminGameUpdate: () => buildGameDetail({ name: 'Slopestyle Men Pro' }) });
    render('/admin/events/laax-open?game=10');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Setup' }));
    const name = await screen.findByLabelText('Game name');
    expect(name).toHaveValue('Slopestyle Men');
    expect(await screen.findByRole('combobox', { name: 'Scoring ruleset' })).toHaveValue('1');
    await user.clear(name);
    await user.type(name, 'Slopestyle Men Pro');
    await user.clear(screen.getByLabelText('Round 2 name'));
    await user.type(screen.getByLabelText('Round 2 name'), 'Super Final');
    await user.click(screen.getByRole('button', { name: 'Save game' }));
    await waitFor(() => expect(toastTitles()).toContain('Game saved'));
    expect(bodyOf('adminGameUpdate')).toEqual({
      name: 'Slopestyle Men Pro',
      opens_at: '2027-01-11T10:00:00.000Z',
      ruleset_id: 1,
      competitions: [
        { id: 21, name: 'Qualifier', starts_at: '2027-01-18T10:00:00.000Z', is_final: false },
        { id: 22, name: 'Super Final', starts_at: '2027-01-19T10:00:00.000Z', is_final: true },
      ],
    });
  });

  it('says when the event does not exist', async () => {
    serve({
      adminEventDetail: () => {
        throw new ApiError(404, { detail: 'This event does not exist.' });
      },
    });
    render('/admin/events/no-such-stop');
    expect(await screen.findByRole('heading', { name: 'This event does not exist' })).toBeInTheDocument();
    expect(screen.getByText(/No event has the slug “no-such-stop”/)).toBeInTheDocument();
  });
});
