import type { AthleteCard } from '@shred/contract';
import type { CardTier } from '@shred/game';
import { useState } from 'react';
import { SportOptions, TierOptions } from '../../../features/athletes/choice-options.tsx';
import { useMyCardsQuery } from '../../../features/teams/index.ts';
import { MyCardsStates } from '../../../features/teams/my-cards-states.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { CardsIcon } from '../../../ui/icons.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { AthleteCardTile } from './athlete-card-tile.tsx';
import { CARD_SORTS, type CardFilter, type CardSort, filterCards, sportsOf } from './card-filters.ts';
import { useCreditsQuery } from './credits-queries.ts';
import { ExtendContractDialog } from './extend-contract-dialog.tsx';

/** /manager/my-athletes: the viewer's athlete cards, their contracts and extending them. */
export function MyAthletesPage() {
  const cards = useMyCardsQuery();
  const credits = useCreditsQuery();
  const [filter, setFilter] = useState<CardFilter>({ sport: '', tier: '', sort: 'aspi' });
  const [extending, setExtending] = useState<number | null>(null);

  const balance = credits.data?.balance;
  const header = (
    <PageHeader
      title="My Athletes"
      subtitle="Your athlete cards. Each one plays in manager games while it has contract games left."
      actions={
        <p className="rounded-xl border border-line bg-surface px-4 py-2 text-sm" aria-live="polite">
          <span className="text-muted">Credits </span>
          <strong className="font-display text-xl tabular-nums text-fg" data-testid="credit-balance">
            {balance ?? '–'}
          </strong>
        </p>
      }
    />
  );

  return (
    <MyCardsStates
      cards={cards}
      header={header}
      empty={{
        title: 'You have no athlete cards yet',
        children:
          'Cards come from drafts, rewards and the market. Until then, Quickplay lets you play any game without cards.',
      }}
    >
      {(mine) => {
        const shown = filterCards(mine, filter);
        const card: AthleteCard | null = mine.find((c) => c.card_instance_id === extending) ?? null;
        return (
          <>
            {header}
            <div className="mb-5 flex flex-wrap items-end gap-3">
              <SelectField
                compact
                label="Sport"
                value={filter.sport}
                onChange={(e) => setFilter({ ...filter, sport: e.target.value })}
              >
                <SportOptions sports={sportsOf(mine)} />
              </SelectField>
              <SelectField
                compact
                label="Tier"
                value={filter.tier}
                onChange={(e) => setFilter({ ...filter, tier: e.target.value as CardTier | '' })}
              >
                <TierOptions any="All tiers" />
              </SelectField>
              <SelectField
                compact
                label="Sort by"
                value={filter.sort}
                onChange={(e) => setFilter({ ...filter, sort: e.target.value as CardSort })}
              >
                {Object.entries(CARD_SORTS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </SelectField>
              <p className="ml-auto text-sm text-muted" aria-live="polite">
                {shown.length} of {mine.length} cards
              </p>
            </div>
            {shown.length === 0 ? (
              <EmptyState icon={<CardsIcon width={28} height={28} />} title="No cards match these filters">
                Choose another sport or tier.
              </EmptyState>
            ) : (
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
                {shown.map((item, index) => (
                  <li key={item.card_instance_id} className="flex flex-col">
                    <AthleteCardTile
                      card={item}
                      eager={index < 4}
                      onExtend={() => setExtending(item.card_instance_id)}
                    />
                  </li>
                ))}
              </ul>
            )}
            <ExtendContractDialog
              card={card}
              balance={balance ?? 0}
              costPerGame={credits.data?.extension_cost_per_game ?? {}}
              onClose={() => setExtending(null)}
            />
          </>
        );
      }}
    </MyCardsStates>
  );
}
