import { SURVEY_LIMITS, type Survey, type SurveyAnswer, type SurveyQuestion } from '@shred/contract';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { fieldClasses } from '../admin-events/field-classes.ts';

const RATINGS = Array.from(
  { length: SURVEY_LIMITS.ratingMax - SURVEY_LIMITS.ratingMin + 1 },
  (_, index) => SURVEY_LIMITS.ratingMin + index,
);

export interface SurveyCardProps {
  survey: Survey;
  onSubmit: (answers: SurveyAnswer[]) => void;
  onDismiss: () => void;
  submitting: boolean;
  /** Why the last answer was refused, shown in the card. */
  error: string | null;
  /** Answered: the card thanks the player until they close it. */
  answered: boolean;
}

/** A rating 1–5 as a radio group: arrow keys move between the numbers, as screen readers expect. */
function RatingQuestion({
  question,
  value,
  onChange,
}: {
  question: SurveyQuestion;
  value: SurveyAnswer | undefined;
  onChange: (rating: number) => void;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-fg">{question.prompt}</legend>
      <div className="flex gap-1.5">
        {RATINGS.map((rating) => (
          <label
            key={rating}
            className="flex h-10 w-10 cursor-pointer items-center justify-center rounded-lg border border-line text-sm has-checked:border-accent has-checked:bg-accent has-checked:text-on-accent has-focus-visible:outline-2 has-focus-visible:outline-accent"
          >
            <input
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              className="sr-only"
              aria-label={`${rating} of ${SURVEY_LIMITS.ratingMax}`}
            />
            <span aria-hidden="true">{rating}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function TextQuestion({
  question,
  value,
  onChange,
}: {
  question: SurveyQuestion;
  value: SurveyAnswer | undefined;
  onChange: (text: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {question.prompt}
      </label>
      <textarea
        id={id}
        rows={2}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value)}
        maxLength={SURVEY_LIMITS.textAnswerMax}
        className={fieldClasses({ size: 'sm' })}
      />
    </div>
  );
}

/** Every rating given; a text may stay empty. */
const complete = (survey: Survey, answers: ReadonlyArray<SurveyAnswer | undefined>) =>
  survey.questions.every((question, index) => question.kind === 'text' || answers[index] !== undefined);

/**
 * The survey as a small card: collapsed to one line until the player opens it, so it never
 * stands over what they are doing unasked; dismissable at any moment.
 */
export function SurveyCard({ survey, onSubmit, onDismiss, submitting, error, answered }: SurveyCardProps) {
  const [open, setOpen] = useState(false);
  const [answers, setAnswers] = useState<Array<SurveyAnswer | undefined>>(() =>
    survey.questions.map(() => undefined),
  );
  const formId = useId();
  const answer = (index: number, value: SurveyAnswer) =>
    setAnswers((current) => current.map((old, at) => (at === index ? value : old)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Send stays disabled until every rating is given, so only an untouched text can be missing.
    onSubmit(survey.questions.map((_, index) => answers[index] ?? ''));
  };

  return (
    <section
      aria-label={`Survey: ${survey.title}`}
      className="pointer-events-auto w-full max-w-sm rounded-2xl border border-line bg-surface p-3 shadow-card"
    >
      <div className="flex items-center gap-2">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={formId}
          onClick={() => setOpen((was) => !was)}
          className="min-h-9 flex-1 rounded-lg px-2 text-left text-sm font-semibold text-fg hover:bg-surface-2"
        >
          {survey.title}
        </button>
        <Button variant="ghost" size="sm" onClick={onDismiss} aria-label="Dismiss the survey">
          ×
        </Button>
      </div>
      {answered ? (
        <p role="status" className="px-2 pt-2 text-sm text-muted">
          Thanks for your answer!
        </p>
      ) : open ? (
        <form id={formId} onSubmit={submit} className="flex flex-col gap-3 px-2 pt-2">
          {survey.questions.map((question, index) =>
            question.kind === 'rating' ? (
              <RatingQuestion
                key={question.prompt}
                question={question}
                value={answers[index]}
                onChange={(rating) => answer(index, rating)}
              />
            ) : (
              <TextQuestion
                key={question.prompt}
                question={question}
                value={answers[index]}
                onChange={(text) => answer(index, text)}
              />
            ),
          )}
          {error ? (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          ) : null}
          <Button type="submit" size="sm" loading={submitting} disabled={!complete(survey, answers)}>
            Send
          </Button>
        </form>
      ) : null}
    </section>
  );
}
