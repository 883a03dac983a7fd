import { CHALLENGE_IMPORT_COLUMNS, type ChallengeImportColumn } from '@shred/contract';
import { csvCell } from '../../../features/admin-events/results-template.ts';

/** What each import column holds, for the reference beside the form. */
export const IMPORT_COLUMN_NOTES: Record<ChallengeImportColumn, string> = {
  set_name: 'The set the challenge belongs to. Rows with the same set name make one set.',
  set_description: 'Optional: the set’s words for players.',
  set_starts_at: 'When the set starts, e.g. 2027-03-01T00:00:00Z (an offset such as +01:00 works too).',
  set_ends_at: 'When it ends; after the start.',
  name: 'The challenge’s name.',
  description: 'Optional: a line telling players how to do it.',
  condition: 'join_games, captain_top3, open_draft, market_buy, follow_managers or join_league.',
  target: 'How many times, from 1.',
  reward_kind: 'credits, card or xp.',
  reward_amount: 'Credits or XP given; 1 for a card.',
  reward_card_tier: 'Only for a card: common, rare, epic or legendary.',
};

const line = (cells: ReadonlyArray<string | number>) => cells.map(csvCell).join(',');

/** A filled-in example for next month, to download and edit: one set of three challenges. */
export function importTemplate(now: Date): string {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 15));
  const dates = [start.toISOString().replace('.000Z', 'Z'), end.toISOString().replace('.000Z', 'Z')];
  const set = ['Spring Kick-off, Week 1', 'Two weeks to get going', ...dates];
  return `${[
    CHALLENGE_IMPORT_COLUMNS.join(','),
    line([...set, 'Join 3 games', 'Any sport counts', 'join_games', 3, 'credits', 300, '']),
    line([...set, 'Captain on the podium', '', 'captain_top3', 1, 'card', 1, 'rare']),
    line([...set, 'Follow 5 managers', '', 'follow_managers', 5, 'xp', 150, '']),
  ].join('\n')}\n`;
}
