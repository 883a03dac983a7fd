import type { TeamView } from '@shred/contract';
import { Link } from 'react-router';
import { PremiumBadge } from '../../../features/subscriptions/index.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { cx } from '../../../ui/class-names.ts';
import { PlusIcon } from '../../../ui/icons.tsx';

/** The `?team=` value that opens an empty builder for one more team. */
export const NEW_TEAM = 'new';

/** The entry number a new team will get: the lowest one free, as the server hands them out. */
export function nextEntryNumber(teams: readonly TeamView[], allowed: number): number | null {
  const taken = new Set(teams.map((team) => team.entry_number));
  for (let entry = 1; entry <= allowed; entry += 1) if (!taken.has(entry)) return entry;
  return null;
}

interface TeamSwitcherProps {
  /** The viewer's manager teams in this game, in entry order. */
  teams: readonly TeamView[];
  /** The team on screen; null while a new one is being built. */
  currentId: number | null;
  /** How many teams the viewer may enter in one game (3 with premium). */
  allowed: number;
}

const tabClass = (current: boolean) =>
  cx(
    'inline-flex h-10 shrink-0 items-center gap-1.5 rounded-xl px-4 text-sm font-semibold transition',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
    current ? 'bg-accent text-on-accent' : 'border border-line bg-surface text-fg hover:border-accent/60',
  );

/**
 * A premium manager's teams of one game, each opened and saved on its own, and 'Add team N'
 * while places are left; a standard manager who has their team is told what premium adds.
 */
export function TeamSwitcher({ teams, currentId, allowed }: TeamSwitcherProps) {
  if (teams.length === 0) return null;
  const next = nextEntryNumber(teams, allowed);
  if (teams.length === 1 && allowed <= 1) return <MoreTeamsUpsell />;
  return (
    <nav aria-label="Your teams in this game" className="mb-6 flex gap-2 overflow-x-auto pb-1">
      {teams.map((team) => (
        <Link
          key={team.id}
          to={`?team=${team.id}`}
          replace
          aria-current={team.id === currentId ? 'page' : undefined}
          className={tabClass(team.id === currentId)}
        >
          Team {team.entry_number}
        </Link>
      ))}
      {next !== null ? (
        <Link
          to={`?team=${NEW_TEAM}`}
          replace
          aria-current={currentId === null ? 'page' : undefined}
          className={tabClass(currentId === null)}
        >
          <PlusIcon width={16} height={16} />
          Add team {next}
        </Link>
      ) : null}
    </nav>
  );
}

/** Premium's first benefit, where it would be used. */
function MoreTeamsUpsell() {
  return (
    <aside
      aria-label="More teams with premium"
      className="mb-6 flex flex-col gap-3 rounded-2xl border border-amber-400/60 bg-amber-400/10 p-4 sm:flex-row sm:items-center"
    >
      <PremiumBadge className="w-fit" />
      <p className="flex-1 text-sm text-fg">
        Back more than one line-up: premium managers enter up to 3 teams in every game.
      </p>
      <ButtonLink to="/manager/subscribe" size="sm" variant="secondary">
        Go Premium
      </ButtonLink>
    </aside>
  );
}
