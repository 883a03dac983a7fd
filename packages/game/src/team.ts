/** A fantasy team as the rules see it (GAME.md "Teams and the two modes"). */
import type { CardTier } from './tiers.ts';
import type { AthleteId, CardId } from './units.ts';

export type GameMode = 'manager' | 'quickplay';

export interface PickedCard {
  readonly id: CardId;
  readonly tier: CardTier;
}

export interface TeamPick {
  readonly athleteId: AthleteId;
  /** The card played for this athlete in manager mode; null in quickplay. */
  readonly card: PickedCard | null;
}

export interface Team {
  readonly picks: readonly TeamPick[];
  /** The captain's athlete, one of the picks; null while none is chosen. */
  readonly captainId: AthleteId | null;
}

export interface TeamRuleViolation {
  readonly rule: TeamRule;
  /** States the broken rule in words, e.g. 'Pick exactly 5 athletes (this team has 4).' */
  readonly message: string;
  readonly athleteId?: AthleteId;
  readonly cardId?: CardId;
}

export type TeamRule =
  | 'team-size'
  | 'captain-missing'
  | 'captain-not-picked'
  | 'not-in-startlist'
  | 'duplicate-athlete'
  | 'card-missing'
  | 'card-not-owned'
  | 'card-mismatch'
  | 'card-no-contract-games'
  | 'card-in-other-team'
  | 'card-in-quickplay'
  | 'over-budget'
  | 'pick-locked'
  | 'captain-locked';
