import type { GameDetail, TeamView } from '@shred/contract';
import { DEFAULT_GAME_CONFIG } from '@shred/game';
import { AthleteFlag } from '../../../features/athletes/index.ts';
import { LockIcon } from '../../../features/events/event-icons.tsx';
import { isLocked, useNow } from '../../../features/teams/index.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';

interface QuickplayTeamSummaryProps {
  game: GameDetail;
  team: TeamView;
  gamePage: string;
  onRepick: () => void;
}

const MULTIPLIER = DEFAULT_GAME_CONFIG.team.captainMultiplier;

/**
 * The viewer's quickplay team in this game. Until its picks lock it can be picked anew, one
 * screen at a time again, keeping the picks whose competition already started.
 */
export function QuickplayTeamSummary({ game, team, gamePage, onRepick }: QuickplayTeamSummaryProps) {
  const nowMs = useNow();
  const lockedIds = new Set(
    game.startlist.filter((entry) => isLocked(entry, nowMs)).map((entry) => entry.athlete.id),
  );
  const open = team.picks.some((pick) => !lockedIds.has(pick.athlete.id));
  return (
    <section aria-labelledby="quickplay-team" className="flex flex-col gap-4">
      <div>
        <h2 id="quickplay-team" className="font-display text-2xl font-bold uppercase italic text-fg">
          Your quickplay team is in
        </h2>
        <p className="text-sm text-muted">
          {open
            ? 'You can pick it anew until the competitions start; picks already locked stay.'
            : 'Every pick is locked: the competitions have started.'}
        </p>
      </div>
      <Card padded={false} className="overflow-hidden">
        <ol className="divide-y divide-line">
          {team.picks.map((pick) => (
            <li key={pick.athlete.id} className="flex items-center gap-3 px-4 py-3">
              <AthleteFlag ioc={pick.athlete.nationality.ioc} />
              <span className="min-w-0 flex-1 truncate font-semibold text-fg">
                {pick.athlete.first_name} {pick.athlete.last_name}
              </span>
              {lockedIds.has(pick.athlete.id) ? (
                <span className="inline-flex items-center gap-1 text-xs text-muted">
                  <LockIcon width={12} height={12} /> Locked
                </span>
              ) : null}
              {pick.athlete.id === team.captain_id ? (
                <span className="rounded-md bg-accent px-2 py-0.5 text-xs font-bold uppercase text-on-accent">
                  Captain ×{MULTIPLIER}
                </span>
              ) : null}
              {pick.price !== null ? (
                <span className="w-14 text-right font-semibold tabular-nums text-fg">{pick.price} cr</span>
              ) : null}
            </li>
          ))}
        </ol>
      </Card>
      <div className="flex flex-wrap gap-2">
        {open ? <Button onClick={onRepick}>Pick a new team</Button> : null}
        <ButtonLink to={gamePage} variant="secondary">
          Go to the game
        </ButtonLink>
      </div>
    </section>
  );
}
