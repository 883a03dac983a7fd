import type { AthleteCard } from '@shred/contract';
import {
  AspiScore,
  AthleteAvatar,
  AthleteFlag,
  genderLabel,
  TIER_BACKGROUNDS,
  TIER_LABELS,
  tierBoostLabel,
} from '../../../features/athletes/index.ts';
import { Button } from '../../../ui/button.tsx';
import { cx } from '../../../ui/class-names.ts';

interface AthleteCardTileProps {
  card: AthleteCard;
  onExtend: () => void;
}

/** One athlete card: its tier face, the athlete, and the contract with the way to extend it. */
export function AthleteCardTile({ card, onExtend }: AthleteCardTileProps) {
  const name = `${card.first_name} ${card.last_name}`;
  const games = card.contract_games_left;
  return (
    <article
      aria-label={`${name}, ${TIER_LABELS[card.tier]} card`}
      data-tier={card.tier}
      className={cx('flex flex-col overflow-hidden rounded-2xl shadow-card', TIER_BACKGROUNDS[card.tier])}
    >
      <div className="flex items-center justify-between px-4 pt-3 text-xs font-bold uppercase tracking-widest">
        <span>
          {TIER_LABELS[card.tier]} <span className="opacity-80">{tierBoostLabel(card.tier)}</span>
        </span>
        <span className="opacity-80">
          #{card.serial} · {card.season}
        </span>
      </div>
      <div className="flex items-center gap-3 px-4 py-4">
        <AthleteAvatar athlete={card} size="lg" className="ring-2 ring-white/60" />
        <div className="flex min-w-0 flex-1 flex-col">
          <h3 className="flex flex-col font-display font-bold uppercase italic leading-none">
            <span className="text-base opacity-90">{card.first_name}</span>
            <span className="break-words text-2xl">{card.last_name}</span>
          </h3>
          <p className="flex flex-wrap items-center gap-x-1.5 text-xs opacity-90">
            <AthleteFlag ioc={card.nationality.ioc} />
            <span>{card.nationality.ioc}</span>
            <span aria-hidden="true">·</span>
            <span>{card.primary_sport.name}</span>
            <span aria-hidden="true">·</span>
            <span>{genderLabel(card.gender)}</span>
          </p>
        </div>
        <AspiScore aspi={card.aspi} />
      </div>
      <div className="mt-auto flex items-center gap-3 bg-black/35 px-4 py-3">
        <p className="flex-1 text-sm">
          <span className={cx('font-display text-2xl font-bold tabular-nums', games === 0 && 'text-red-300')}>
            {games}
          </span>{' '}
          <span className="opacity-90">contract game{games === 1 ? '' : 's'} left</span>
        </p>
        <Button size="sm" variant="secondary" onClick={onExtend} aria-label={`Extend contract of ${name}`}>
          Extend contract
        </Button>
      </div>
    </article>
  );
}
