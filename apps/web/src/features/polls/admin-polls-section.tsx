import { type AdminPoll, POLL_LIMITS } from '@shred/contract';
import { formatCount, formatPercent } from '@shred/game';
import { type FormEvent, useState } from 'react';
import { ApiError, errorMessage } from '../../api/index.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { PlusIcon, TrophyIcon } from '../../ui/icons.tsx';
import { LoadingBlock } from '../../ui/spinner.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { confirm } from '../modals/index.ts';
import { toast } from '../toasts/index.ts';
import { useAdminPollsQuery, useCreatePollMutation, useDeletePollMutation } from './poll-queries.ts';
import { pollsPath } from './share-poll.ts';

const sectionTitle = 'font-display text-2xl font-bold uppercase italic tracking-tight text-fg';
const blankOptions = () => ['', ''];

/** A new poll: the question and 2–10 options, each message of the server under its field. */
function NewPollForm({ eventSlug }: { eventSlug: string }) {
  const create = useCreatePollMutation();
  const [question, setQuestion] = useState('');
  const [options, setOptions] = useState(blankOptions);
  const [fields, setFields] = useState<Readonly<Record<string, readonly string[]>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const fieldError = (name: string) => fields[name]?.join(' ');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFields({});
    setFailure(null);
    try {
      const poll = await create.mutateAsync({ event_slug: eventSlug, question, options });
      toast.success(`“${poll.question}” is open for votes.`, 'Poll added');
      setQuestion('');
      setOptions(blankOptions());
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) setFields(error.fields);
      else setFailure(errorMessage(error));
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-labelledby="new-poll">
      <h3 id="new-poll" className="text-lg font-semibold text-fg">
        New poll
      </h3>
      <TextField
        label="Question"
        autoComplete="off"
        placeholder="Who lands the biggest trick?"
        value={question}
        maxLength={POLL_LIMITS.questionMax}
        onChange={(e) => setQuestion(e.currentTarget.value)}
        error={fieldError('question')}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium text-fg">
          Options{' '}
          <span className="font-normal text-muted">
            ({POLL_LIMITS.optionsMin}–{POLL_LIMITS.optionsMax}; a rider’s full name shows their portrait)
          </span>
        </legend>
        {options.map((label, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is edited in place
          <div key={index} className="flex items-start gap-2">
            <TextField
              label={`Option ${index + 1}`}
              className="flex-1"
              autoComplete="off"
              value={label}
              maxLength={POLL_LIMITS.labelMax}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setOptions((all) => all.map((old, k) => (k === index ? value : old)));
              }}
              error={fieldError(`options.${index}`)}
            />
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="mt-7"
              disabled={options.length <= POLL_LIMITS.optionsMin}
              aria-label={`Remove option ${index + 1}`}
              onClick={() => setOptions((all) => all.filter((_, k) => k !== index))}
            >
              Remove
            </Button>
          </div>
        ))}
        {fieldError('options') ? (
          <p role="alert" className="text-sm text-danger">
            {fieldError('options')}
          </p>
        ) : null}
        <Button
          type="button"
          variant="secondary"
          size="sm"
          icon={<PlusIcon />}
          className="self-start"
          disabled={options.length >= POLL_LIMITS.optionsMax}
          onClick={() => setOptions((all) => [...all, ''])}
        >
          Add an option
        </Button>
      </fieldset>
      {failure || fieldError('event_slug') ? (
        <FormAlert title="Poll not added">{failure ?? fieldError('event_slug')}</FormAlert>
      ) : null}
      <Button type="submit" loading={create.isPending} className="self-start max-sm:w-full">
        Add poll
      </Button>
    </form>
  );
}

/** One poll as staff see it: every share and count, and delete after asking. */
function AdminPollItem({ poll }: { poll: AdminPoll }) {
  const remove = useDeletePollMutation();
  const askToDelete = async () => {
    const yes = await confirm({
      title: `Delete “${poll.question}”?`,
      message:
        poll.total_votes === 0
          ? 'The poll goes for good.'
          : `Its ${formatCount(poll.total_votes)} ${poll.total_votes === 1 ? 'vote goes' : 'votes go'} with it.`,
      confirmText: 'Delete poll',
      danger: true,
    });
    if (!yes) return;
    try {
      await remove.mutateAsync(poll.id);
      toast.success(`“${poll.question}” is deleted.`, 'Poll deleted');
    } catch (error) {
      toast.error(errorMessage(error), 'Poll not deleted');
    }
  };
  return (
    <Card as="article" aria-label={poll.question} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-fg">{poll.question}</h3>
          <p className="text-sm text-muted">
            {formatCount(poll.total_votes)} {poll.total_votes === 1 ? 'vote' : 'votes'} ·{' '}
            {poll.closed ? 'Closed' : 'Open'}
          </p>
        </div>
        <Button variant="danger" size="sm" loading={remove.isPending} onClick={() => void askToDelete()}>
          Delete
        </Button>
      </div>
      <ul className="flex flex-col gap-1 text-sm">
        {poll.options.map((option) => (
          <li key={option.id} className="flex justify-between gap-3 border-line border-t pt-1 first:border-0">
            <span className="text-fg">{option.label}</span>
            <span className="tabular-nums text-muted">
              {formatCount(option.votes)} · {formatPercent(option.share, 0)}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** 'Fan vote' on the staff event page: the event's polls with their votes, a new one, delete. */
export function AdminPollsSection({ eventSlug }: { eventSlug: string }) {
  const query = useAdminPollsQuery(eventSlug);
  return (
    <section aria-labelledby="event-polls" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="event-polls" className={sectionTitle}>
            Fan vote
          </h2>
          <p className="text-sm text-muted">Polls fans answer on the event’s Fan Vote page, one vote each.</p>
        </div>
        <ButtonLink to={pollsPath(eventSlug)} variant="secondary" size="sm" icon={<TrophyIcon />}>
          Open Fan Vote
        </ButtonLink>
      </div>
      {query.isPending ? <LoadingBlock label="Loading the polls…" /> : null}
      {query.isError ? (
        <FormAlert title="Could not load the polls">
          <p>{errorMessage(query.error)}</p>
        </FormAlert>
      ) : null}
      {query.data?.length === 0 ? (
        <Card padded={false}>
          <EmptyState icon={<TrophyIcon />} title="No polls yet">
            Ask fans who wins, or who lands the biggest trick.
          </EmptyState>
        </Card>
      ) : null}
      {query.data && query.data.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {query.data.map((poll) => (
            <li key={poll.id}>
              <AdminPollItem poll={poll} />
            </li>
          ))}
        </ul>
      ) : null}
      <Card>
        <NewPollForm eventSlug={eventSlug} />
      </Card>
    </section>
  );
}
