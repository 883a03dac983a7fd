import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '../../api/fetch-stub.testing.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { buildUser, clearAuthCookies, makeJwt, seedTokens } from '../auth/auth-fixtures.testing.ts';
import { authStore } from '../auth/index.ts';
import { gameModeStore } from '../game-mode/game-mode-store.ts';
import { clearToasts, toastStore } from '../toasts/index.ts';
import { EventCard } from './event-card.tsx';
import { buildEvent, buildGame } from './event-fixtures.testing.ts';

const HOUR = 3_600_000;
/** buildEvent() ends on 2026-03-09, so its countdown runs to 2026-03-10T00:00Z. */
const END = Date.parse('2026-03-10T00:00:00Z');

const card = () => screen.getByRole('article', { name: 'Powder Kings Invitational' });
const badge = () => within(card()).queryByRole('timer');
const button = (name: string) =>
  within(card()).queryByRole('link', { name }) ?? within(card()).getByRole('button', { name });

function show(event = buildEvent(), at = '/manager') {
  return renderWithProviders(<EventCard event={event} />, { at });
}

describe('EventCard', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: END - 3 * 24 * HOUR, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    gameModeStore.setState({ mode: null });
    clearToasts();
  });

  it('shows picture placeholder, name, DD Mon dates, location and sports (R4.94)', () => {
    show(
      buildEvent({
        date_from: '2026-02-27',
        date_to: '2026-03-02',
        sports: [
          { name: 'Freeskiing', slug: 'freeskiing' },
          { name: 'Snowboarding', slug: 'snowboarding' },
        ],
      }),
    );
    expect(within(card()).getByRole('heading', { name: 'Powder Kings Invitational' })).toBeInTheDocument();
    expect(within(card()).getByText('27 Feb – 02 Mar')).toBeInTheDocument();
    expect(within(card()).getByText('Hakuba, Japan')).toBeInTheDocument();
    const sports = within(card()).getByRole('list', { name: 'Sports' });
    expect(
      within(sports)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Freeskiing', 'Snowboarding']);
  });

  describe('active: a game is open (R4.78)', () => {
    it("reads 'Play Now' when no game has the viewer's team, and opens the event page (R4.79)", () => {
      show();
      expect(card()).toHaveAttribute('data-card-state', 'active');
      expect(button('Play Now')).toHaveAttribute('href', '/manager/events/powder-kings-invitational');
    });

    it("reads 'Continue Playing' when some games have a team (R4.80)", () => {
      show(
        buildEvent({
          fantasy_games: [
            buildGame({ id: 1, user_team: { id: 5, score: null, rank: null } }),
            buildGame({ id: 2, status: 'UPC' }),
          ],
        }),
      );
      expect(button('Continue Playing')).toHaveAttribute('href', '/manager/events/powder-kings-invitational');
    });

    it("reads 'Teams Submitted' when every game has a team (R4.81)", () => {
      const team = { id: 5, score: null, rank: null };
      show(
        buildEvent({
          fantasy_games: [
            buildGame({ id: 1, user_team: team }),
            buildGame({ id: 2, user_team: { ...team, id: 6 } }),
          ],
        }),
      );
      expect(button('Teams Submitted')).toHaveAttribute('href', '/manager/events/powder-kings-invitational');
    });

    it("shows '{time} Left to play' with whole days while a day or more is left (R4.82, R4.91)", () => {
      show();
      expect(badge()).toHaveTextContent('3 days Left to play');
    });

    it('counts to the latest of the end date and every competition date (R4.90)', () => {
      const late = buildGame({
        competitions: [{ id: 9, name: 'Final', date: '2026-03-12T06:00:00.000Z', is_final: true }],
      });
      show(buildEvent({ fantasy_games: [buildGame(), late] }));
      // 2026-03-07T00:00Z → 2026-03-12T06:00Z is 5 days and 6 hours.
      expect(badge()).toHaveTextContent('5 days Left to play');
    });

    it('ticks HH:MM:SS every second under a day, then reads Expired and stops (R4.82, R4.92, R4.93)', async () => {
      vi.setSystemTime(END - 2 * HOUR - 2_000);
      show();
      expect(badge()).toHaveTextContent('02:00:02 Left to play');
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(badge()).toHaveTextContent('02:00:01 Left to play');
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(badge()).toHaveTextContent('02:00:00 Left to play');
      await act(() => vi.advanceTimersByTimeAsync(2 * HOUR));
      expect(badge()).toHaveTextContent(/^Expired$/);
      expect(vi.getTimerCount()).toBe(0);
      // The game is still open on the server, so the button keeps leading there.
      expect(button('Play Now')).toBeInTheDocument();
    });
  });

  describe('over: every game complete (R4.84)', () => {
    const over = (userTeam: { id: number; score: number; rank: number } | null) =>
      buildEvent({
        date_from: '2026-01-10',
        date_to: '2026-01-12',
        fantasy_games: [
          buildGame({ status: 'CPL' }),
          buildGame({ id: 12, status: 'CPL', user_team: userTeam }),
        ],
      });

    it("reads 'View Results' without teams, leading to the results page (R4.85)", () => {
      show(over(null));
      expect(card()).toHaveAttribute('data-card-state', 'over');
      expect(button('View Results')).toHaveAttribute(
        'href',
        '/manager/events/powder-kings-invitational/results',
      );
      expect(badge()).toBeNull();
    });

    it("reads 'My Results' with a team in any game (R4.86)", () => {
      show(over({ id: 4, score: 312.5, rank: 8 }));
      expect(button('My Results')).toHaveAttribute(
        'href',
        '/manager/events/powder-kings-invitational/results',
      );
    });
  });

  describe('upcoming: no game open yet and not ended (R4.87)', () => {
    it("reads 'Notify Me' with the badge 'Pre-Register Now' (R4.88)", () => {
      show(buildEvent({ fantasy_games: [buildGame({ status: 'UPC' })] }));
      expect(card()).toHaveAttribute('data-card-state', 'upcoming');
      expect(within(card()).getByText('Pre-Register Now')).toBeInTheDocument();
      expect(button('Notify Me').tagName).toBe('BUTTON');
    });

    it('counts an event without games as upcoming while its end date is ahead (R4.87, A30)', () => {
      show(buildEvent({ fantasy_games: [] }));
      expect(button('Notify Me')).toBeInTheDocument();
    });

    describe("'Notify Me' (R4.88, issue 16.4)", () => {
      const upcoming = () =>
        buildEvent({ fantasy_games: [buildGame({ status: 'UPC', opens_at: '2026-03-01T10:00:00.000Z' })] });
      const PATH = 'notifications/reminders/powder-kings-invitational/';
      afterEach(() => {
        vi.unstubAllGlobals();
        clearAuthCookies();
        authStore.setState({ user: null, isAuthenticated: false, isInitialized: true });
      });
      // The card needs the fixed date, the network and waitFor need real timeouts.
      const keepDateOnly = () => {
        vi.useRealTimers();
        vi.useFakeTimers({ now: END - 3 * 24 * HOUR, toFake: ['Date'] });
      };
      const signIn = () => {
        seedTokens({ access: makeJwt(7 * 24 * 3600, Date.now()) });
        authStore.setState({ user: buildUser(), isAuthenticated: true, isInitialized: true });
      };

      it("R4.88: a signed-in player sets the reminder and the button reads 'We’ll notify you'", async () => {
        signIn();
        const api = stubApi({
          [`GET ${PATH}`]: jsonResponse(200, { event_slug: 'powder-kings-invitational', active: false }),
          [`PUT ${PATH}`]: jsonResponse(200, { event_slug: 'powder-kings-invitational', active: true }),
          [`DELETE ${PATH}`]: jsonResponse(200, { event_slug: 'powder-kings-invitational', active: false }),
        });
        keepDateOnly();
        show(upcoming());
        await waitFor(() => expect(api.to('GET', PATH)).toHaveLength(1));
        fireEvent.click(button('Notify Me'));
        await waitFor(() => expect(button('We’ll notify you')).toHaveAttribute('data-reminder', 'on'));
        expect(api.to('PUT', PATH)).toHaveLength(1);
        expect(toastStore.getState().toasts.at(-1)).toMatchObject({
          type: 'success',
          title: 'We’ll notify you',
          message: 'You’ll get a reminder when the games of Powder Kings Invitational open on 01 Mar.',
        });
        // Pressed again, it takes the reminder back.
        fireEvent.click(button('We’ll notify you'));
        await waitFor(() => expect(button('Notify Me')).toHaveAttribute('data-reminder', 'off'));
        expect(api.to('DELETE', PATH)).toHaveLength(1);
      });

      it('R4.88: shows a set reminder as confirmed from the start', async () => {
        signIn();
        stubApi({
          [`GET ${PATH}`]: jsonResponse(200, { event_slug: 'powder-kings-invitational', active: true }),
        });
        keepDateOnly();
        show(upcoming());
        expect(await within(card()).findByRole('button', { name: 'We’ll notify you' })).toBeInTheDocument();
      });

      it('a refused reminder keeps the button as it was and says why in a toast', async () => {
        signIn();
        stubApi({
          [`GET ${PATH}`]: jsonResponse(200, { event_slug: 'powder-kings-invitational', active: false }),
          [`PUT ${PATH}`]: jsonResponse(409, { detail: 'The games of this event are already open.' }),
        });
        keepDateOnly();
        show(upcoming());
        fireEvent.click(button('Notify Me'));
        await waitFor(() =>
          expect(toastStore.getState().toasts.at(-1)).toMatchObject({
            type: 'error',
            message: 'The games of this event are already open.',
          }),
        );
        expect(button('Notify Me')).toHaveAttribute('data-reminder', 'off');
      });

      it('asks a visitor to log in first, carrying the page in next, without calling the server', async () => {
        const api = stubApi();
        const { router } = show(upcoming(), '/quickplay?tab=upcoming');
        fireEvent.click(button('Notify Me'));
        expect(router.state.location.pathname).toBe('/auth');
        expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/quickplay?tab=upcoming');
        expect(api.requests).toEqual([]);
      });
    });
  });

  it("reads 'View Event' otherwise: a game without teams ended before any opened (R4.89, A30)", () => {
    show(buildEvent({ date_from: '2026-01-01', date_to: '2026-01-02', fantasy_games: [] }));
    expect(card()).toHaveAttribute('data-card-state', 'other');
    expect(button('View Event')).toHaveAttribute('href', '/manager/events/powder-kings-invitational');
    expect(badge()).toBeNull();
  });

  it("reads 'View Event' for a mix of complete and upcoming games (R4.89)", () => {
    show(buildEvent({ fantasy_games: [buildGame({ status: 'CPL' }), buildGame({ id: 2, status: 'UPC' })] }));
    expect(button('View Event')).toBeInTheDocument();
  });

  it('links the whole card to the event page of the active mode, keeping the quickplay cup (R2.89, R2.90)', () => {
    gameModeStore.setState({ mode: 'quickplay' });
    show(buildEvent(), '/quickplay/winter-triple-crown');
    const link = within(card()).getByRole('link', { name: 'Powder Kings Invitational' });
    expect(link).toHaveAttribute(
      'href',
      '/quickplay/events/powder-kings-invitational?quickplay_cup_slug=winter-triple-crown',
    );
  });
});
