/**
 * Achievements (GAME.md "Engagement", spec §3 R3.22): milestones a manager reaches once, each
 * with an icon, a name, a description and an optional link, shown in the achievement modal the
 * first time and listed on the profile after.
 */

/** The icons the app draws for achievements (one picture each, shipped with the app). */
export const ACHIEVEMENT_ICONS = [
  'team',
  'podium',
  'trophy',
  'calendar',
  'draft',
  'sale',
  'cart',
  'followers',
  'league',
  'challenge',
] as const;
export type AchievementIcon = (typeof ACHIEVEMENT_ICONS)[number];

export interface AchievementDefinition {
  readonly key: string;
  readonly name: string;
  readonly description: string;
  readonly icon: AchievementIcon;
  /** Where 'Learn More' leads (an address of the app); none, no button. */
  readonly link: string | null;
}

/** A final rank at most this good is a podium. */
export const PODIUM_RANK = 3;
/** Followers that make a crowd. */
export const FOLLOWERS_FOR_CROWD = 10;
/** Games entered that make a regular. */
export const GAMES_FOR_REGULAR = 5;

/** Every achievement, in the order a manager usually earns them (the profile lists them so). */
export const ACHIEVEMENTS = [
  {
    key: 'first_team',
    name: 'First Team',
    description: 'You entered your first team in a game.',
    icon: 'team',
    link: '/how-to',
  },
  {
    key: 'first_league',
    name: 'League Rookie',
    description: 'You joined your first league.',
    icon: 'league',
    link: null,
  },
  {
    key: 'first_draft',
    name: 'First Draft',
    description: 'You opened your first draft of athlete cards.',
    icon: 'draft',
    link: null,
  },
  {
    key: 'first_buy',
    name: 'Market Debut',
    description: 'You bought your first card on the market.',
    icon: 'cart',
    link: null,
  },
  {
    key: 'first_sale',
    name: 'First Sale',
    description: 'Another manager bought a card you listed on the market.',
    icon: 'sale',
    link: null,
  },
  {
    key: 'first_podium',
    name: 'First Podium',
    description: `One of your teams finished a completed game in the top ${PODIUM_RANK}.`,
    icon: 'podium',
    link: '/manager/rewards',
  },
  {
    key: 'first_win',
    name: 'Champion',
    description: 'One of your teams finished a completed game in first place.',
    icon: 'trophy',
    link: '/manager/rewards',
  },
  {
    key: 'five_games',
    name: 'Regular',
    description: `You entered teams in ${GAMES_FOR_REGULAR} different games.`,
    icon: 'calendar',
    link: null,
  },
  {
    key: 'ten_followers',
    name: 'Crowd Puller',
    description: `${FOLLOWERS_FOR_CROWD} managers follow you.`,
    icon: 'followers',
    link: null,
  },
  {
    key: 'first_challenge',
    name: 'Challenge Accepted',
    description: 'You completed your first challenge.',
    icon: 'challenge',
    link: null,
  },
] as const satisfies readonly AchievementDefinition[];

export type AchievementKey = (typeof ACHIEVEMENTS)[number]['key'];

export const ACHIEVEMENT_KEYS: readonly AchievementKey[] = ACHIEVEMENTS.map((a) => a.key);

export function isAchievementKey(value: unknown): value is AchievementKey {
  return typeof value === 'string' && (ACHIEVEMENT_KEYS as readonly string[]).includes(value);
}

export function achievementByKey(key: AchievementKey): AchievementDefinition {
  const found = ACHIEVEMENTS.find((a) => a.key === key);
  if (!found) throw new RangeError(`unknown achievement ${key}`);
  return found;
}

/** What a manager's best final rank in a completed game earns. */
export function achievementsForPlacing(rank: number): AchievementKey[] {
  if (!Number.isInteger(rank) || rank < 1) throw new RangeError(`rank ${rank}`);
  const earned: AchievementKey[] = [];
  if (rank <= PODIUM_RANK) earned.push('first_podium');
  if (rank === 1) earned.push('first_win');
  return earned;
}

/** What reaching `followers` followers earns. */
export const achievementsForFollowers = (followers: number): AchievementKey[] =>
  followers >= FOLLOWERS_FOR_CROWD ? ['ten_followers'] : [];

/** What entering teams in `games` different games earns (the first team is earned by any team). */
export function achievementsForGamesEntered(games: number): AchievementKey[] {
  const earned: AchievementKey[] = [];
  if (games >= 1) earned.push('first_team');
  if (games >= GAMES_FOR_REGULAR) earned.push('five_games');
  return earned;
}
