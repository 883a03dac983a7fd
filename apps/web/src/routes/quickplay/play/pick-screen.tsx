import type { GameDetail } from '@shred/contract';
import { type RefObject, useState } from 'react';
import { AthleteListItem } from '../../../features/athletes/index.ts';
import { quickplayChoices, useNow } from '../../../features/teams/index.ts';
import { Button } from '../../../ui/button.tsx';
import { StickyAction } from './sticky-action.tsx';

interface PickScreenProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
  game: GameDetail;
  /** 1 … team size. */
  number: number;
  picks: readonly number[];
  nameOf: (id: number) => string | undefined;
  onPick: (athleteId: number) => void;
}

/** One pick: choose an athlete the budget allows, then lock them in for good. */
export function PickScreen({ headingRef, game, number, picks, nameOf, onPick }: PickScreenProps) {
  const nowMs = useNow();
  const [chosen, setChosen] = useState<number | null>(null);
  const choices = quickplayChoices(game.startlist, picks, game.quickplay_budget, game.team_size, nowMs);
  const selected = choices.find((c) => c.entry.athlete.id === chosen && c.blocked === null) ?? null;

  return (
    <section aria-labelledby="pick-heading" className="flex flex-col gap-4">
      <div>
        <h2
          id="pick-heading"
          ref={headingRef}
          tabIndex={-1}
          className="font-display text-2xl font-bold uppercase italic text-fg outline-none"
        >
          Pick {number} of {game.team_size}
        </h2>
        <p className="text-sm text-muted">
          Choose one athlete. Once locked in, a pick stays: there is no going back.
        </p>
        {picks.length > 0 ? (
          <p className="mt-2 text-sm text-fg">
            <span className="text-muted">Your team so far: </span>
            {picks.map((id) => nameOf(id)).join(', ')}
          </p>
        ) : null}
      </div>
      <ul className="flex flex-col gap-2">
        {choices.map(({ entry, price, blocked }) => (
          <li key={entry.athlete.id}>
            <AthleteListItem
              athlete={entry.athlete}
              onSelect={() => setChosen(entry.athlete.id)}
              selected={selected?.entry.athlete.id === entry.athlete.id}
              disabled={blocked !== null}
              note={blocked}
              trailing={
                <span className="flex min-w-14 flex-col items-end">
                  <span className="font-display text-xl font-bold tabular-nums text-fg">{price}</span>
                  <span className="text-[11px] font-semibold uppercase tracking-wide text-muted">
                    credits
                  </span>
                </span>
              }
            />
          </li>
        ))}
      </ul>
      <StickyAction>
        <Button
          size="lg"
          fullWidth
          disabled={!selected}
          onClick={() => selected && onPick(selected.entry.athlete.id)}
        >
          {selected
            ? `Lock in ${nameOf(selected.entry.athlete.id)} · ${selected.price} credits`
            : 'Choose an athlete to lock in'}
        </Button>
      </StickyAction>
    </section>
  );
}
