import { type KeyboardEvent, useRef } from 'react';
import { cx } from '../../ui/class-names.ts';
import { SEARCH_CATEGORIES, SEARCH_TEXTS, type SearchCategory } from './search-rules.ts';

export const tabId = (base: string, category: SearchCategory) => `${base}-tab-${category}`;
export const tabPanelId = (base: string) => `${base}-results`;

interface SearchTabsProps {
  idBase: string;
  active: SearchCategory;
  onChange: (category: SearchCategory) => void;
  /** Results per category, once a search has answered; null shows no counts. */
  counts: Record<SearchCategory, number> | null;
}

const NEXT_KEYS: Record<string, (index: number) => number> = {
  ArrowRight: (index) => (index + 1) % SEARCH_CATEGORIES.length,
  ArrowLeft: (index) => (index - 1 + SEARCH_CATEGORIES.length) % SEARCH_CATEGORIES.length,
  Home: () => 0,
  End: () => SEARCH_CATEGORIES.length - 1,
};

/**
 * The category tabs, Events first (R4.102), each with its count. A WAI-ARIA tab list: Tab
 * enters at the selected tab, the arrow keys, Home and End move along and select.
 */
export function SearchTabs({ idBase, active, onChange, counts }: SearchTabsProps) {
  const tabs = useRef<Partial<Record<SearchCategory, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = NEXT_KEYS[event.key];
    if (!move) return;
    event.preventDefault();
    const next = SEARCH_CATEGORIES[move(SEARCH_CATEGORIES.indexOf(active))] ?? active;
    onChange(next);
    tabs.current[next]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label="Search categories"
      onKeyDown={onKeyDown}
      className="flex gap-0.5 rounded-2xl bg-surface-2 p-1 sm:gap-1"
    >
      {SEARCH_CATEGORIES.map((category) => {
        const selected = category === active;
        const count = counts?.[category];
        return (
          <button
            key={category}
            ref={(element) => {
              tabs.current[category] = element;
            }}
            type="button"
            role="tab"
            id={tabId(idBase, category)}
            aria-selected={selected}
            aria-controls={tabPanelId(idBase)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(category)}
            className={cx(
              'flex h-10 min-w-0 flex-auto items-center justify-center gap-1 rounded-xl px-1.5 text-[13px] font-semibold transition sm:gap-1.5 sm:text-sm',
              'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent',
              selected ? 'bg-surface text-fg shadow-card' : 'text-muted hover:text-fg',
            )}
          >
            <span className="truncate">{SEARCH_TEXTS.tabs[category]}</span>
            {count !== undefined ? (
              <span
                className={cx(
                  'min-w-4.5 shrink-0 rounded-full px-1 text-center text-[11px] leading-4.5 font-bold tabular-nums',
                  selected && count > 0 ? 'bg-accent text-on-accent' : 'bg-line/60 text-muted',
                )}
              >
                {count}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
