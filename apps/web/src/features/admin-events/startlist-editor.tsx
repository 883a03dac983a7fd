import type { Athlete, GameDetail } from '@shred/contract';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../api/index.ts';
import { Button } from '../../ui/button.tsx';
import { cx } from '../../ui/class-names.ts';
import { FormAlert } from '../../ui/form-alert.tsx';
import { AthleteAvatar } from '../athletes/athlete-avatar.tsx';
import { toast } from '../toasts/index.ts';
import { useReplaceStartlistMutation } from './admin-game-queries.ts';
import { RemoveIcon } from './admin-icons.tsx';
import { AthletePicker } from './athlete-picker.tsx';
import { fieldClasses } from './field-classes.ts';
import {
  athleteName,
  invalidSeeds,
  rowsFrom,
  SEED_MESSAGE,
  STARTLIST_MAX,
  type StartlistRow,
  sameStartlist,
  startlistBody,
  startlistCount,
} from './startlist-rows.ts';

interface StartlistEditorProps {
  game: GameDetail;
  eventSlug: string;
}

interface RowControlsProps {
  row: StartlistRow;
  rounds: GameDetail['competitions'];
  seedInvalid: boolean;
  onChange: (row: StartlistRow) => void;
  onRemove: () => void;
}

function StartlistRowControls({ row, rounds, seedInvalid, onChange, onRemove }: RowControlsProps) {
  const name = athleteName(row.athlete);
  const seedErrorId = `seed-error-${row.athlete.id}`;
  return (
    <li
      className={cx(
        'grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 px-3 py-2.5 sm:grid-cols-[auto_minmax(0,1fr)_auto_auto_auto_auto]',
        row.withdrawn && 'bg-surface-2/60',
      )}
    >
      <AthleteAvatar athlete={row.athlete} size="sm" />
      <div className="min-w-0">
        <p
          className={cx(
            'truncate text-sm font-medium',
            row.withdrawn ? 'text-muted line-through' : 'text-fg',
          )}
        >
          {name}
        </p>
        <p className="text-xs text-muted">
          {row.athlete.nationality.ioc} · ASPI {Math.round(row.athlete.aspi)}
          {row.withdrawn ? ' · Withdrawn' : ''}
        </p>
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="sm:order-last"
        icon={<RemoveIcon width={16} height={16} />}
        aria-label={`Remove ${name}`}
        onClick={onRemove}
      />
      <div className="col-span-3 flex flex-wrap items-center gap-3 sm:col-span-1 sm:contents">
        {rounds.length > 1 ? (
          <select
            aria-label={`Starting round of ${name}`}
            value={row.competition_id}
            onChange={(event) => onChange({ ...row, competition_id: Number(event.target.value) })}
            className={fieldClasses({ size: 'xs', width: 'w-auto max-w-44' })}
          >
            {rounds.map((round) => (
              <option key={round.id} value={round.id}>
                {round.name}
              </option>
            ))}
          </select>
        ) : null}
        <label className="flex items-center gap-2 text-xs text-muted">
          Seed
          <input
            inputMode="numeric"
            value={row.seed}
            onChange={(event) => onChange({ ...row, seed: event.target.value })}
            aria-label={`Seed of ${name}`}
            aria-invalid={seedInvalid || undefined}
            aria-describedby={seedInvalid ? seedErrorId : undefined}
            placeholder="–"
            className={cx(fieldClasses({ invalid: seedInvalid, size: 'xs', width: 'w-16' }), 'text-center')}
          />
        </label>
        <label className="flex items-center gap-2 text-xs text-muted">
          <input
            type="checkbox"
            checked={row.withdrawn}
            onChange={(event) => onChange({ ...row, withdrawn: event.target.checked })}
            aria-label={`${name} withdrawn`}
            className="size-4 accent-[var(--accent)]"
          />
          Withdrawn
        </label>
        {seedInvalid ? (
          <p id={seedErrorId} className="w-full text-xs text-danger sm:hidden">
            {SEED_MESSAGE}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** The startlist problems the server names, one per entry, or its message alone. */
function SaveFailure({ error }: { error: unknown }) {
  const entries = error instanceof ApiError ? (error.fields.entries ?? []) : [];
  return (
    <FormAlert title="Startlist not saved">
      <p>{errorMessage(error)}</p>
      {entries.length > 1 ? (
        <ul className="mt-2 list-disc pl-5">
          {entries.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </FormAlert>
  );
}

/**
 * A game's startlist: search athletes of its field and add them, remove them, set their
 * round and seed, mark withdrawals; saved as a whole with PUT admin/games/{id}/startlist/.
 */
export function StartlistEditor({ game, eventSlug }: StartlistEditorProps) {
  const save = useReplaceStartlistMutation(eventSlug, game.id);
  const [baseline, setBaseline] = useState(game.startlist);
  const [rows, setRows] = useState(() => rowsFrom(game.startlist));
  const saved = rowsFrom(game.startlist);
  const dirty = !sameStartlist(rows, saved);
  // A fresh copy of the game from the server replaces the list only while nothing is being edited.
  if (baseline !== game.startlist) {
    setBaseline(game.startlist);
    if (sameStartlist(rows, rowsFrom(baseline))) setRows(saved);
  }

  const badSeeds = invalidSeeds(rows);
  const listed = new Set(rows.map((r) => r.athlete.id));
  const firstRound = game.competitions[0]?.id ?? 0;
  const full = rows.length >= STARTLIST_MAX;

  const add = (athlete: Athlete) =>
    setRows((current) => [...current, { athlete, competition_id: firstRound, seed: '', withdrawn: false }]);
  const update = (index: number, row: StartlistRow) =>
    setRows((current) => current.map((r, i) => (i === index ? row : r)));
  const remove = (index: number) => setRows((current) => current.filter((_, i) => i !== index));

  const submit = () => {
    if (badSeeds.size > 0) return;
    save.mutate(startlistBody(rows), {
      onSuccess: (updated) => {
        const savedRows = rowsFrom(updated.startlist);
        setRows(savedRows);
        toast.success(`${updated.name}: ${startlistCount(savedRows)} on the startlist.`, 'Startlist saved');
      },
    });
  };

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <section aria-labelledby={`startlist-${game.id}`} className="flex min-w-0 flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h4
            id={`startlist-${game.id}`}
            className="text-sm font-semibold uppercase tracking-widest text-muted"
          >
            Startlist
          </h4>
          <p aria-live="polite" className="text-sm text-muted">
            {startlistCount(rows)}
            {dirty ? <span className="ml-2 font-semibold text-accent">Unsaved changes</span> : null}
          </p>
        </div>
        {rows.length === 0 ? (
          <p className="rounded-xl border border-dashed border-line px-4 py-8 text-center text-sm text-muted">
            Nobody on the startlist yet. Find athletes of the field and add them.
          </p>
        ) : (
          <ol className="flex flex-col divide-y divide-line overflow-hidden rounded-xl border border-line">
            {rows.map((row, index) => (
              <StartlistRowControls
                key={row.athlete.id}
                row={row}
                rounds={game.competitions}
                seedInvalid={badSeeds.has(row.athlete.id)}
                onChange={(next) => update(index, next)}
                onRemove={() => remove(index)}
              />
            ))}
          </ol>
        )}
        {badSeeds.size > 0 ? (
          <p role="alert" className="text-sm text-danger">
            {SEED_MESSAGE}
          </p>
        ) : null}
        {save.isError ? <SaveFailure error={save.error} /> : null}
        <div className="flex flex-wrap gap-3">
          <Button
            onClick={submit}
            loading={save.isPending}
            disabled={!dirty || badSeeds.size > 0}
            className="max-sm:w-full"
          >
            Save startlist
          </Button>
          {dirty ? (
            <Button
              variant="ghost"
              className="max-sm:w-full"
              onClick={() => {
                save.reset();
                setRows(saved);
              }}
            >
              Undo changes
            </Button>
          ) : null}
        </div>
      </section>
      <AthletePicker sport={game.sport} gender={game.gender} listed={listed} full={full} onAdd={add} />
    </div>
  );
}
