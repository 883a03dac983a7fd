import type { GameDetail } from '@shred/contract';
import { DEFAULT_GAME_CONFIG } from '@shred/game';
import { type RefObject, useState } from 'react';
import { AthleteListItem } from '../../../features/athletes/index.ts';
import { isLocked, useNow } from '../../../features/teams/index.ts';
import { Button } from '../../../ui/button.tsx';
import { StickyAction } from './sticky-action.tsx';

interface CaptainScreenProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
  game: GameDetail;
  picks: readonly number[];
  onCaptain: (athleteId: number) => void;
  /** Picking a stored team anew: an athlete whose competition started cannot become captain. */
  lateSwap: boolean;
}

const MULTIPLIER = DEFAULT_GAME_CONFIG.team.captainMultiplier;

/** After the last pick: one of the five becomes captain and scores ×1.5. */
export function CaptainScreen({ headingRef, game, picks, onCaptain, lateSwap }: CaptainScreenProps) {
  const nowMs = useNow();
  const [chosen, setChosen] = useState<number | null>(null);
  const team = picks.flatMap((id) => game.startlist.filter((e) => e.athlete.id === id));
  const captain = team.find((e) => e.athlete.id === chosen && !(lateSwap && isLocked(e, nowMs)));
  return (
    <section aria-labelledby="captain-heading" className="flex flex-col gap-4">
      <div>
        <h2
          id="captain-heading"
          ref={headingRef}
          tabIndex={-1}
          className="font-display text-2xl font-bold uppercase italic text-fg outline-none"
        >
          Choose your captain
        </h2>
        <p className="text-sm text-muted">Your captain's points count ×{MULTIPLIER}.</p>
      </div>
      <ul className="flex flex-col gap-2">
        {team.map((entry) => {
          const locked = lateSwap && isLocked(entry, nowMs);
          return (
            <li key={entry.athlete.id}>
              <AthleteListItem
                athlete={entry.athlete}
                onSelect={() => setChosen(entry.athlete.id)}
                selected={chosen === entry.athlete.id}
                disabled={locked}
                note={
                  locked
                    ? 'Locked: their competition has started, so they cannot become captain.'
                    : chosen === entry.athlete.id
                      ? `Captain ×${MULTIPLIER}`
                      : null
                }
              />
            </li>
          );
        })}
      </ul>
      <StickyAction>
        <Button
          size="lg"
          fullWidth
          disabled={!captain}
          onClick={() => captain && onCaptain(captain.athlete.id)}
        >
          {captain
            ? `Make ${captain.athlete.first_name} ${captain.athlete.last_name} captain`
            : 'Choose a captain'}
        </Button>
      </StickyAction>
    </section>
  );
}
