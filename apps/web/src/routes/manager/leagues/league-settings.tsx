import type { LeagueDetail } from '@shred/contract';
import type { ReactNode } from 'react';
import { NavLink, useParams } from 'react-router';
import { leaguePath, useLeagueQuery } from '../../../features/leagues/index.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { cx } from '../../../ui/class-names.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ShieldIcon } from '../../../ui/icons.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { LoadingBlock } from '../../../ui/spinner.tsx';
import { LeagueLoadFailed } from './league-not-found.tsx';

/** The settings sub-pages (A5), in the order the owner usually needs them. */
export const SETTINGS_SECTIONS = [
  { path: 'details', label: 'Details', text: 'Picture, name, description and whether new members may join.' },
  { path: 'events', label: 'Events', text: 'The events whose games count.' },
  { path: 'sports', label: 'Sports', text: 'The sports whose games count.' },
  { path: 'members', label: 'Members', text: 'Remove members.' },
] as const;

const settingsPath = (slug: string, section?: string) =>
  `${leaguePath(slug)}/settings${section ? `/${section}` : ''}`;

/**
 * A league settings page (R2.50–R2.54): the league loaded, the owner checked, the sections'
 * navigation, then the section itself.
 */
export function LeagueSettingsFrame({
  title,
  children,
}: {
  title: string;
  children: (league: LeagueDetail) => ReactNode;
}) {
  const slug = useParams().slug ?? '';
  const league = useLeagueQuery(slug);
  if (league.isPending) return <LoadingBlock label="Loading the league…" />;
  if (league.isError)
    return (
      <LeagueLoadFailed
        error={league.error}
        onRetry={() => league.refetch()}
        retrying={league.isRefetching}
      />
    );
  const data = league.data;
  if (!data.is_owner)
    return (
      <EmptyState
        icon={<ShieldIcon width={28} height={28} />}
        title="Only the owner changes the settings"
        action={
          <ButtonLink to={leaguePath(data.slug)} variant="secondary">
            Back to {data.name}
          </ButtonLink>
        }
      >
        Ask {data.owner.username} if something should change.
      </EmptyState>
    );
  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeader title={title} back={{ to: leaguePath(data.slug), label: data.name }} />
      <nav aria-label="League settings" className="-mx-1 mb-5 overflow-x-auto px-1">
        <ul className="flex gap-1.5">
          {SETTINGS_SECTIONS.map((section) => (
            <li key={section.path}>
              <NavLink
                to={settingsPath(data.slug, section.path)}
                className={({ isActive }) =>
                  cx(
                    'inline-flex h-9 items-center rounded-full border px-3.5 text-sm font-semibold transition',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
                    isActive
                      ? 'border-accent bg-accent text-on-accent'
                      : 'border-line bg-surface text-fg hover:border-accent/60',
                  )
                }
              >
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children(data)}
    </div>
  );
}

/** /manager/leagues/{slug}/settings: the sections, each one tap away. */
export function LeagueSettingsPage() {
  return (
    <LeagueSettingsFrame title="League settings">
      {(league) => (
        <ul className="flex flex-col gap-3">
          {SETTINGS_SECTIONS.map((section) => (
            <li key={section.path}>
              <NavLink
                to={settingsPath(league.slug, section.path)}
                className="block rounded-2xl border border-line bg-surface p-4 transition hover:border-accent/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
              >
                <span className="block font-semibold text-fg">{section.label}</span>
                <span className="block text-sm text-muted">{section.text}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </LeagueSettingsFrame>
  );
}
