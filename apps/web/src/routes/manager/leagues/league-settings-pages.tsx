import { EVENT_PHASES, type EventPhase, type LeagueDetail, updateLeagueBodySchema } from '@shred/contract';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/index.ts';
import { useEventCalendarQuery } from '../../../features/events/event-queries.ts';
import { useSportsQuery } from '../../../features/events/sports-query.ts';
import {
  clientFieldErrors,
  type LeagueFieldErrors,
  LeagueFields,
  LeagueImagePicker,
  leaguePath,
  serverFieldErrors,
  useLeagueEventsMutation,
  useLeagueImageMutation,
  useLeagueSportsMutation,
  useRemoveLeagueImageMutation,
  useUpdateLeagueMutation,
} from '../../../features/leagues/index.ts';
import { uploadErrorMessage } from '../../../features/profile/upload-error.ts';
import { toast } from '../../../features/toasts/index.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { LoadingBlock } from '../../../ui/spinner.tsx';
import { LeagueSettingsFrame } from './league-settings.tsx';
import { MemberList } from './member-list.tsx';

/** /manager/leagues/{slug}/settings/details (R2.53). */
export function LeagueDetailsSettingsPage() {
  return (
    <LeagueSettingsFrame title="Details">
      {(league) => (
        <div className="flex flex-col gap-4">
          <ImageCard league={league} />
          <DetailsForm league={league} />
        </div>
      )}
    </LeagueSettingsFrame>
  );
}

/** The league's picture: a chosen file uploads at once; removing brings the initials back. */
function ImageCard({ league }: { league: LeagueDetail }) {
  const upload = useLeagueImageMutation();
  const remove = useRemoveLeagueImageMutation(league.slug);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const begin = () => {
    setError(null);
    setStatus(null);
  };
  return (
    <Card>
      <LeagueImagePicker
        league={league}
        busy={upload.isPending ? 'upload' : remove.isPending ? 'remove' : null}
        error={error}
        status={status}
        onPick={(file) => {
          begin();
          upload.mutate(
            { slug: league.slug, file },
            {
              onSuccess: () => setStatus('The new picture is up.'),
              onError: (failure) => setError(uploadErrorMessage(failure, 'image')),
            },
          );
        }}
        onRemove={() => {
          begin();
          remove.mutate(undefined, {
            onSuccess: () => setStatus('Picture removed: the league shows its initials.'),
            onError: (failure) => setError(uploadErrorMessage(failure, 'image')),
          });
        }}
      />
    </Card>
  );
}

function DetailsForm({ league }: { league: LeagueDetail }) {
  const navigate = useNavigate();
  const update = useUpdateLeagueMutation(league.slug);
  const [name, setName] = useState(league.name);
  const [description, setDescription] = useState(league.description);
  const [closed, setClosed] = useState(league.joining_closed);
  const [errors, setErrors] = useState<LeagueFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const switchId = useId();

  const submit = () => {
    setFormError(null);
    const parsed = updateLeagueBodySchema.safeParse({ name, description, joining_closed: closed });
    if (!parsed.success) {
      setErrors(clientFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: (saved) => {
        toast.success('Everyone sees the change now.', 'League saved');
        // A new name can give the league a new address.
        if (saved.slug !== league.slug)
          navigate(`${leaguePath(saved.slug)}/settings/details`, { replace: true });
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        setErrors(fields);
        if (Object.keys(fields).length === 0) setFormError(errorMessage(error));
      },
    });
  };

  return (
    <Card>
      <form
        noValidate
        aria-label="League details"
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <LeagueFields
          name={name}
          description={description}
          onNameChange={setName}
          onDescriptionChange={setDescription}
          errors={errors}
        />
        <div className="flex items-start justify-between gap-4 rounded-xl bg-surface-2 p-3">
          <div>
            <label htmlFor={switchId} className="font-medium text-fg">
              Joining closed
            </label>
            <p id={`${switchId}-hint`} className="text-sm text-muted">
              While closed, invite links stop letting anyone in. Members stay.
            </p>
          </div>
          <button
            id={switchId}
            type="button"
            role="switch"
            aria-checked={closed}
            aria-describedby={`${switchId}-hint`}
            onClick={() => setClosed((value) => !value)}
            className={`relative mt-1 inline-flex h-7 w-12 shrink-0 items-center rounded-full transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent ${
              closed ? 'bg-accent' : 'bg-line'
            }`}
          >
            <span
              aria-hidden="true"
              className={`inline-block size-5 rounded-full bg-white shadow transition ${closed ? 'translate-x-6' : 'translate-x-1'}`}
            />
          </button>
        </div>
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <Button type="submit" loading={update.isPending} fullWidth>
          Save details
        </Button>
      </form>
    </Card>
  );
}

const PHASE_LABELS: Record<EventPhase, string> = { upcoming: 'Upcoming', live: 'Live', past: 'Past' };
const eventDates = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', year: 'numeric' });

/** /manager/leagues/{slug}/settings/events (R2.51). */
export function LeagueEventsSettingsPage() {
  return (
    <LeagueSettingsFrame title="Events">{(league) => <EventsForm league={league} />}</LeagueSettingsFrame>
  );
}

function EventsForm({ league }: { league: LeagueDetail }) {
  const save = useLeagueEventsMutation(league.slug);
  const [phase, setPhase] = useState<EventPhase>('upcoming');
  const [picked, setPicked] = useState(() => new Map(league.events.map((event) => [event.id, event.name])));
  const events = useEventCalendarQuery('manager', { status: phase, sport: null, pageSize: 20 });
  const toggle = (id: number, name: string) =>
    setPicked((current) => {
      const next = new Map(current);
      if (next.has(id)) next.delete(id);
      else next.set(id, name);
      return next;
    });
  const submit = () =>
    save.mutate([...picked.keys()], {
      onSuccess: (saved) =>
        toast.success(
          saved.events.length === 0
            ? 'Games of every event count.'
            : `Games of ${saved.events.length} ${saved.events.length === 1 ? 'event' : 'events'} count.`,
          'Events saved',
        ),
      onError: (error) => toast.error(errorMessage(error), 'Could not save the events'),
    });
  const loaded = events.data?.pages.flatMap((page) => page.results) ?? [];
  return (
    <div className="flex flex-col gap-4">
      <Card padded={false} className="p-4 sm:p-5">
        <h2 className="font-semibold">Counting now</h2>
        {picked.size === 0 ? (
          <p className="mt-1 text-sm text-muted">No event picked: every game counts.</p>
        ) : (
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Picked events">
            {[...picked].map(([id, name]) => (
              <li key={id}>
                <button
                  type="button"
                  onClick={() => toggle(id, name)}
                  aria-label={`Stop counting ${name}`}
                  className="inline-flex items-center gap-1 rounded-full bg-accent/15 px-2.5 py-1 text-sm font-medium text-fg hover:bg-accent/25 focus-visible:outline-2 focus-visible:outline-accent"
                >
                  {name} <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-4 flex flex-wrap gap-2">
          <Button onClick={submit} loading={save.isPending} className="flex-1 sm:flex-none">
            Save events
          </Button>
          {picked.size > 0 ? (
            <Button variant="ghost" onClick={() => setPicked(new Map())}>
              Clear: count every event
            </Button>
          ) : null}
        </div>
      </Card>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold">Pick events</legend>
        <SelectField
          label="Show"
          value={phase}
          onChange={(event) => setPhase(event.target.value as EventPhase)}
        >
          {EVENT_PHASES.map((value) => (
            <option key={value} value={value}>
              {PHASE_LABELS[value]} events
            </option>
          ))}
        </SelectField>
        {events.isPending ? (
          <LoadingBlock label="Loading events…" />
        ) : events.isError ? (
          <LoadFailed
            title="Could not load the events"
            message={errorMessage(events.error)}
            onRetry={() => events.refetch()}
            retrying={events.isRefetching}
          />
        ) : loaded.length === 0 ? (
          <p className="rounded-xl bg-surface-2 p-3 text-sm text-muted">No {phase} events.</p>
        ) : (
          <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface">
            {loaded.map((event) => (
              <li key={event.id}>
                <label className="flex cursor-pointer items-center gap-3 px-3 py-3 sm:px-4">
                  <input
                    type="checkbox"
                    checked={picked.has(event.id)}
                    onChange={() => toggle(event.id, event.name)}
                    className="size-5 shrink-0 accent-[var(--accent)]"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{event.name}</span>
                    <span className="block truncate text-xs text-muted">
                      {eventDates.format(new Date(event.date_from))}
                      {event.location ? ` · ${event.location}` : ''}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {events.hasNextPage ? (
          <Button
            variant="secondary"
            onClick={() => events.fetchNextPage()}
            loading={events.isFetchingNextPage}
            className="self-center"
          >
            Load more
          </Button>
        ) : null}
      </fieldset>
    </div>
  );
}

/** /manager/leagues/{slug}/settings/sports (R2.52). */
export function LeagueSportsSettingsPage() {
  return (
    <LeagueSettingsFrame title="Sports">{(league) => <SportsForm league={league} />}</LeagueSettingsFrame>
  );
}

function SportsForm({ league }: { league: LeagueDetail }) {
  const sports = useSportsQuery();
  const save = useLeagueSportsMutation(league.slug);
  const [picked, setPicked] = useState(() => new Set(league.sports.map((sport) => sport.slug)));
  const toggle = (slug: string) =>
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(slug)) next.delete(slug);
      else next.add(slug);
      return next;
    });
  if (sports.isPending) return <LoadingBlock label="Loading sports…" />;
  if (sports.isError)
    return (
      <LoadFailed
        title="Could not load the sports"
        message={errorMessage(sports.error)}
        onRetry={() => sports.refetch()}
        retrying={sports.isRefetching}
      />
    );
  return (
    <Card>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate([...picked], {
            onSuccess: (saved) =>
              toast.success(
                saved.sports.length === 0
                  ? 'Games of every sport count.'
                  : `Games of ${saved.sports.map((sport) => sport.name).join(', ')} count.`,
                'Sports saved',
              ),
            onError: (error) => toast.error(errorMessage(error), 'Could not save the sports'),
          });
        }}
        className="flex flex-col gap-4"
      >
        <fieldset>
          <legend className="font-semibold">Sports that count</legend>
          <p className="mt-1 text-sm text-muted">None ticked: every sport counts.</p>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {sports.data.map((sport) => (
              <li key={sport.slug}>
                <label className="flex cursor-pointer items-center gap-3 rounded-xl border border-line bg-surface-2 px-3 py-3">
                  <input
                    type="checkbox"
                    checked={picked.has(sport.slug)}
                    onChange={() => toggle(sport.slug)}
                    className="size-5 shrink-0 accent-[var(--accent)]"
                  />
                  <span className="font-medium">{sport.name}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <Button type="submit" loading={save.isPending} fullWidth>
          Save sports
        </Button>
      </form>
    </Card>
  );
}

/** /manager/leagues/{slug}/settings/members (R2.54). */
export function LeagueMembersSettingsPage() {
  return (
    <LeagueSettingsFrame title="Members">{(league) => <MemberList league={league} />}</LeagueSettingsFrame>
  );
}
