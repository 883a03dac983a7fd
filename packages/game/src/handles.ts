/**
 * A username proposed to a new manager: an adjective and a word of the action sports, then
 * two digits ('SidewaysCarve42'). Made from nothing the person typed, so it never gives away
 * a piece of their e-mail. Every handle fits the username rules (3–30 letters and digits).
 */
export const HANDLE_ADJECTIVES = [
  'Sideways',
  'Frontside',
  'Backside',
  'Switch',
  'Stoked',
  'Steezy',
  'Fakie',
  'Mellow',
  'Flowy',
  'Buttery',
  'Tweaked',
  'Dialed',
  'Rowdy',
  'Sendy',
  'Smooth',
  'Loose',
  'Salty',
  'Fresh',
  'Lofty',
  'Gnarly',
  'Sketchy',
  'Styled',
  'Boosted',
  'Floaty',
] as const;

export const HANDLE_NOUNS = [
  'Carve',
  'Ollie',
  'Kickflip',
  'Barrel',
  'Grind',
  'Tailgrab',
  'Kicker',
  'Berm',
  'Manual',
  'Rail',
  'Cutback',
  'Powder',
  'Airtime',
  'Wheelie',
  'Bonk',
  'Halfpipe',
  'Slash',
  'Shifty',
  'Method',
  'Backflip',
  'Nosegrab',
  'Dropin',
  'Tabletop',
  'Wakeskate',
] as const;

/** Two digits, 10 to 99. */
const NUMBER_MIN = 10;
const NUMBER_COUNT = 90;

/**
 * A handle from a random source: `pick(count)` answers a whole number from 0 to count − 1
 * (the caller's randomness, so the rule stays pure and testable).
 */
export function proposeHandle(pick: (count: number) => number): string {
  const adjective = HANDLE_ADJECTIVES[pick(HANDLE_ADJECTIVES.length)] ?? HANDLE_ADJECTIVES[0];
  const noun = HANDLE_NOUNS[pick(HANDLE_NOUNS.length)] ?? HANDLE_NOUNS[0];
  return `${adjective}${noun}${NUMBER_MIN + (pick(NUMBER_COUNT) % NUMBER_COUNT)}`;
}
