import { DEFAULT_GAME_CONFIG } from '@shred/game';
import { TextSkeleton } from '../../ui/skeleton.tsx';

const PICKS = DEFAULT_GAME_CONFIG.team.picks;

const placeholders = (count: number) => Array.from({ length: count }, (_, index) => index);

/** The breakdown table (from 640 px) and stacked list (below), a row per pick and the total. */
function BreakdownSkeleton() {
  return (
    <>
      <div className="hidden text-sm sm:block">
        <p className="border-b border-line py-2 text-xs">
          <TextSkeleton className="w-16" />
        </p>
        {placeholders(PICKS).map((row) => (
          <p key={row} className="flex justify-between border-b border-line/70 py-2.5 text-lg">
            <span>
              <TextSkeleton className="w-40" />
            </span>
            <span>
              <TextSkeleton className="w-12" />
            </span>
          </p>
        ))}
        <p className="pt-3 text-right text-2xl">
          <TextSkeleton className="w-20" />
        </p>
      </div>
      <div className="sm:hidden">
        <ul className="flex flex-col gap-2">
          {placeholders(PICKS).map((row) => (
            <li key={row} className="rounded-xl border border-line bg-surface-2/60 px-3 py-2.5">
              <p className="flex justify-between text-xl">
                <span>
                  <TextSkeleton className="w-32" />
                </span>
                <span>
                  <TextSkeleton className="w-10" />
                </span>
              </p>
              <div className="mt-1.5 flex flex-col gap-1 text-sm">
                <p>
                  <TextSkeleton className="w-36" />
                </p>
                <p>
                  <TextSkeleton className="w-24" />
                </p>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-3 rounded-xl bg-accent/10 px-3 py-2.5 text-right text-2xl">
          <TextSkeleton className="w-20" />
        </p>
      </div>
    </>
  );
}

/**
 * One of the viewer's teams still loading, at the size of OwnTeamResult: rank, name and score,
 * then a breakdown row per pick (scored) or the one-line 'not scored yet' note, so the
 * leaderboard below keeps its place when the team arrives.
 */
export function OwnTeamResultSkeleton({ scored }: { scored: boolean }) {
  return (
    <div data-skeleton="team" className="rounded-2xl border border-line bg-surface p-4 sm:p-5">
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <span className="h-11 w-11 animate-pulse rounded-lg bg-surface-2" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">
            <TextSkeleton className="w-28" />
          </p>
          <p className="text-sm">
            <TextSkeleton className="w-36" />
          </p>
        </div>
        <p className="text-right">
          <span className="block text-xs font-semibold uppercase tracking-widest text-muted">Score</span>
          <span className="font-display text-3xl">
            <TextSkeleton className="w-16" />
          </span>
        </p>
      </div>
      {scored ? (
        <BreakdownSkeleton />
      ) : (
        // The note takes two lines on phones, one from 640 px.
        <div className="h-16 animate-pulse rounded-xl bg-surface-2 sm:h-11" />
      )}
    </div>
  );
}

/** The one-line note in place of a team, still loading (the viewer is not expected to have one). */
export function NoTeamSkeleton() {
  return <div data-skeleton="team" className="h-11 animate-pulse rounded-xl bg-surface-2" />;
}
