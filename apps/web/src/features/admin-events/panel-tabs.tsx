import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { cx } from '../../ui/class-names.ts';

export interface PanelTab<K extends string> {
  key: K;
  label: ReactNode;
  content: ReactNode;
}

interface PanelTabsProps<K extends string> {
  label: string;
  tabs: readonly PanelTab<K>[];
  active: K;
  onSelect: (key: K) => void;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the active panel is shown. */
export function PanelTabs<K extends string>({ label, tabs, active, onSelect }: PanelTabsProps<K>) {
  const baseId = useId();
  const buttons = useRef(new Map<K, HTMLButtonElement>());
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === active),
  );

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next.key);
    buttons.current.get(next.key)?.focus();
  };

  const current = tabs[index];
  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto border-b border-line [scrollbar-width:none]"
      >
        {tabs.map((tab) => {
          const selected = tab.key === current?.key;
          return (
            <button
              key={tab.key}
              ref={(node) => {
                if (node) buttons.current.set(tab.key, node);
                else buttons.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.key}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${tab.key}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onSelect(tab.key)}
              className={cx(
                '-mb-px shrink-0 border-b-2 px-3 py-2.5 text-sm font-semibold transition',
                'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent',
                selected ? 'border-accent text-fg' : 'border-transparent text-muted hover:text-fg',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {current ? (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${current.key}`}
          aria-labelledby={`${baseId}-tab-${current.key}`}
          className="pt-5"
        >
          {current.content}
        </div>
      ) : null}
    </div>
  );
}
