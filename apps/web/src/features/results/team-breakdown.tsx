import type { ScoreLineView, TeamView } from '@shred/contract';
import { formatPoints, ordinal } from '@shred/game';
import { TierBadge } from '../athletes/index.ts';
import { bonusLabel } from '../events/game-labels.ts';
import { formatMultiplier } from './points.ts';

interface TeamBreakdownProps {
  breakdown: TeamView['breakdown'];
  /** Names the breakdown for screen readers ('Team 1 breakdown'). */
  label: string;
}

/** Quickplay teams play no cards: their breakdown has no card boost to show. */
const playsCards = (breakdown: TeamView['breakdown']) => breakdown.lines.some((line) => line.tier !== null);

const placeText = (line: ScoreLineView) => (line.place === null ? 'No result' : ordinal(line.place));
const signed = (points: number) => `${points < 0 ? '−' : '+'}${formatPoints(Math.abs(points))}`;

function CaptainMark() {
  return (
    <abbr
      title="Captain: points × 1.5"
      className="inline-grid size-5 shrink-0 place-items-center rounded-full bg-accent text-[11px] font-black text-on-accent no-underline"
    >
      C
    </abbr>
  );
}

function Bonuses({ line }: { line: ScoreLineView }) {
  if (line.bonuses.length === 0) return <span className="text-muted">–</span>;
  return (
    <ul className="flex flex-col gap-0.5">
      {line.bonuses.map((bonus) => (
        <li key={bonus.name} className="whitespace-nowrap">
          {bonusLabel(bonus.name)} <span className="font-semibold text-lime">{signed(bonus.points)}</span>
        </li>
      ))}
    </ul>
  );
}

function CardBoost({ line }: { line: ScoreLineView }) {
  if (!line.tier) return <span className="text-muted">–</span>;
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
      <TierBadge tier={line.tier} />
      <span className="tabular-nums">{formatMultiplier(line.tier_boost)}</span>
    </span>
  );
}

function Captain({ line }: { line: ScoreLineView }) {
  if (!line.is_captain) return <span className="text-muted">–</span>;
  return <span className="font-semibold text-accent">{formatMultiplier(line.captain_multiplier)}</span>;
}

/** Desktop: one row per pick, every part of the sum in its own column, the total at the foot. */
function BreakdownTable({ breakdown, label }: TeamBreakdownProps) {
  const cards = playsCards(breakdown);
  return (
    <table aria-label={label} className="hidden w-full text-left text-sm sm:table">
      <thead className="border-b border-line text-xs uppercase tracking-wider text-muted">
        <tr>
          <th scope="col" className="py-2 pr-2 font-medium">
            Athlete
          </th>
          <th scope="col" className="px-2 py-2 font-medium">
            Place
          </th>
          <th scope="col" className="px-2 py-2 text-right font-medium">
            Place pts
          </th>
          <th scope="col" className="px-2 py-2 font-medium">
            Bonuses
          </th>
          {cards ? (
            <th scope="col" className="px-2 py-2 font-medium">
              Card boost
            </th>
          ) : null}
          <th scope="col" className="px-2 py-2 font-medium">
            Captain
          </th>
          <th scope="col" className="py-2 pl-2 text-right font-medium">
            Points
          </th>
        </tr>
      </thead>
      <tbody>
        {breakdown.lines.map((line) => (
          <tr key={line.athlete_id} className="border-b border-line/70 align-top">
            <th scope="row" className="py-2.5 pr-2 font-semibold text-fg">
              <span className="flex items-center gap-2">
                {line.athlete_name}
                {line.is_captain ? <CaptainMark /> : null}
              </span>
            </th>
            <td className="px-2 py-2.5 tabular-nums">{placeText(line)}</td>
            <td className="px-2 py-2.5 text-right tabular-nums">{formatPoints(line.place_points)}</td>
            <td className="px-2 py-2.5">
              <Bonuses line={line} />
            </td>
            {cards ? (
              <td className="px-2 py-2.5">
                <CardBoost line={line} />
              </td>
            ) : null}
            <td className="px-2 py-2.5">
              <Captain line={line} />
            </td>
            <td className="py-2.5 pl-2 text-right font-display text-lg font-bold italic tabular-nums text-fg">
              {formatPoints(line.line_total)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th
            scope="row"
            colSpan={cards ? 6 : 5}
            className="pt-3 text-right text-xs font-semibold uppercase tracking-widest text-muted"
          >
            Team total
          </th>
          <td className="pt-3 pl-2 text-right font-display text-2xl font-bold italic tabular-nums text-accent">
            {formatPoints(breakdown.total)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

/** Phone: one stacked card per pick, each part of its sum on its own line. */
function BreakdownList({ breakdown, label }: TeamBreakdownProps) {
  const cards = playsCards(breakdown);
  return (
    <div className="sm:hidden">
      <ul aria-label={label} className="flex flex-col gap-2">
        {breakdown.lines.map((line) => (
          <li key={line.athlete_id} className="rounded-xl border border-line bg-surface-2/60 px-3 py-2.5">
            <div className="flex items-center gap-2">
              <span className="min-w-0 flex-1 truncate font-semibold text-fg">{line.athlete_name}</span>
              {line.is_captain ? <CaptainMark /> : null}
              <span className="font-display text-xl font-bold italic tabular-nums text-fg">
                {formatPoints(line.line_total)}
                <span className="sr-only"> points</span>
              </span>
            </div>
            <dl className="mt-1.5 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted">Place</dt>
              <dd className="tabular-nums">
                {placeText(line)} · {formatPoints(line.place_points)} pts
              </dd>
              <dt className="text-muted">Bonuses</dt>
              <dd>
                <Bonuses line={line} />
              </dd>
              {cards ? (
                <>
                  <dt className="text-muted">Card boost</dt>
                  <dd>
                    <CardBoost line={line} />
                  </dd>
                </>
              ) : null}
              {line.is_captain ? (
                <>
                  <dt className="text-muted">Captain</dt>
                  <dd>
                    <Captain line={line} />
                  </dd>
                </>
              ) : null}
            </dl>
          </li>
        ))}
      </ul>
      <p className="mt-3 flex items-baseline justify-between rounded-xl bg-accent/10 px-3 py-2.5">
        <span className="text-xs font-semibold uppercase tracking-widest text-muted">Team total</span>
        <span className="font-display text-2xl font-bold italic tabular-nums text-accent">
          {formatPoints(breakdown.total)}
        </span>
      </p>
    </div>
  );
}

/**
 * A scored team line by line (GAME.md "every team score can show its breakdown"): each pick's
 * final place and its points, each bonus, the card's tier boost (manager mode), the captain's ×1.5 and the
 * line's points; the total at the foot is the team's score. A table from 640 px, stacked below.
 */
export function TeamBreakdown(props: TeamBreakdownProps) {
  return (
    <>
      <BreakdownTable {...props} />
      <BreakdownList {...props} />
    </>
  );
}
