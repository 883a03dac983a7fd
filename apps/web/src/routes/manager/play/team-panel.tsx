import { DEFAULT_GAME_CONFIG } from '@shred/game';
import { type ReactNode, useId } from 'react';
import { AthleteAvatar, TierBadge, tierBoostLabel } from '../../../features/athletes/index.ts';
import { LockIcon } from '../../../features/events/event-icons.tsx';
import {
  type BuilderContext,
  type BuilderTeam,
  canMakeCaptain,
  cardChoices,
  chooseCard,
  isLocked,
  togglePick,
} from '../../../features/teams/index.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { cx } from '../../../ui/class-names.ts';
import { CardChooser } from './card-chooser.tsx';

interface TeamPanelProps {
  team: BuilderTeam;
  context: BuilderContext;
  nameOf: (id: number) => string | undefined;
  onChange: (team: BuilderTeam) => void;
  onSubmit: () => void;
  saving: boolean;
  editing: boolean;
  /** 'Your team', or 'Team 2' when the viewer has several in this game. */
  title: string;
  problems: ReactNode;
}

const CAPTAIN = `×${DEFAULT_GAME_CONFIG.team.captainMultiplier}`;

/** The team as it stands: progress, the picks with their cards, the captain choice and submit. */
export function TeamPanel({
  team,
  context,
  nameOf,
  onChange,
  onSubmit,
  saving,
  editing,
  title,
  problems,
}: TeamPanelProps) {
  const titleId = useId();
  const size = context.teamSize;
  const count = team.picks.length;
  const slots = Array.from({ length: size }, (_, i) => team.picks[i] ?? null);

  return (
    <Card as="section" aria-labelledby={titleId} className="flex flex-col gap-4">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={titleId} className="font-display text-2xl font-bold uppercase italic text-fg">
          {title}
        </h2>
        <p aria-live="polite" className="text-sm font-semibold text-fg">
          {count}/{size} picked
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Team size"
        aria-valuemin={0}
        aria-valuemax={size}
        aria-valuenow={count}
        className="h-2 overflow-hidden rounded-full bg-surface-2"
      >
        <div
          className="h-full rounded-full bg-accent transition-all"
          style={{ width: `${(count / size) * 100}%` }}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm text-muted">
          Captain scores {CAPTAIN}: choose one of your picks.
        </legend>
        <ol className="flex flex-col gap-2">
          {slots.map((pick, index) => {
            if (!pick) {
              return (
                <li
                  // Empty slots are interchangeable; their position is their identity.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  key={`empty-${index}`}
                  className="flex h-10 items-center rounded-xl border border-dashed border-line px-3 text-sm text-muted sm:h-14"
                >
                  Pick {index + 1}
                </li>
              );
            }
            const entry = context.startlist.find((e) => e.athlete.id === pick.athleteId);
            const name = nameOf(pick.athleteId) ?? `Athlete ${pick.athleteId}`;
            const locked = entry ? isLocked(entry, context.nowMs) : false;
            const captain = team.captainId === pick.athleteId;
            const choices = cardChoices(pick.athleteId, context, pick.card.id);
            return (
              <li
                key={pick.athleteId}
                className={cx(
                  'flex flex-col gap-2 rounded-xl border bg-surface-2 p-2',
                  captain ? 'border-accent' : 'border-transparent',
                )}
              >
                <div className="flex items-center gap-2">
                  {entry ? <AthleteAvatar athlete={entry.athlete} size="sm" /> : null}
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="truncate text-sm font-semibold text-fg">{name}</span>
                    <span className="flex items-center gap-1 text-xs text-muted">
                      <TierBadge tier={pick.card.tier}>
                        <span className="normal-case">{tierBoostLabel(pick.card.tier)}</span>
                      </TierBadge>
                      {locked ? (
                        <span className="inline-flex items-center gap-0.5">
                          <LockIcon width={12} height={12} /> Locked
                        </span>
                      ) : null}
                    </span>
                  </span>
                  <label
                    className={cx(
                      'inline-flex h-9 cursor-pointer items-center gap-1 rounded-lg px-2 text-xs font-bold uppercase tracking-wide transition',
                      'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent',
                      captain ? 'bg-accent text-on-accent' : 'border border-line text-muted hover:text-fg',
                      !canMakeCaptain(team, pick.athleteId, context) && 'cursor-not-allowed opacity-50',
                    )}
                  >
                    <input
                      type="radio"
                      name="captain"
                      className="sr-only"
                      checked={captain}
                      disabled={!canMakeCaptain(team, pick.athleteId, context)}
                      onChange={() => onChange({ ...team, captainId: pick.athleteId })}
                      aria-label={`Make ${name} captain`}
                    />
                    <span aria-hidden="true">{captain ? `Captain ${CAPTAIN}` : 'Captain'}</span>
                  </label>
                  <button
                    type="button"
                    onClick={() => onChange(togglePick(team, pick.athleteId, context))}
                    disabled={locked}
                    aria-label={`Remove ${name}`}
                    className="grid size-9 place-items-center rounded-lg text-muted transition hover:bg-surface hover:text-fg disabled:invisible"
                  >
                    <svg
                      viewBox="0 0 24 24"
                      width="16"
                      height="16"
                      aria-hidden="true"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                    >
                      <path d="M6 6l12 12M18 6 6 18" />
                    </svg>
                  </button>
                </div>
                {choices.length > 1 ? (
                  <CardChooser
                    athleteName={name}
                    choices={choices}
                    chosenId={pick.card.id}
                    locked={locked}
                    onChoose={(cardId) => onChange(chooseCard(team, pick.athleteId, cardId, context))}
                  />
                ) : null}
              </li>
            );
          })}
        </ol>
      </fieldset>
      {problems}
      <div className="hidden lg:block">
        <Button onClick={onSubmit} loading={saving} size="lg" fullWidth>
          {editing ? 'Save changes' : 'Submit team'}
        </Button>
      </div>
    </Card>
  );
}
