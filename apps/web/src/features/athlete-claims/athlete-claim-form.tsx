import { ATHLETE_CLAIM_MESSAGE_MAX } from '@shred/contract';
import { type FormEvent, useId, useState } from 'react';
import { ApiError, errorMessage } from '../../api/index.ts';
import { Button } from '../../ui/button.tsx';
import { cx } from '../../ui/class-names.ts';
import { FormAlert } from '../../ui/form-alert.tsx';
import { useCreateAthleteClaimMutation } from './athlete-claim-queries.ts';
import { AthleteCombobox, type ClaimedAthlete } from './athlete-combobox.tsx';

/** The server's words for one field of a 400, if it gave any. */
const fieldError = (error: unknown, name: string) =>
  error instanceof ApiError ? error.fields[name]?.join(' ') : undefined;

/**
 * The request to be linked to an athlete (A7): who you are on the startlists, and optionally how
 * staff can tell it is you. The server's refusal shows under the form, its field errors by
 * their fields.
 */
export function AthleteClaimForm() {
  const messageId = useId();
  const [athlete, setAthlete] = useState<ClaimedAthlete | null>(null);
  const [message, setMessage] = useState('');
  const [missing, setMissing] = useState(false);
  const create = useCreateAthleteClaimMutation();
  const athleteError =
    (missing && !athlete ? 'Pick the athlete you are.' : undefined) ?? fieldError(create.error, 'athlete_id');
  const messageError = fieldError(create.error, 'message');
  const fieldsExplain = Boolean(fieldError(create.error, 'athlete_id') || messageError);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!athlete) {
      setMissing(true);
      return;
    }
    create.mutate({ athlete_id: athlete.id, message: message.trim() });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4"
      aria-label="Claim your athlete profile"
    >
      <AthleteCombobox
        label="Which athlete are you?"
        value={athlete}
        onChange={(next) => {
          setAthlete(next);
          create.reset();
        }}
        error={athleteError}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={messageId} className="text-sm font-medium text-fg">
          Message to staff <span className="font-normal text-muted">(optional)</span>
        </label>
        <textarea
          id={messageId}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          maxLength={ATHLETE_CLAIM_MESSAGE_MAX}
          rows={3}
          placeholder="Your team, club or social account, so staff can tell it is you"
          aria-invalid={messageError ? true : undefined}
          aria-describedby={`${messageId}-notes`}
          className={cx(
            'min-h-24 w-full rounded-xl border bg-surface-2 px-4 py-3 text-[15px] text-fg placeholder:text-muted/70 transition',
            'focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/40',
            messageError ? 'border-danger' : 'border-line',
          )}
        />
        <p id={`${messageId}-notes`} className="flex justify-between gap-3 text-xs text-muted">
          {messageError ? <span className="text-sm text-danger">{messageError}</span> : <span />}
          <span>
            {message.length}/{ATHLETE_CLAIM_MESSAGE_MAX}
          </span>
        </p>
      </div>
      {create.isError && !fieldsExplain ? (
        <FormAlert title="Your request was not sent">{errorMessage(create.error)}</FormAlert>
      ) : null}
      <Button type="submit" loading={create.isPending} className="self-start">
        Send request
      </Button>
    </form>
  );
}
