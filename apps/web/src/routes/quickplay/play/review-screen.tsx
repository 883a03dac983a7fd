import type { GameDetail } from '@shred/contract';
import { athletePrice, DEFAULT_GAME_CONFIG } from '@shred/game';
import type { RefObject } from 'react';
import { errorMessage } from '../../../api/index.ts';
import { AthleteAvatar, AthleteFlag } from '../../../features/athletes/index.ts';
import type { QuickplayDraft } from '../../../features/teams/index.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';

interface ReviewScreenProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
  game: GameDetail;
  draft: QuickplayDraft;
  spent: number;
  left: number;
  signedIn: boolean;
  saving: boolean;
  error: unknown;
  /** Saving new picks for a stored team rather than entering a new one. */
  editing: boolean;
  nameOf: (id: number) => string | undefined;
  describe: (message: string) => string;
  onSubmit: () => void;
  onStartOver: () => void;
}

const MULTIPLIER = DEFAULT_GAME_CONFIG.team.captainMultiplier;

/** The finished team with its cost; submitting needs an account, and the picks wait through sign-in. */
export function ReviewScreen(props: ReviewScreenProps) {
  const { headingRef, game, draft, spent, left, signedIn, saving, error, editing, nameOf, describe } = props;
  const team = draft.picks.flatMap((id) => game.startlist.filter((e) => e.athlete.id === id));
  return (
    <section aria-labelledby="review-heading" className="flex flex-col gap-4">
      <div>
        <h2
          id="review-heading"
          ref={headingRef}
          tabIndex={-1}
          className="font-display text-2xl font-bold uppercase italic text-fg outline-none"
        >
          Your team
        </h2>
        <p className="text-sm text-muted">
          {spent} credits spent, {left} left.{' '}
          {editing ? 'Save to replace your team.' : 'Submit to enter the game.'}
        </p>
      </div>
      <Card padded={false} className="overflow-hidden">
        <ol className="divide-y divide-line">
          {team.map((entry) => {
            const captain = entry.athlete.id === draft.captainId;
            return (
              <li key={entry.athlete.id} className="flex items-center gap-3 px-4 py-3">
                <AthleteAvatar athlete={entry.athlete} size="sm" />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate font-semibold text-fg">{nameOf(entry.athlete.id)}</span>
                  <span className="flex items-center gap-1.5 text-xs text-muted">
                    <AthleteFlag ioc={entry.athlete.nationality.ioc} />
                    {entry.athlete.nationality.ioc}
                  </span>
                </span>
                {captain ? (
                  <span className="rounded-md bg-accent px-2 py-0.5 text-xs font-bold uppercase text-on-accent">
                    Captain ×{MULTIPLIER}
                  </span>
                ) : null}
                <span className="w-16 text-right font-semibold tabular-nums text-fg">
                  {athletePrice(entry.athlete.aspi)} cr
                </span>
              </li>
            );
          })}
        </ol>
      </Card>
      {error ? (
        <FormAlert title="The team was not saved">
          <p>{describe(errorMessage(error))}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={props.onStartOver}>
            {editing ? 'Pick again' : 'Start a new team'}
          </Button>
        </FormAlert>
      ) : null}
      {signedIn ? null : (
        <p className="text-sm text-muted">
          Sign in or create an account to submit. Your picks are kept while you do.
        </p>
      )}
      <Button size="lg" fullWidth loading={saving} onClick={props.onSubmit}>
        {signedIn ? (editing ? 'Save changes' : 'Submit team') : 'Sign in to submit'}
      </Button>
    </section>
  );
}
