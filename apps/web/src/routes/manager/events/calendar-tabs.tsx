import type { EventPhase } from '@shred/contract';
import { type KeyboardEvent, useRef } from 'react';
import { cx } from '../../../ui/class-names.ts';

export const CALENDAR_TABS: ReadonlyArray<{ phase: EventPhase; label: string }> = [
  { phase: 'live', label: 'Live' },
  { phase: 'upcoming', label: 'Upcoming' },
  { phase: 'past', label: 'Past' },
];

export const tabId = (phase: EventPhase) => `calendar-tab-${phase}`;
export const panelId = (phase: EventPhase) => `calendar-panel-${phase}`;

interface CalendarTabsProps {
  value: EventPhase;
  onChange: (phase: EventPhase) => void;
}

const STEP: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * Live / Upcoming / Past as a WAI-ARIA tab list: one tab stop, arrow keys (and Home/End) move
 * between the tabs and select the one they land on.
 */
export function CalendarTabs({ value, onChange }: CalendarTabsProps) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEP[event.key];
    if (!step) return;
    event.preventDefault();
    const current = CALENDAR_TABS.findIndex((tab) => tab.phase === value);
    const next = step(current, CALENDAR_TABS.length);
    const tab = CALENDAR_TABS[next];
    if (!tab) return;
    onChange(tab.phase);
    refs.current[next]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label="Events by time"
      onKeyDown={onKeyDown}
      className="grid grid-cols-3 gap-1 rounded-2xl border border-line bg-surface p-1 sm:inline-grid sm:min-w-96 sm:self-start"
    >
      {CALENDAR_TABS.map((tab, index) => {
        const selected = tab.phase === value;
        return (
          <button
            key={tab.phase}
            ref={(node) => {
              refs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={tabId(tab.phase)}
            aria-selected={selected}
            aria-controls={panelId(tab.phase)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.phase)}
            className={cx(
              'flex h-10 items-center justify-center gap-2 rounded-xl text-sm font-semibold transition',
              selected ? 'bg-accent text-on-accent shadow-sm' : 'text-muted hover:bg-surface-2 hover:text-fg',
            )}
          >
            {tab.phase === 'live' ? (
              <span
                aria-hidden="true"
                className={cx('size-2 rounded-full', selected ? 'bg-on-accent' : 'animate-pulse bg-lime')}
              />
            ) : null}
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
