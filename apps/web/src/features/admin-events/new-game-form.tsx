import type { AdminEvent } from '@shred/contract';
import { toast } from '../toasts/index.ts';
import { useCreateGameMutation } from './admin-game-queries.ts';
import { useSportsQuery } from './catalog-queries.ts';
import { GameForm } from './game-form.tsx';
import { gameCreateFormSchema, gameFormValues, newGameFormValues } from './game-form-schema.ts';

interface NewGameFormProps {
  event: AdminEvent;
  onCreated: (gameId: number) => void;
  onCancel: () => void;
}

/** Add a game to the event: sport, discipline, field, ruleset and rounds; the startlist follows. */
export function NewGameForm({ event, onCreated, onCancel }: NewGameFormProps) {
  const create = useCreateGameMutation(event.slug);
  const sports = useSportsQuery();
  const sport = event.sports[0]?.slug ?? '';
  const discipline = sports.data?.find((s) => s.slug === sport)?.disciplines[0]?.slug ?? '';
  return (
    <GameForm
      // The first discipline is known once the sports load: start the form again with it.
      key={discipline}
      mode="create"
      schema={gameCreateFormSchema}
      defaultValues={newGameFormValues(sport, discipline, event.date_from)}
      eventSports={event.sports}
      saving={create.isPending}
      submitLabel="Add game"
      onCancel={onCancel}
      onSave={async (body) => {
        const game = await create.mutateAsync(body);
        toast.success(`${game.name} is added. Its startlist is next.`, 'Game added');
        onCreated(game.id);
        return gameFormValues(game);
      }}
    />
  );
}
