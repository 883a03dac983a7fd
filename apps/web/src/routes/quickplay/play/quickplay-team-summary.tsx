import type { GameDetail, TeamView } from '@shred/contract';
import { isLocked, TeamPickList, useNow } from '../../../features/teams/index.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';

interface QuickplayTeamSummaryProps {
  game: GameDetail;
  team: TeamView;
  gamePage: string;
  onRepick: () => void;
}

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
        <TeamPickList team={team} lockedIds={lockedIds} label="Your quickplay picks" />
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
