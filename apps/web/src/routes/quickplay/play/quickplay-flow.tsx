import type { GameDetail, TeamView } from '@shred/contract';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuthStore } from '../../../features/auth/index.ts';
import { withNext } from '../../../features/navigation/next-param.ts';
import {
  clearQuickplayDraft,
  type QuickplayDraft,
  quickplayStep,
  quickplayTeamBody,
  readQuickplayDraft,
  saveQuickplayDraft,
  spentAndLeft,
  useCreateTeamMutation,
  useUpdateTeamMutation,
  withAthleteNames,
} from '../../../features/teams/index.ts';
import { toast } from '../../../features/toasts/index.ts';
import { HeaderSlot } from '../../../shell/header-slot.tsx';
import { CaptainScreen } from './captain-screen.tsx';
import { PickScreen } from './pick-screen.tsx';
import { ReviewScreen } from './review-screen.tsx';
import { StepProgress } from './step-progress.tsx';

interface QuickplayFlowProps {
  game: GameDetail;
  cupSlug: string | null;
  gamePage: string;
  /** The stored team being picked anew; null for a new team. */
  editing: TeamView | null;
  /** Where a fresh start begins: no picks, or the stored team's locked picks. */
  fresh: QuickplayDraft;
}

/** The quickplay screens in order; the draft lives in session storage so sign-in can resume it. */
export function QuickplayFlow({ game, cupSlug, gamePage, editing, fresh }: QuickplayFlowProps) {
  const [draft, setDraft] = useState<QuickplayDraft>(() => {
    const stored = readQuickplayDraft(game.id);
    return stored.teamId === fresh.teamId ? stored : fresh;
  });
  const signedIn = useAuthStore((state) => state.isAuthenticated);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const create = useCreateTeamMutation(game.id);
  const update = useUpdateTeamMutation();
  const saving = create.isPending || update.isPending;
  const saveError = editing ? update.error : create.error;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const size = game.team_size;
  const budget = game.quickplay_budget;
  const step = quickplayStep(draft.picks, draft.captainId, size);
  const { spent, left } = spentAndLeft(game.startlist, draft.picks, budget);
  const stepKey = step.kind === 'pick' ? `pick-${step.number}` : step.kind;
  const firstScreen = useRef(true);

  // A new screen: say so to screen readers and start reading at its heading.
  useEffect(() => {
    if (firstScreen.current) {
      firstScreen.current = false;
      return;
    }
    if (stepKey) headingRef.current?.focus();
  }, [stepKey]);

  const move = (next: QuickplayDraft) => {
    saveQuickplayDraft(game.id, next);
    setDraft(next);
    window.scrollTo({ top: 0 });
  };
  const names = new Map(
    game.startlist.map((e) => [e.athlete.id, `${e.athlete.first_name} ${e.athlete.last_name}`]),
  );
  const nameOf = (id: number) => names.get(id);

  const submit = () => {
    if (draft.captainId === null) return;
    if (!signedIn) {
      navigate(withNext('/auth', `${pathname}${search}`));
      return;
    }
    const done = () => {
      clearQuickplayDraft(game.id);
      if (editing) toast.success('Your new picks are saved.', 'Team saved');
      else toast.success('Your quickplay team is in. Good luck!', 'Team submitted');
      navigate(gamePage, { replace: true });
    };
    if (editing) {
      const body = quickplayTeamBody(draft.picks, draft.captainId, editing.cup_slug);
      update.mutate({ teamId: editing.id, body }, { onSuccess: done });
    } else {
      create.mutate(quickplayTeamBody(draft.picks, draft.captainId, cupSlug), { onSuccess: done });
    }
  };
  const startOver = () => {
    create.reset();
    update.reset();
    move({ ...fresh, picks: [...fresh.picks] });
  };

  return (
    <div className="flex flex-col gap-5">
      <HeaderSlot>
        <span
          data-testid="quickplay-budget"
          className="inline-flex h-9 items-center gap-1 whitespace-nowrap rounded-full bg-[#041017]/85 px-3 text-sm font-bold text-white tabular-nums"
        >
          <span className="sr-only">Budget left: </span>
          {left}
          <span className="text-xs font-semibold opacity-70">
            <span className="hidden sm:inline">/ {budget} </span>cr
          </span>
        </span>
      </HeaderSlot>
      <StepProgress step={step} size={size} spent={spent} left={left} budget={budget} />
      {step.kind === 'pick' ? (
        <PickScreen
          key={stepKey}
          headingRef={headingRef}
          game={game}
          number={step.number}
          picks={draft.picks}
          nameOf={nameOf}
          onPick={(athleteId) => move({ ...draft, picks: [...draft.picks, athleteId] })}
        />
      ) : step.kind === 'captain' ? (
        <CaptainScreen
          headingRef={headingRef}
          game={game}
          picks={draft.picks}
          onCaptain={(captainId) => move({ ...draft, captainId })}
          lateSwap={editing !== null}
        />
      ) : (
        <ReviewScreen
          headingRef={headingRef}
          game={game}
          draft={draft}
          spent={spent}
          left={left}
          signedIn={signedIn}
          saving={saving}
          error={saveError}
          editing={editing !== null}
          nameOf={nameOf}
          describe={(message) => withAthleteNames(message, nameOf)}
          onSubmit={submit}
          onStartOver={startOver}
        />
      )}
    </div>
  );
}
