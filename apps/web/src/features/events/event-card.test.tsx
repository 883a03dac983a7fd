import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { gameModeStore } from '../game-mode/game-mode-store.ts';
import { clearToasts, toastStore } from '../toasts/index.ts';
import { EventCard } from './event-card.tsx';
import { buildEvent, buildGame } from './event-fixtures.testing.ts';
import { NOTIFY_ME_TITLE } from './notify-me.ts';

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

    it('says when games open and that reminders are not sent yet, without calling the server', () => {
      const fetchSpy = vi.spyOn(globalThis, 'fetch');
      show(
        buildEvent({ fantasy_games: [buildGame({ status: 'UPC', opens_at: '2026-03-01T10:00:00.000Z' })] }),
      );
      fireEvent.click(button('Notify Me'));
      const [toast] = toastStore.getState().toasts;
      expect(toast).toMatchObject({ type: 'info', title: NOTIFY_ME_TITLE });
      expect(toast?.message).toContain('Games for Powder Kings Invitational open on 01 Mar.');
      expect(toast?.message).toContain('reminders arrive in a later update');
      expect(fetchSpy).not.toHaveBeenCalled();
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
