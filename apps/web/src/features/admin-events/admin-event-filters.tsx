import { EVENT_PHASES, type EventPhase } from '@shred/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { SelectField } from '../../ui/select-field.tsx';
import { SportOptions } from '../athletes/choice-options.tsx';
import type { AdminEventFilters } from './admin-event-queries.ts';
import { SearchIcon } from './admin-icons.tsx';
import { useSportsQuery } from './catalog-queries.ts';
import { fieldClasses } from './field-classes.ts';

const PHASE_LABELS: Record<EventPhase, string> = { live: 'Live', upcoming: 'Upcoming', past: 'Past' };
const SEARCH_DELAY_MS = 300;

export const isEventPhase = (value: string | null): value is EventPhase =>
  (EVENT_PHASES as readonly string[]).includes(value ?? '');

interface AdminEventFilterBarProps {
  filters: AdminEventFilters;
  /** Changes only the filters given, so a late search never undoes a phase picked meanwhile. */
  onChange: (patch: Partial<AdminEventFilters>) => void;
}

/** Search words, phase and sport; the search applies once typing pauses, or at once on Enter. */
export function AdminEventFilterBar({ filters, onChange }: AdminEventFilterBarProps) {
  const sports = useSportsQuery();
  const [text, setText] = useState(filters.q);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Words set from outside (clearing the filters, going back) replace what the box shows.
  const [shownQ, setShownQ] = useState(filters.q);
  if (filters.q !== shownQ) {
    setShownQ(filters.q);
    setText(filters.q);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const type = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onChange({ q: value }), SEARCH_DELAY_MS);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    clearTimeout(timer.current);
    onChange({ q: text });
  };

  return (
    <search aria-label="Events" className="mb-5">
      <form onSubmit={submit} className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_12rem]">
        <div className="col-span-2 flex flex-col gap-1.5 sm:col-span-1">
          <label htmlFor="admin-event-search" className="text-sm font-medium text-fg">
            Search events
          </label>
          <div className="relative">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-muted" />
            <input
              id="admin-event-search"
              type="search"
              value={text}
              onChange={(event) => type(event.target.value)}
              placeholder="Name, place or slug"
              autoComplete="off"
              maxLength={80}
              className={fieldClasses({ size: 'search' })}
            />
          </div>
        </div>
        <SelectField
          label="Phase"
          value={filters.status}
          onChange={(event) => {
            const value = event.target.value;
            onChange({ status: isEventPhase(value) ? value : '' });
          }}
        >
          <option value="">All phases</option>
          {EVENT_PHASES.map((phase) => (
            <option key={phase} value={phase}>
              {PHASE_LABELS[phase]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Sport"
          value={filters.sport}
          onChange={(event) => onChange({ sport: event.target.value })}
        >
          <SportOptions sports={sports.data ?? []} />
          {filters.sport && !sports.data?.some((s) => s.slug === filters.sport) ? (
            <option value={filters.sport}>{filters.sport}</option>
          ) : null}
        </SelectField>
      </form>
    </search>
  );
}
