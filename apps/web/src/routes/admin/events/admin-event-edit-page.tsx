import type { AdminEvent } from '@shred/contract';
import { eventDateRange } from '@shred/game';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '../../../api/index.ts';
import {
  useAdminEventQuery,
  useUpdateEventMutation,
} from '../../../features/admin-events/admin-event-queries.ts';
import { adminEventPath, adminRefreshPath } from '../../../features/admin-events/admin-event-row.tsx';
import { RefreshIcon } from '../../../features/admin-events/admin-icons.tsx';
import { EventForm } from '../../../features/admin-events/event-form.tsx';
import { eventFormValues, eventUpdateFormSchema } from '../../../features/admin-events/event-form-schema.ts';
import { GamePanel } from '../../../features/admin-events/game-panel.tsx';
import { gameStatusSummary } from '../../../features/admin-events/game-status.tsx';
import { NewGameForm } from '../../../features/admin-events/new-game-form.tsx';
import { AdminPollsSection } from '../../../features/polls/admin-polls-section.tsx';
import { toast } from '../../../features/toasts/index.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { CalendarIcon, PlusIcon } from '../../../ui/icons.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { LoadingBlock } from '../../../ui/spinner.tsx';

const sectionTitle = 'font-display text-2xl font-bold uppercase italic tracking-tight text-fg';

/** Sports the event has games in cannot be removed from it (the server refuses too). */
const sportsWithGames = (event: AdminEvent) =>
  new Map(event.fantasy_games.map((game) => [game.sport.slug, 'Has games']));

function EventDetails({ event }: { event: AdminEvent }) {
  const update = useUpdateEventMutation(event.slug);
  const navigate = useNavigate();
  return (
    <Card as="section" aria-labelledby="event-details">
      <h2 id="event-details" className={`${sectionTitle} mb-5`}>
        Event details
      </h2>
      <EventForm
        key={event.slug}
        mode="edit"
        schema={eventUpdateFormSchema}
        defaultValues={eventFormValues(event)}
        lockedSports={sportsWithGames(event)}
        saving={update.isPending}
        submitLabel="Save event"
        onSave={async (body) => {
          const saved = await update.mutateAsync(body);
          toast.success(`${saved.name} is saved.`, 'Event saved');
          if (saved.slug !== event.slug) await navigate(adminEventPath(saved.slug), { replace: true });
          return eventFormValues(saved);
        }}
      />
    </Card>
  );
}

function EventGames({ event }: { event: AdminEvent }) {
  const [params, setParams] = useSearchParams();
  const [adding, setAdding] = useState(false);
  const openId = Number(params.get('game')) || null;
  const games = event.fantasy_games;
  const openGame = (id: number | null) =>
    setParams(id === null ? {} : { game: String(id) }, { replace: true, preventScrollReset: true });

  return (
    <section aria-labelledby="event-games" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="event-games" className={sectionTitle}>
            Games
          </h2>
          <p className="text-sm text-muted" aria-live="polite">
            {gameStatusSummary(games.map((g) => g.status))}
          </p>
        </div>
        {adding ? null : (
          <Button icon={<PlusIcon />} onClick={() => setAdding(true)} className="max-sm:w-full">
            Add a game
          </Button>
        )}
      </div>
      {adding ? (
        <Card as="section" aria-labelledby="new-game">
          <h3 id="new-game" className="mb-4 text-lg font-semibold text-fg">
            New game
          </h3>
          <NewGameForm
            event={event}
            onCancel={() => setAdding(false)}
            onCreated={(id) => {
              setAdding(false);
              openGame(id);
            }}
          />
        </Card>
      ) : null}
      {games.length === 0 && !adding ? (
        <Card padded={false}>
          <EmptyState icon={<CalendarIcon />} title="No games yet">
            Add one game per discipline and field (men or women), with its rounds. Its startlist comes next.
          </EmptyState>
        </Card>
      ) : null}
      <ul className="flex flex-col gap-3">
        {games.map((game) => (
          <li key={game.id}>
            <GamePanel
              game={game}
              eventSlug={event.slug}
              open={openId === game.id}
              onToggle={() => openGame(openId === game.id ? null : game.id)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /admin/events/:slug 'Edit Event': the event's fields, then its games with their rounds, startlists and status. */
export function AdminEventEditPage() {
  const { slug = '' } = useParams();
  const query = useAdminEventQuery(slug);
  const event = query.data;
  return (
    <div className="max-w-5xl space-y-8">
      <PageHeader
        title="Edit Event"
        subtitle={
          event
            ? `${event.name} · ${eventDateRange(event.date_from, event.date_to)} · ${event.location}`
            : undefined
        }
        back={{ to: '/admin/events', label: 'Events' }}
        actions={
          event ? (
            <ButtonLink to={adminRefreshPath(event.slug)} variant="secondary" icon={<RefreshIcon />}>
              Refresh results
            </ButtonLink>
          ) : undefined
        }
      />
      {query.isPending ? <LoadingBlock label="Loading the event…" /> : null}
      {query.isError && query.error instanceof ApiError && query.error.status === 404 ? (
        <EmptyState
          icon={<CalendarIcon />}
          title="This event does not exist"
          action={<ButtonLink to="/admin/events">All events</ButtonLink>}
        >
          No event has the slug “{slug}”. It may have been renamed.
        </EmptyState>
      ) : query.isError ? (
        <FormAlert title="Could not load the event">
          <p>{errorMessage(query.error)}</p>
          <Button size="sm" variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </FormAlert>
      ) : null}
      {event ? (
        <>
          <EventDetails event={event} />
          <EventGames event={event} />
          <AdminPollsSection eventSlug={event.slug} />
        </>
      ) : null}
    </div>
  );
}
