import type { GameDetail, GameStatus } from '@shred/contract';
import { errorMessage } from '../../api/index.ts';
import { Button } from '../../ui/button.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { confirm } from '../modals/index.ts';
import { toast } from '../toasts/index.ts';
import { useFinaliseGameMutation, useForceGameStatusMutation } from './admin-game-queries.ts';
import { GAME_STATUS_LABELS } from './game-status.tsx';
import { formatInstant } from './local-date-time.ts';

const STATUSES = ['UPC', 'OPN', 'CPL'] as const;

/** What each move means, asked before it happens. */
function question(game: GameDetail, to: GameStatus) {
  switch (to) {
    case 'OPN':
      return {
        title: `Open ${game.name} now?`,
        message: `Managers can enter teams at once. Left alone, the schedule opens it on ${formatInstant(game.opens_at)}.`,
        confirmText: 'Open now',
      };
    case 'UPC':
      return {
        title: `Send ${game.name} back to upcoming?`,
        message:
          'Entries close until the schedule opens it. The server refuses this once teams are in, or when the entry window has already started.',
        confirmText: 'Back to upcoming',
      };
    case 'CPL':
      return {
        title: `Finalise ${game.name}?`,
        message:
          'Its results become final: scores and ranks are fixed, and every card played in it spends one contract game. This cannot be undone.',
        confirmText: 'Finalise game',
        danger: true,
      };
  }
}

/**
 * Force a game's status (GAME.md: transitions "can be forced by staff"): open it early or send
 * it back, each after a confirmation; completing goes through finalising, which also fixes
 * the scores and spends contract games.
 */
export function GameStatusControl({ game, eventSlug }: { game: GameDetail; eventSlug: string }) {
  const force = useForceGameStatusMutation(eventSlug, game.id);
  const finalise = useFinaliseGameMutation(eventSlug, game.id);
  const busy = force.isPending || finalise.isPending;
  const failure = force.error ?? finalise.error;

  const move = async (to: GameStatus) => {
    if (!(await confirm(question(game, to)))) return;
    force.reset();
    finalise.reset();
    if (to === 'CPL') {
      finalise.mutate(undefined, { onSuccess: (done) => toast.success(done.detail, 'Game finalised') });
    } else {
      force.mutate(to, {
        onSuccess: (updated) =>
          toast.success(
            `${updated.name} is ${GAME_STATUS_LABELS[updated.status].toLowerCase()}.`,
            'Status changed',
          ),
      });
    }
  };

  return (
    <section aria-labelledby={`status-${game.id}`} className="flex flex-col gap-3">
      <h4 id={`status-${game.id}`} className="text-sm font-semibold uppercase tracking-widest text-muted">
        Status
      </h4>
      <fieldset className="grid grid-cols-3 gap-1 rounded-xl border border-line bg-surface-2 p-1 sm:w-fit">
        <legend className="sr-only">Status of {game.name}</legend>
        {STATUSES.map((status) => {
          const current = game.status === status;
          return (
            <Button
              key={status}
              size="sm"
              variant={current ? 'primary' : 'ghost'}
              aria-pressed={current}
              // The current status stays in full colour: pressing it again does nothing.
              disabled={!current && (game.status === 'CPL' || busy)}
              loading={
                busy && !current && (status === 'CPL' ? finalise.isPending : force.variables === status)
              }
              onClick={current ? undefined : () => void move(status)}
              className="sm:min-w-28"
            >
              {GAME_STATUS_LABELS[status]}
            </Button>
          );
        })}
      </fieldset>
      <p className="text-sm text-muted">
        {game.status === 'UPC' ? `Entries open ${formatInstant(game.opens_at)} by schedule.` : null}
        {game.status === 'OPN' ? 'Entries are open. Finalise once the results are complete.' : null}
        {game.status === 'CPL'
          ? `Final${game.scored_at ? `, scored ${formatInstant(game.scored_at)}` : ''}: its rounds and startlist can no longer change.`
          : null}
      </p>
      {failure ? <FormAlert title="Status not changed">{errorMessage(failure)}</FormAlert> : null}
    </section>
  );
}
