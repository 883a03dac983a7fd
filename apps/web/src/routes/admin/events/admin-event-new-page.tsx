import { useNavigate } from 'react-router';
import { useCreateEventMutation } from '../../../features/admin-events/admin-event-queries.ts';
import { adminEventPath } from '../../../features/admin-events/admin-event-row.tsx';
import { EventForm } from '../../../features/admin-events/event-form.tsx';
import {
  EMPTY_EVENT_FORM,
  eventCreateFormSchema,
  eventFormValues,
} from '../../../features/admin-events/event-form-schema.ts';
import { toast } from '../../../features/toasts/index.ts';
import { Card } from '../../../ui/card.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';

/** /admin/events/new 'New Event': the event's fields; its games are added on the edit page next. */
export function AdminEventNewPage() {
  const create = useCreateEventMutation();
  const navigate = useNavigate();
  return (
    <div className="max-w-4xl">
      <PageHeader
        title="New Event"
        subtitle="Name, place, dates and sports. Games, startlists and results come next."
        back={{ to: '/admin/events', label: 'Events' }}
      />
      <Card as="section" aria-label="Event details">
        <EventForm
          mode="create"
          schema={eventCreateFormSchema}
          defaultValues={EMPTY_EVENT_FORM}
          saving={create.isPending}
          submitLabel="Create event"
          onSave={async (body) => {
            const event = await create.mutateAsync(body);
            toast.success(`${event.name} is created. Add its games now.`, 'Event created');
            await navigate(adminEventPath(event.slug));
            return eventFormValues(event);
          }}
        />
      </Card>
    </div>
  );
}
