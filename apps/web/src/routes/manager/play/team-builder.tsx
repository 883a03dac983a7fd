import type { AthleteCard, GameDetail, TeamView } from '@shred/contract';
import { useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  BLOCK_REASONS,
  type BuilderTeam,
  builderCards,
  builderContext,
  builderViolations,
  candidates,
  cardChoices,
  managerTeamBody,
  togglePick,
  useCreateTeamMutation,
  useNow,
  useUpdateTeamMutation,
  withAthleteNames,
} from '../../../features/teams/index.ts';
import { toast } from '../../../features/toasts/index.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { CardsIcon } from '../../../ui/icons.tsx';
import { CandidateRow } from './candidate-row.tsx';
import { SubmitProblems } from './submit-problems.tsx';
import { TeamPanel } from './team-panel.tsx';

const EMPTY: BuilderTeam = { picks: [], captainId: null };

interface TeamBuilderProps {
  game: GameDetail;
  cards: readonly AthleteCard[];
  /** The viewer's manager teams in this game. */
  teams: readonly TeamView[];
  /** The team being changed; null to enter a new one. */
  editing: TeamView | null;
  /** The team panel's heading: 'Your team', or 'Team 2' among several. */
  title: string;
  gamePage: string;
  quickplayPage: string;
}

/** The pick screen once everything is loaded: the startlist with each athlete's state, and the team. */
export function TeamBuilder({
  game,
  cards,
  teams,
  editing,
  title,
  gamePage,
  quickplayPage,
}: TeamBuilderProps) {
  const nowMs = useNow();
  const ownCards = useMemo(() => builderCards(cards), [cards]);
  const context = useMemo(
    () => builderContext(game, ownCards, teams, editing, nowMs),
    [game, ownCards, teams, editing, nowMs],
  );
  const [draft, setDraft] = useState<BuilderTeam | null>(null);
  const team = draft ?? context.previous ?? EMPTY;
  const [checked, setChecked] = useState(false);
  const problemsRef = useRef<HTMLDivElement>(null);
  const listHeadingId = useId();
  const navigate = useNavigate();
  const create = useCreateTeamMutation(game.id);
  const update = useUpdateTeamMutation();
  const saving = create.isPending || update.isPending;
  const serverError = editing ? update.error : create.error;

  const names = useMemo(
    () =>
      new Map(game.startlist.map((e) => [e.athlete.id, `${e.athlete.first_name} ${e.athlete.last_name}`])),
    [game.startlist],
  );
  const nameOf = (id: number) => names.get(id);
  const list = candidates(team, context);
  const violations = builderViolations(team, context).map((v) => withAthleteNames(v.message, nameOf));
  const playable = list.filter((c) => c.picked || c.blocked === null || c.blocked === BLOCK_REASONS.full);

  const change = (next: BuilderTeam) => {
    setDraft(next);
    create.reset();
    update.reset();
  };

  const submit = () => {
    setChecked(true);
    if (violations.length > 0) {
      problemsRef.current?.focus();
      return;
    }
    const body = managerTeamBody(team);
    const done = () => {
      if (editing) toast.success('Your changes to the team are saved.', 'Team saved');
      else toast.success('Your team is in. Good luck!', 'Team submitted');
      navigate(gamePage);
    };
    if (editing) update.mutate({ teamId: editing.id, body }, { onSuccess: done });
    else create.mutate(body, { onSuccess: done });
  };

  if (playable.length === 0) {
    const contractsEnded = list.some((c) => c.blocked === BLOCK_REASONS.noContract);
    return (
      <EmptyState
        icon={<CardsIcon width={28} height={28} />}
        title="None of your cards can play in this game"
        action={
          <div className="flex flex-wrap justify-center gap-2">
            {contractsEnded ? <ButtonLink to="/manager/my-athletes">Extend contracts</ButtonLink> : null}
            <ButtonLink to={quickplayPage} variant={contractsEnded ? 'secondary' : 'primary'}>
              Play in Quickplay instead
            </ButtonLink>
          </div>
        }
      >
        {contractsEnded
          ? 'Your cards of these athletes have no contract games left. Extend a contract in My Athletes to play them.'
          : 'You own no card of an athlete on this startlist (or they already play in your other team). Quickplay needs no cards.'}
      </EmptyState>
    );
  }

  const problems = (
    <SubmitProblems
      ref={problemsRef}
      messages={checked ? violations : []}
      serverError={serverError}
      nameOf={nameOf}
    />
  );

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="lg:sticky lg:top-6 lg:order-2">
        <TeamPanel
          team={team}
          context={context}
          nameOf={nameOf}
          onChange={change}
          onSubmit={submit}
          saving={saving}
          editing={editing !== null}
          title={title}
          problems={problems}
        />
      </div>
      <section aria-labelledby={listHeadingId} className="flex flex-col gap-3 lg:order-1">
        <div>
          <h2 id={listHeadingId} className="font-display text-2xl font-bold uppercase italic text-fg">
            Startlist
          </h2>
          <p className="text-sm text-muted">
            Pick {game.team_size} athletes you own a card of. A card's tier boosts the athlete's points; each
            card plays in one team per game and spends one contract game when the game completes.
          </p>
        </div>
        {playable.length < game.team_size ? (
          <FormAlert title={`Only ${playable.length} of your cards can play in this game`}>
            A team needs {game.team_size}. Extend contracts in My Athletes, or play this game in Quickplay.
          </FormAlert>
        ) : null}
        <ul className="flex flex-col gap-2">
          {list.map((candidate) => (
            <li key={candidate.entry.athlete.id}>
              <CandidateRow
                candidate={candidate}
                teamTitle={title}
                playableCards={
                  cardChoices(candidate.entry.athlete.id, context).filter((c) => c.unavailable === null)
                    .length
                }
                onToggle={() => change(togglePick(team, candidate.entry.athlete.id, context))}
              />
            </li>
          ))}
        </ul>
      </section>
      <div className="sticky bottom-[calc(var(--bottom-bar-h)+env(safe-area-inset-bottom)+0.75rem)] z-20 flex items-center gap-3 rounded-2xl border border-line bg-surface/95 p-3 shadow-card backdrop-blur lg:hidden">
        <p className="flex-1 text-sm font-semibold text-fg" aria-hidden="true">
          {team.picks.length}/{game.team_size} picked
          {team.captainId === null ? ' · no captain' : ''}
        </p>
        <Button onClick={submit} loading={saving}>
          {editing ? 'Save changes' : 'Submit team'}
        </Button>
      </div>
    </div>
  );
}
