import type { GameDetail } from '@shred/contract';
import { toast } from '../toasts/index.ts';
import { useUpdateGameMutation } from './admin-game-queries.ts';
import { GameForm, GENDER_LABELS } from './game-form.tsx';
import { gameFormValues, gameUpdateFormSchema } from './game-form-schema.ts';

/** Edit a game's name, entry window, ruleset and rounds; a complete game only shows them. */
export function GameSettings({ game, eventSlug }: { game: GameDetail; eventSlug: string }) {
  const update = useUpdateGameMutation(eventSlug, game.id);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        {game.sport.name} · {game.discipline.name} · {GENDER_LABELS[game.gender]}
        <span className="block text-xs">Sport, discipline and field are fixed once a game exists.</span>
      </p>
      {game.status === 'CPL' ? (
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted">Ruleset</dt>
            <dd className="text-fg">{game.ruleset.name}</dd>
          </div>
          <div>
            <dt className="text-muted">Rounds</dt>
            <dd className="text-fg">{game.competitions.map((c) => c.name).join(', ')}</dd>
          </div>
        </dl>
      ) : (
        <GameForm
          key={game.id}
          mode="edit"
          schema={gameUpdateFormSchema}
          defaultValues={gameFormValues(game)}
          eventSports={[game.sport]}
          saving={update.isPending}
          submitLabel="Save game"
          onSave={async (body) => {
            const saved = await update.mutateAsync(body);
            toast.success(`${saved.name} is saved.`, 'Game saved');
            return gameFormValues(saved);
          }}
        />
      )}
    </div>
  );
}
