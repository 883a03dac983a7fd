import { describe, expect, it } from 'vitest';
import {
  cupSlugOfRoute,
  eventPageLink,
  eventResultsLink,
  gamePageLink,
  playAreaOf,
  playLink,
} from './event-links.ts';

describe('event page link (spec §2 "Event page routing")', () => {
  it('is /{gameMode}/events/{slug} for the active game mode (R2.89)', () => {
    expect(eventPageLink('powder-kings', { gameMode: 'manager', cupSlug: null })).toBe(
      '/manager/events/powder-kings',
    );
    expect(eventPageLink('powder-kings', { gameMode: 'quickplay', cupSlug: null })).toBe(
      '/quickplay/events/powder-kings',
    );
  });

  it('falls back to manager links in admin mode and without a mode, as /all/events has no page (R2.89, A8)', () => {
    expect(eventPageLink('powder-kings', { gameMode: 'all', cupSlug: null })).toBe(
      '/manager/events/powder-kings',
    );
    expect(eventPageLink('powder-kings', { gameMode: null, cupSlug: null })).toBe(
      '/manager/events/powder-kings',
    );
    expect(playAreaOf('all')).toBe('manager');
  });

  it('adds quickplay_cup_slug with the current route’s slug in quickplay mode (R2.90)', () => {
    expect(eventPageLink('powder-kings', { gameMode: 'quickplay', cupSlug: 'winter-triple-crown' })).toBe(
      '/quickplay/events/powder-kings?quickplay_cup_slug=winter-triple-crown',
    );
  });

  it('never adds the cup outside quickplay (R2.90)', () => {
    expect(eventPageLink('powder-kings', { gameMode: 'manager', cupSlug: 'winter-triple-crown' })).toBe(
      '/manager/events/powder-kings',
    );
  });

  it('encodes slugs that are not URL-safe', () => {
    expect(eventPageLink('a b/c', { gameMode: 'manager', cupSlug: null })).toBe('/manager/events/a%20b%2Fc');
  });
});

describe('the current route’s cup slug (R2.90, A8)', () => {
  it('is the slug of /quickplay/{slug}', () => {
    expect(cupSlugOfRoute('/quickplay/winter-triple-crown', '')).toBe('winter-triple-crown');
    expect(cupSlugOfRoute('/quickplay/winter-triple-crown/', '?x=1')).toBe('winter-triple-crown');
  });

  it('is carried over unchanged from quickplay_cup_slug on quickplay event and game pages', () => {
    expect(cupSlugOfRoute('/quickplay/events/powder-kings', '?quickplay_cup_slug=summer-shred-series')).toBe(
      'summer-shred-series',
    );
    expect(
      cupSlugOfRoute('/quickplay/events/powder-kings/12', '?quickplay_cup_slug=summer-shred-series'),
    ).toBe('summer-shred-series');
  });

  it('is absent elsewhere: the quickplay home, event pages opened without a cup, manager pages', () => {
    expect(cupSlugOfRoute('/quickplay', '')).toBeNull();
    expect(cupSlugOfRoute('/quickplay/events', '')).toBeNull();
    expect(cupSlugOfRoute('/quickplay/events/powder-kings', '')).toBeNull();
    expect(cupSlugOfRoute('/manager/events/powder-kings', '?quickplay_cup_slug=x')).toBeNull();
    expect(cupSlugOfRoute('/manager', '')).toBeNull();
  });
});

describe('game, play and results links', () => {
  const quickplay = { gameMode: 'quickplay', cupSlug: 'winter-triple-crown' } as const;
  const manager = { gameMode: 'manager', cupSlug: null } as const;

  it('puts the game page below its event page, keeping the cup in quickplay', () => {
    expect(gamePageLink('powder-kings', 12, manager)).toBe('/manager/events/powder-kings/12');
    expect(gamePageLink('powder-kings', 12, quickplay)).toBe(
      '/quickplay/events/powder-kings/12?quickplay_cup_slug=winter-triple-crown',
    );
  });

  it('sends players to Join Game or Quickplay Mode', () => {
    expect(playLink('powder-kings', 12, manager)).toBe('/manager/events/powder-kings/12/play');
    expect(playLink('powder-kings', 12, quickplay)).toBe(
      '/quickplay/events/powder-kings/12/play?quickplay_cup_slug=winter-triple-crown',
    );
  });

  it('shows results on the manager results page of the event', () => {
    expect(eventResultsLink('powder-kings')).toBe('/manager/events/powder-kings/results');
  });
});
