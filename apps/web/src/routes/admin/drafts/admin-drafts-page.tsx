import type { AdminDraft } from '@shred/contract';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/index.ts';
import { useAdminDraftsQuery } from '../../../features/admin-drafts/admin-draft-queries.ts';
import { DraftsSubnav } from '../../../features/admin-drafts/drafts-subnav.tsx';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { CardsIcon } from '../../../ui/icons.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { LoadingBlock } from '../../../ui/spinner.tsx';
import { DraftConfigCard } from './draft-config-card.tsx';

interface SportDrafts {
  sport: string;
  name: string;
  drafts: AdminDraft[];
}

function bySport(drafts: readonly AdminDraft[]): SportDrafts[] {
  const groups = new Map<string, SportDrafts>();
  for (const draft of drafts) {
    const group = groups.get(draft.sport) ?? { sport: draft.sport, name: draft.sport_name, drafts: [] };
    group.drafts.push(draft);
    groups.set(draft.sport, group);
  }
  return [...groups.values()];
}

/** /admin/drafts 'Drafts': price, published odds and sale of every sport × tier draft (staff, R2.71). */
export function AdminDraftsPage() {
  const drafts = useAdminDraftsQuery();
  const [params, setParams] = useSearchParams();
  const groups = drafts.data ? bySport(drafts.data) : [];
  const only = params.get('sport') ?? '';
  const shown = groups.filter((group) => only === '' || group.sport === only);

  return (
    <div className="max-w-7xl">
      <PageHeader
        title="Drafts"
        subtitle="Price, published odds and sale of each sport × tier draft"
        back={{ to: '/admin/dashboard', label: 'Dashboard' }}
      />
      <DraftsSubnav />
      {drafts.isPending ? <LoadingBlock label="Loading drafts…" /> : null}
      {drafts.isError ? (
        <FormAlert title="Could not load the drafts">
          <p>{errorMessage(drafts.error)}</p>
          <Button size="sm" variant="secondary" className="mt-3" onClick={() => void drafts.refetch()}>
            Try again
          </Button>
        </FormAlert>
      ) : null}
      {drafts.data && drafts.data.length === 0 ? (
        <EmptyState icon={<CardsIcon />} title="No drafts yet">
          Drafts appear here once sports exist.
        </EmptyState>
      ) : null}
      {groups.length > 0 ? (
        <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
          <p className="max-w-2xl text-sm text-muted">
            Each card of a draft draws its tier by these odds: its chance is the tier's weight ÷ the sum of
            the draft's weights. A draft never gives a tier below its own.
          </p>
          <SelectField
            label="Show"
            value={only}
            onChange={(event) =>
              setParams(event.target.value ? { sport: event.target.value } : {}, { replace: true })
            }
            className="w-full sm:w-56"
          >
            <option value="">All sports</option>
            {groups.map((group) => (
              <option key={group.sport} value={group.sport}>
                {group.name}
              </option>
            ))}
          </SelectField>
        </div>
      ) : null}
      {shown.map((group) => (
        <section key={group.sport} aria-labelledby={`sport-${group.sport}`} className="mb-8">
          <h2
            id={`sport-${group.sport}`}
            className="mb-3 font-display text-2xl font-bold uppercase italic text-fg"
          >
            {group.name}
          </h2>
          <ul className="grid gap-3 md:grid-cols-2 2xl:grid-cols-4">
            {group.drafts.map((draft) => (
              <li key={draft.tier}>
                <DraftConfigCard draft={draft} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
