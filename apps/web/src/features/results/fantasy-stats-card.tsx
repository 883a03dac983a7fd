import type { FantasyStats, ScoreLineView } from '@shred/contract';
import { formatPercent, formatPoints, ordinal, shortNumber, topPercent } from '@shred/game';
import type { ReactNode } from 'react';
import { cx } from '../../ui/class-names.ts';
import { LockIcon } from '../events/event-icons.tsx';
import { formatMultiplier } from './points.ts';

/*
 * The card is drawn at 1080 × 1350 (the PNG the server renders) and scaled to its width: every
 * size is in container-width units, 1cqw being 10.8 px of the 1080 px design.
 */

const placeText = (line: ScoreLineView) =>
  line.place === null ? 'No result' : `${ordinal(line.place)} place`;

function Tile({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className="flex min-w-0 flex-col rounded-[2.6cqw] border-[0.2cqw] border-line bg-surface/85 px-[2.6cqw] py-[1.8cqw]">
      <dt className="text-[2.6cqw] font-bold uppercase tracking-[0.3cqw] text-muted">{label}</dt>
      <dd className="truncate font-display text-[5.6cqw] font-bold italic leading-none text-fg">{value}</dd>
      <dd className="truncate text-[2.6cqw] text-muted">{note}</dd>
    </div>
  );
}

function Message({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="my-auto rounded-[3.4cqw] border-[0.2cqw] border-line bg-surface/85 px-[4cqw] py-[7cqw] text-center">
      <p className="font-display text-[6.4cqw] font-bold italic text-fg">{title}</p>
      <p className="mt-[1cqw] text-[2.8cqw] text-muted">{children}</p>
    </div>
  );
}

const picksCount = (n: number) => `${n} ${n === 1 ? 'pick' : 'picks'}`;

/** Where the captain would be while their pick has not locked: it says so and names nobody. */
function LockedCaptain() {
  return (
    <div className="mt-[2.5cqw] flex items-center gap-[2.2cqw] rounded-[2.6cqw] border-[0.2cqw] border-dashed border-line bg-surface/85 px-[2.2cqw] py-[1.4cqw]">
      <span className="grid size-[6.4cqw] shrink-0 place-items-center rounded-full border-[0.3cqw] border-line bg-bg text-muted">
        <LockIcon className="size-[3cqw]" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate text-[3.3cqw] font-bold text-fg">Captain revealed at lock</span>
        <span className="block truncate text-[2.6cqw] text-muted">Shows once their competition starts</span>
      </span>
    </div>
  );
}

/** A line-up none of whose picks has locked: a padlock and when they show, no names. */
function LockedLineUp({ hidden }: { hidden: number }) {
  return (
    <div className="mt-[2.5cqw] flex flex-col items-center rounded-[3.4cqw] border-[0.2cqw] border-dashed border-line bg-surface/85 px-[4cqw] py-[4cqw] text-center">
      <span className="grid size-[10cqw] place-items-center rounded-full border-[0.3cqw] border-line bg-bg text-accent">
        <LockIcon className="size-[5cqw]" />
      </span>
      <p className="mt-[2cqw] font-display text-[5.2cqw] font-bold italic text-fg">
        Line-up revealed at lock
      </p>
      <p className="mt-[0.6cqw] text-[2.6cqw] text-muted">
        {picksCount(hidden)} show as their competitions start
      </p>
    </div>
  );
}

function Result({ team, entries }: { team: NonNullable<FantasyStats['team']>; entries: number }) {
  // Where the rank stands, said once and by the rule the server's image uses too.
  const top = topPercent(team.rank, entries);
  return (
    <>
      <p className="mt-[1cqw] flex items-baseline justify-between gap-[2cqw]">
        <span className="truncate font-display text-[16cqw] font-bold italic leading-[0.95] tracking-tight text-fg">
          {team.score === null ? '–' : formatPoints(team.score)}
        </span>
        <span className="font-display text-[5.2cqw] font-bold italic text-accent">PTS</span>
      </p>
      <dl className="mt-[2cqw] grid grid-cols-2 gap-[2.2cqw]">
        <Tile
          label="Rank"
          value={team.rank === null ? '–' : `#${shortNumber(team.rank)}`}
          note={`of ${shortNumber(entries)} entries`}
        />
        <Tile label="Top" value={top === null ? '–' : formatPercent(top / 100)} note="of all teams" />
      </dl>
      {team.top_picks.length === 0 && team.hidden_picks > 0 ? (
        <LockedLineUp hidden={team.hidden_picks} />
      ) : null}
      {team.captain === null && team.top_picks.length > 0 ? <LockedCaptain /> : null}
      {team.captain ? (
        <div className="mt-[2.5cqw] flex items-center gap-[2.2cqw] rounded-[2.6cqw] border-[0.2cqw] border-accent/60 bg-accent/12 px-[2.2cqw] py-[1.4cqw]">
          <span className="rounded-full bg-accent px-[1.6cqw] py-[0.6cqw] text-[2.6cqw] font-bold tracking-[0.2cqw] text-on-accent">
            CAPTAIN
          </span>
          <span className="min-w-0 flex-1">
            <span className="block truncate text-[3.3cqw] font-bold text-fg">
              {team.captain.athlete_name}
            </span>
            <span className="block text-[2.6cqw] text-muted">
              {placeText(team.captain)} · {formatMultiplier(team.captain.captain_multiplier)}
            </span>
          </span>
          <span className="whitespace-nowrap font-display text-[4.1cqw] font-bold italic text-accent">
            {formatPoints(team.captain.line_total)} pts
          </span>
        </div>
      ) : null}
      {team.top_picks.length > 0 ? (
        <div className="mt-[2.5cqw]">
          <p className="flex items-baseline justify-between gap-[2cqw]">
            <span className="text-[2.7cqw] font-bold tracking-[0.55cqw] text-muted">TOP PICKS</span>
            {team.hidden_picks > 0 ? (
              <span className="flex items-center gap-[0.8cqw] text-[2.4cqw] text-muted">
                {picksCount(team.hidden_picks)} revealed at lock
                <LockIcon className="size-[2.6cqw]" />
              </span>
            ) : null}
          </p>
          <ol className="mt-[1cqw] flex flex-col gap-[0.9cqw]">
            {team.top_picks.map((line, index) => (
              <li key={line.athlete_id} className="flex items-center gap-[2cqw]">
                <span
                  className={cx(
                    'grid size-[4.4cqw] shrink-0 place-items-center rounded-full border-[0.2cqw] border-line font-display text-[2.6cqw] font-bold italic',
                    index === 0 ? 'bg-amber-300 text-amber-950' : 'bg-surface text-fg',
                  )}
                >
                  {index + 1}
                </span>
                <span className="min-w-0 flex-1 truncate text-[3.1cqw] font-bold text-fg">
                  {line.athlete_name}
                </span>
                <span className="whitespace-nowrap text-[2.7cqw] text-muted">{placeText(line)}</span>
                <span className="w-[19cqw] whitespace-nowrap text-right font-display text-[3.4cqw] font-bold italic text-fg">
                  {formatPoints(line.line_total)} pts
                </span>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </>
  );
}

/**
 * The fantasy stats share graphic (R2.21): event and game, the manager, score, rank,
 * 'Top n %', captain and top 3 picks, on the game's hero background. The same
 * design as the server's PNG, in HTML so it stays sharp and readable at any size. Picks of
 * another manager that have not locked yet are not in `stats`: padlocks stand in their place.
 */
export function FantasyStatsCard({ stats, className }: { stats: FantasyStats; className?: string }) {
  const { team } = stats;
  return (
    <article
      aria-label={team ? `Fantasy stats of @${team.username}` : 'Fantasy stats'}
      className={cx(
        '@container relative aspect-[4/5] overflow-hidden rounded-3xl bg-hero shadow-card',
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-[1.1cqw] bg-linear-90 from-accent to-lime"
      />
      <div className="flex h-full flex-col px-[7.4cqw] pt-[6.5cqw] pb-[4.5cqw] [&>*]:shrink-0">
        <div className="flex items-center justify-between">
          <span className="font-display text-[3.7cqw] font-bold italic tracking-[0.4cqw] text-accent">
            SHRED LEAGUE
          </span>
          <span className="rounded-full border-[0.28cqw] border-lime px-[2.2cqw] py-[0.5cqw] text-[2.7cqw] font-bold tracking-[0.3cqw] text-lime">
            {stats.mode === 'manager' ? 'MANAGER' : 'QUICKPLAY'}
          </span>
        </div>
        <p className="mt-[5cqw] text-[2.6cqw] font-bold tracking-[0.75cqw] text-muted">FANTASY STATS</p>
        <h1 className="line-clamp-2 font-display text-[6cqw] font-bold uppercase italic leading-[1.05] text-fg">
          {stats.game.event.name}
        </h1>
        <p className="truncate text-[3.3cqw] text-muted">{stats.game.name}</p>
        {team ? (
          <p className="mt-[3cqw] truncate text-[3.7cqw] font-bold text-lime">@{team.username}</p>
        ) : null}
        {!team ? (
          <Message title="No team in this game">Pick a team for the next one on Shred League.</Message>
        ) : team.score === null ? (
          <Message title="Awaiting results">The score shows as soon as results are in.</Message>
        ) : (
          <Result team={team} entries={stats.entries} />
        )}
      </div>
    </article>
  );
}
