import type { FantasyStats, ScoreLineView } from '@shred/contract';
import { describe, expect, it } from 'vitest';
import { SERVER_FONTS } from '../../platform/fonts/bundled-fonts.ts';
import type { ShareArt } from './fantasy-stats-art.queries.ts';
import { escapeXml, fantasyStatsCardSvg, fitSize, fitText } from './fantasy-stats-card.svg.ts';

const line = (name: string, total: number, captain = false): ScoreLineView => ({
  athlete_id: 1,
  athlete_name: name,
  place: 1,
  place_points: 100,
  bonuses: [],
  bonus_points: 0,
  athlete_points: 100,
  tier: null,
  tier_boost: 1,
  is_captain: captain,
  captain_multiplier: captain ? 1.5 : 1,
  line_total: total,
});

const stats = (overrides: Partial<FantasyStats> = {}): FantasyStats => ({
  game: { id: 7, name: 'Slopestyle Men', status: 'CPL', event: { slug: 'laax-open', name: 'Laax Open' } },
  mode: 'manager',
  entries: 1234,
  team: {
    team_id: 1,
    username: 'demo',
    score: 412.75,
    rank: 17,
    top_percent: 2,
    captain: line('Marcus Kleveland', 173.25, true),
    top_picks: [
      line('Marcus Kleveland', 173.25, true),
      line('Mark McMorris', 94.5),
      line('Yuki Kadono', 52.5),
    ],
    lines: [],
    hidden_picks: 0,
  },
  ...overrides,
});

/** The stats team with only some picks shown, as another manager sees a team not fully locked. */
const hiding = (shown: Partial<NonNullable<FantasyStats['team']>>): FantasyStats => {
  const base = stats();
  return { ...base, team: base.team && { ...base.team, ...shown } };
};

describe('fantasy stats share card SVG (R2.21)', () => {
  it('draws all its text in the typefaces the server bundles, not a font the host may lack (issue 10)', () => {
    const families = [...fantasyStatsCardSvg(stats()).matchAll(/font-family="([^",]+)/g)].map((m) => m[1]);
    expect(families.length).toBeGreaterThan(0);
    expect(new Set(families)).toEqual(new Set([SERVER_FONTS.display, SERVER_FONTS.text]));
  });

  it('escapes every piece of user text, so names cannot break out of the SVG', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&#60;a href=&#34;x&#34;&#62;Tom &#38; Jerry&#39;s&#60;/a&#62;',
    );
    const svg = fantasyStatsCardSvg(
      stats({
        game: {
          id: 7,
          name: '</text><script>alert(1)</script>',
          status: 'CPL',
          event: { slug: 'x', name: 'A & B' },
        },
      }),
    );
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&#60;/text&#62;&#60;script&#62;');
    expect(svg).toContain('A &#38; B');
  });

  it('shows event, game, manager, score, rank, Top n %, captain and the top 3 picks, stating the standing once (R2.21)', () => {
    const svg = fantasyStatsCardSvg(stats());
    for (const part of [
      'LAAX OPEN',
      'Slopestyle Men',
      '@demo',
      '412.75',
      '#17',
      'of 1,234 entries',
      '2%',
      'CAPTAIN',
      '1st place · ×1.5',
      '173.25 pts',
      'Mark McMorris',
      'Yuki Kadono',
      'MANAGER',
    ])
      expect(svg, part).toContain(part);
    expect(svg).not.toMatch(/PERCENTILE/i);
  });

  it('says so when there is no team, or no score yet', () => {
    expect(fantasyStatsCardSvg(stats({ team: null, mode: 'quickplay' }))).toMatch(
      /No team in this game[\s\S]*QUICKPLAY|QUICKPLAY[\s\S]*No team in this game/,
    );
    const pending = stats();
    if (pending.team) pending.team = { ...pending.team, score: null, rank: null };
    expect(fantasyStatsCardSvg(pending)).toContain('Awaiting results');
  });

  it('draws a padlock and "Line-up revealed at lock" for a line-up none of whose picks has locked (issue 11.1)', () => {
    const svg = fantasyStatsCardSvg(hiding({ captain: null, top_picks: [], hidden_picks: 5 }));
    expect(svg).toContain('Line-up revealed at lock');
    expect(svg).toContain('5 picks show as their competitions start');
    expect(svg).not.toContain('CAPTAIN');
    expect(svg).not.toContain('TOP PICKS');
    expect(svg).not.toContain('clip-path=');
    // The score and standing still show.
    expect(svg).toContain('412.75');
    expect(svg).toContain('#17');
  });

  it('stands a padlock in for a captain not locked yet and counts the hidden picks by the top picks (issue 11.1)', () => {
    const svg = fantasyStatsCardSvg(
      hiding({ captain: null, top_picks: [line('Mark McMorris', 94.5)], hidden_picks: 1 }),
    );
    expect(svg).toContain('Captain revealed at lock');
    expect(svg).toContain('1 pick revealed at lock');
    expect(svg).toContain('Mark McMorris');
    expect(svg).not.toContain('Marcus Kleveland');
    expect(svg.match(/clip-path="url\(#(captain|pick\d)clip\)"/g)).toEqual(['clip-path="url(#pick0clip)"']);
    // A fully shown team says nothing of locks.
    expect(fantasyStatsCardSvg(stats())).not.toMatch(/revealed at lock/);
  });

  it('cuts long text with an ellipsis and shrinks big text to fit, never below its minimum', () => {
    expect(fitText('Short', 500, 36)).toBe('Short');
    const cut = fitText('Marcus Kleveland-Verylongname the Third', 300, 36);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThan(20);
    expect(fitSize('412', 770, 200, 96)).toBe(200);
    expect(fitSize('12,345.75', 770, 200, 96)).toBeLessThan(200);
    expect(fitSize('W'.repeat(200), 770, 200, 96)).toBe(96);
  });

  it('draws the game’s event art and the portraits of the captain and top picks, ringed in their tier', () => {
    const art: ShareArt = {
      scene: { seed: 'laax-open', sport: 'snowboarding', discipline: 'slopestyle' },
      athletes: new Map([[1, { seed: 'marcus-kleveland', gender: 'M', sport: 'snowboarding' }]]),
    };
    const withTiers = stats();
    if (withTiers.team) {
      withTiers.team.top_picks = withTiers.team.top_picks.map((pick, i) => ({
        ...pick,
        tier: i === 0 ? 'legendary' : null,
      }));
    }
    const svg = fantasyStatsCardSvg(withTiers, art);
    // The banner is the web app's event art of the same scene, at the card's width.
    expect(svg).toMatch(/<svg x="0" y="0" width="1080" height="460" viewBox="0 0 470 200"/);
    expect(svg).not.toBe(
      fantasyStatsCardSvg(withTiers, { ...art, scene: { seed: 'laax-open', sport: 'surfing' } }),
    );
    // One portrait for the captain and one per top pick, each clipped to a circle.
    expect(svg.match(/clip-path="url\(#(captain|pick\d)clip\)"/g)).toHaveLength(4);
    // The legendary pick is ringed in gold foil; a pick without a card in the plain line colour.
    expect(svg).toMatch(/<linearGradient id="pick0ring"[^>]*><stop offset="0" stop-color="#fffbeb"\/>/);
    expect(svg).toContain('stroke="url(#pick0ring)"');
    expect(svg).not.toContain('id="pick1ring"');
  });

  it('draws a portrait even for an athlete the art does not know, seeded by the id', () => {
    const plain = fantasyStatsCardSvg(stats());
    expect(plain).toContain('clip-path="url(#captainclip)"');
    expect(plain).toBe(fantasyStatsCardSvg(stats()));
  });
});
