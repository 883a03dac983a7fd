import { type AdminPoolEntry, adminPoolBodySchema } from '@shred/contract';
import { formatPercent } from '@shred/game';
import { useId, useState } from 'react';
import { ApiError, errorMessage } from '../../api/index.ts';
import { Button } from '../../ui/button.tsx';
import { fieldClasses } from '../admin-events/field-classes.ts';
import { AthleteAvatar } from '../athletes/index.ts';
import { useUpdatePoolMutation } from './admin-draft-queries.ts';
import { weightOf } from './draft-form-state.ts';

interface PoolRowProps {
  entry: AdminPoolEntry;
  /** The athlete's chance per card with the weights as typed right now. */
  share: number;
  /** Reports the typed weight so every row's chance follows it. */
  onTyped: (athleteId: number, weight: number | null) => void;
}

/** One athlete of a sport's pool: portrait, weight with its chance, Save and Remove (weight 0). */
export function PoolRow({ entry, share, onTyped }: PoolRowProps) {
  const id = useId();
  const name = `${entry.first_name} ${entry.last_name}`;
  const [text, setText] = useState(String(entry.weight));
  const [typo, setTypo] = useState<string | null>(null);
  const update = useUpdatePoolMutation();
  const dirty = text.trim() !== String(entry.weight);
  const error =
    typo ??
    (update.error instanceof ApiError
      ? (update.error.fields.weight?.join(' ') ?? errorMessage(update.error))
      : update.error
        ? errorMessage(update.error)
        : null);

  const save = (weight: number) => {
    update.mutate(
      { sport: entry.sport, athlete_id: entry.athlete_id, weight },
      { onSuccess: () => onTyped(entry.athlete_id, null) },
    );
  };

  return (
    <li className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-2 px-3 py-3 sm:grid-cols-[auto_minmax(0,1fr)_auto_auto] sm:px-4">
      <AthleteAvatar athlete={{ ...entry, primary_sport: { slug: entry.sport } }} size="md" />
      <div className="min-w-0">
        <p className="truncate font-semibold text-fg">{name}</p>
        <p className="text-xs text-muted">
          ASPI {Math.round(entry.aspi)} ·{' '}
          <span className="font-semibold text-fg">{formatPercent(share)}</span> per card
          {dirty ? <span className="text-lime"> · unsaved</span> : null}
        </p>
      </div>
      <form
        className="col-span-2 flex items-center gap-2 sm:col-span-1"
        onSubmit={(event) => {
          event.preventDefault();
          const weight = adminPoolBodySchema.shape.weight.safeParse(
            text.trim() === '' ? Number.NaN : Number(text),
          );
          if (weight.success) save(weight.data);
          else setTypo(weight.error.issues[0]?.message ?? 'Give a whole-number weight.');
        }}
        noValidate
      >
        <label htmlFor={`${id}-weight`} className="text-sm text-muted">
          Weight<span className="sr-only"> of {name}</span>
        </label>
        <input
          id={`${id}-weight`}
          inputMode="numeric"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setTypo(null);
            update.reset();
            onTyped(entry.athlete_id, weightOf(event.target.value));
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={fieldClasses({ size: 'xs', width: 'w-24', invalid: Boolean(error) })}
        />
        <Button
          type="submit"
          size="sm"
          variant={dirty ? 'primary' : 'secondary'}
          disabled={!dirty}
          loading={update.isPending && update.variables?.weight !== 0}
          aria-label={`Save weight of ${name}`}
        >
          Save
        </Button>
      </form>
      <Button
        size="sm"
        variant="ghost"
        className="col-span-2 justify-self-start text-danger sm:col-span-1"
        loading={update.isPending && update.variables?.weight === 0}
        onClick={() => save(0)}
        aria-label={`Remove ${name} from the pool`}
      >
        Remove
      </Button>
      {error ? (
        <p id={`${id}-error`} role="alert" className="col-span-full text-sm text-danger">
          {error}
        </p>
      ) : null}
    </li>
  );
}
