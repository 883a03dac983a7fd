import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { cx } from '../../ui/class-names.ts';

export interface TabItem {
  id: string;
  label: ReactNode;
}

interface TabListProps {
  /** Names the list ('Ranking by sport'). */
  label: string;
  tabs: readonly TabItem[];
  selected: string;
  onSelect: (id: string) => void;
  /** Prefix of the tab and panel element ids, unique on the page. */
  idPrefix: string;
}

const STEP: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

export const tabElementId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const tabPanelId = (prefix: string) => `${prefix}-panel`;

/**
 * A WAI-ARIA tab list that scrolls sideways when its tabs outgrow a phone: one tab stop, arrow
 * keys and Home/End move between tabs and select the one they land on. The page renders the
 * one panel (`tabPanelId(prefix)`) for the selected tab.
 */
export function TabList({ label, tabs, selected, onSelect, idPrefix }: TabListProps) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEP[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(
      tabs.findIndex((tab) => tab.id === selected),
      tabs.length,
    );
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.id);
    refs.current[next]?.focus();
  };

  return (
    <div className="-mx-1 overflow-x-auto px-1 pb-1 [scrollbar-width:thin]">
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="inline-flex min-w-full gap-1 rounded-2xl border border-line bg-surface p-1 sm:min-w-0 sm:flex-wrap"
      >
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                refs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={tabElementId(idPrefix, tab.id)}
              aria-selected={isSelected}
              aria-controls={tabPanelId(idPrefix)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              className={cx(
                'flex h-10 shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-xl px-4 text-sm font-semibold transition',
                isSelected
                  ? 'bg-accent text-on-accent shadow-sm'
                  : 'text-muted hover:bg-surface-2 hover:text-fg',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
