import type { RulesetView } from '@shred/contract';
import { CARD_TIERS, DEFAULT_GAME_CONFIG, ordinal } from '@shred/game';
import { TierBadge, tierBoostLabel } from '../../../features/athletes/index.ts';
import type { PlayArea } from '../../../features/events/event-links.ts';
import { bonusLabel } from '../../../features/events/game-labels.ts';

interface RulesetSummaryProps {
  ruleset: RulesetView;
  mode: PlayArea;
  teamSize: number;
  quickplayBudget: number;
}

const { captainMultiplier } = DEFAULT_GAME_CONFIG.team;
const { basePrice, aspiPerCredit } = DEFAULT_GAME_CONFIG.quickplay;

/**
 * How the game scores (GAME.md "Scoring and ranking"): points per place, bonuses, the captain,
 * and what is special to the mode (card boosts in manager, the budget in quickplay).
 */
export function RulesetSummary({ ruleset, mode, teamSize, quickplayBudget }: RulesetSummaryProps) {
  const bonuses = Object.entries(ruleset.bonuses);
  const afterTable = ruleset.place_points.length + 1;
  return (
    <div className="flex flex-col gap-5 text-sm">
      <p className="text-muted">
        Pick {teamSize} athletes and a captain. Each athlete scores points for their place, plus bonuses; your
        captain scores ×{captainMultiplier}.
      </p>
      <div>
        <h3 className="mb-2 font-semibold text-fg">Points per place</h3>
        <ol className="grid grid-cols-4 gap-1.5">
          {ruleset.place_points.map((points, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a place is its position in the table
            <li key={index} className="flex flex-col items-center rounded-lg bg-surface-2 px-1 py-1.5">
              <span className="text-[11px] font-medium text-muted">{ordinal(index + 1)}</span>
              <span className="font-display text-lg font-bold tabular-nums leading-tight text-fg">
                {points}
                <span className="sr-only"> points</span>
              </span>
            </li>
          ))}
        </ol>
        <p className="mt-2 text-xs text-muted">
          From {ordinal(afterTable)}: {ruleset.step} fewer per place, never below {ruleset.min_points} for a
          starter.
        </p>
      </div>
      {bonuses.length > 0 ? (
        <div>
          <h3 className="mb-2 font-semibold text-fg">Bonuses</h3>
          <ul className="flex flex-col gap-1.5">
            {bonuses.map(([name, points]) => (
              <li key={name} className="flex items-center justify-between gap-3">
                <span className="text-fg">{bonusLabel(name)}</span>
                <span className="font-display text-base font-bold tabular-nums text-lime">+{points}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {mode === 'manager' ? (
        <div>
          <h3 className="mb-2 font-semibold text-fg">Card boosts</h3>
          <ul className="flex flex-wrap gap-2">
            {CARD_TIERS.map((tier) => (
              <li key={tier} className="flex items-center gap-1.5">
                <TierBadge tier={tier} />
                <span className="tabular-nums text-muted">{tierBoostLabel(tier)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <div>
          <h3 className="mb-2 font-semibold text-fg">Budget</h3>
          <p className="text-muted">
            {quickplayBudget} credits for the whole team. An athlete costs {basePrice} + ASPI ÷{' '}
            {aspiPerCredit} (rounded) credits.
          </p>
        </div>
      )}
    </div>
  );
}
