import { AthleteListItem, TierBadge, tierBoostLabel } from '../../../features/athletes/index.ts';
import { LockIcon } from '../../../features/events/event-icons.tsx';
import type { Candidate } from '../../../features/teams/index.ts';
import { CheckIcon } from '../../../ui/icons.tsx';

function noteOf(candidate: Candidate, playableCards: number, teamTitle: string): string | null {
  if (candidate.picked && candidate.locked) return 'Locked: their competition has started, this pick stays.';
  if (candidate.blocked) return candidate.blocked;
  const more = playableCards > 1 ? ` · ${playableCards} cards: choose which plays in ${teamTitle}` : '';
  if (candidate.card && !candidate.picked) {
    const games = candidate.card.contractGamesLeft;
    return `Plays your ${candidate.card.tier} card · ${games} contract game${games === 1 ? '' : 's'} left${more}`;
  }
  return more ? `Choose which of your ${playableCards} cards plays in ${teamTitle}` : null;
}

interface CandidateRowProps {
  candidate: Candidate;
  /** How many different cards of the athlete could play (alike copies count once). */
  playableCards: number;
  /** The team panel's heading ('Your team', 'Team 2'), which a card choice points to. */
  teamTitle: string;
  onToggle: () => void;
}

/** One startlist athlete on the Join Game screen: tap to pick or drop, with the card that would play. */
export function CandidateRow({ candidate, playableCards, teamTitle, onToggle }: CandidateRowProps) {
  const { entry, card, picked, locked, blocked } = candidate;
  const fixed = picked && locked;
  return (
    <AthleteListItem
      athlete={entry.athlete}
      onSelect={onToggle}
      selected={picked}
      disabled={fixed || blocked !== null}
      note={
        <span className="inline-flex items-center gap-1">
          {locked ? <LockIcon width={12} height={12} /> : null}
          {noteOf(candidate, playableCards, teamTitle)}
        </span>
      }
      trailing={
        <span className="flex flex-col items-end gap-1">
          {card && blocked === null ? (
            // Phones already show the card among the athlete's own cards; the boost is extra room.
            <span className="hidden sm:block">
              <TierBadge tier={card.tier}>
                <span className="normal-case">{tierBoostLabel(card.tier)}</span>
              </TierBadge>
            </span>
          ) : null}
          <span
            aria-hidden="true"
            className={
              picked
                ? 'grid size-7 place-items-center rounded-full bg-accent text-on-accent'
                : 'grid size-7 place-items-center rounded-full border border-line text-transparent'
            }
          >
            <CheckIcon width={16} height={16} />
          </span>
        </span>
      }
    />
  );
}
