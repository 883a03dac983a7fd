import type { AdminDraft } from '@shred/contract';
import { errorMessage } from '../../../api/index.ts';
import { useAdminDraftsQuery } from '../../../features/admin-drafts/admin-draft-queries.ts';
import { DraftsSubnav } from '../../../features/admin-drafts/drafts-subnav.tsx';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { CardsIcon } from '../../../ui/icons.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { LoadingBlock } from '../../../ui/spinner.tsx';
import { DraftConfigCard } from './draft-config-card.tsx';

function bySport(drafts: readonly AdminDraft[]): { sport: string; name: string; drafts: AdminDraft[] }[] {
  const groups = new Map<string, { sport: string; name: string; drafts: AdminDraft[] }>();
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
      {drafts.data
        ? bySport(drafts.data).map((group) => (
            <section key={group.sport} aria-labelledby={`sport-${group.sport}`} className="mb-8">
              <h2
                id={`sport-${group.sport}`}
                className="mb-3 font-display text-2xl font-bold uppercase italic text-fg"
              >
                {group.name}
              </h2>
              <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
                {group.drafts.map((draft) => (
                  <li key={draft.tier}>
                    <DraftConfigCard draft={draft} />
                  </li>
                ))}
              </ul>
            </section>
          ))
        : null}
    </div>
  );
}
