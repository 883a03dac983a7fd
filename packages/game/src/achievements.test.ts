import { describe, expect, it } from 'vitest';
import {
  ACHIEVEMENT_ICONS,
  ACHIEVEMENT_KEYS,
  ACHIEVEMENTS,
  achievementByKey,
  achievementsForFollowers,
  achievementsForGamesEntered,
  achievementsForPlacing,
  isAchievementKey,
} from './achievements.ts';

describe('achievements (GAME.md Engagement; spec §3)', () => {
  it('R3.22: each has a key, an icon, a name, a description and a link or none', () => {
    expect(new Set(ACHIEVEMENT_KEYS).size).toBe(ACHIEVEMENTS.length);
    for (const a of ACHIEVEMENTS) {
      expect(a.key).toMatch(/^[a-z0-9_]+$/);
      expect(a.name.length).toBeGreaterThan(0);
      expect(a.description).toMatch(/\.$/);
      expect(ACHIEVEMENT_ICONS).toContain(a.icon);
      expect(a.link === null || a.link.startsWith('/')).toBe(true);
    }
  });

  it('holds the milestones GAME.md names', () => {
    for (const key of [
      'first_team',
      'first_podium',
      'first_draft',
      'first_sale',
      'ten_followers',
      'first_league',
      'first_challenge',
    ]) {
      expect(isAchievementKey(key)).toBe(true);
    }
    expect(isAchievementKey('nope')).toBe(false);
    expect(isAchievementKey(3)).toBe(false);
    expect(achievementByKey('first_podium').name).toBe('First Podium');
  });

  it('a podium is a final rank of 3 or better; first place is also a win', () => {
    expect(achievementsForPlacing(1)).toEqual(['first_podium', 'first_win']);
    expect(achievementsForPlacing(2)).toEqual(['first_podium']);
    expect(achievementsForPlacing(3)).toEqual(['first_podium']);
    expect(achievementsForPlacing(4)).toEqual([]);
    expect(() => achievementsForPlacing(0)).toThrow(RangeError);
  });

  it('10 followers make a crowd; 5 games a regular', () => {
    expect(achievementsForFollowers(9)).toEqual([]);
    expect(achievementsForFollowers(10)).toEqual(['ten_followers']);
    expect(achievementsForFollowers(11)).toEqual(['ten_followers']);
    expect(achievementsForGamesEntered(0)).toEqual([]);
    expect(achievementsForGamesEntered(1)).toEqual(['first_team']);
    expect(achievementsForGamesEntered(4)).toEqual(['first_team']);
    expect(achievementsForGamesEntered(5)).toEqual(['first_team', 'five_games']);
  });
});
