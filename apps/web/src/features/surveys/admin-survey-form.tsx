import {
  SURVEY_LIMITS,
  SURVEY_QUESTION_KINDS,
  type SurveyCreateBody,
  type SurveyQuestion,
} from '@shred/contract';
import { type FormEvent, useState } from 'react';
import { ApiError, errorMessage } from '../../api/index.ts';
import { Button } from '../../ui/button.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useCreateSurveyMutation } from './admin-survey-queries.ts';

const KIND_LABELS: Record<SurveyQuestion['kind'], string> = { rating: 'Rating 1–5', text: 'Short text' };
/** A question being written, with a key of its own while questions come and go. */
type DraftQuestion = SurveyQuestion & { key: number };
let draftKeys = 0;
const blankQuestion = (): DraftQuestion => ({ key: ++draftKeys, kind: 'rating', prompt: '' });

/** The server's message for one field of the body, e.g. `questions.1.prompt`. */
const fieldMessage = (error: unknown, field: string) =>
  error instanceof ApiError ? error.fields[field]?.join(' ') : undefined;

/** Write a new survey: a title and one to three questions; it may go live at once. */
export function AdminSurveyForm() {
  const create = useCreateSurveyMutation();
  const [title, setTitle] = useState('');
  const [questions, setQuestions] = useState<DraftQuestion[]>(() => [blankQuestion()]);
  const [active, setActive] = useState(false);

  const change = (index: number, question: Partial<SurveyQuestion>) =>
    setQuestions((current) => current.map((old, at) => (at === index ? { ...old, ...question } : old)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: SurveyCreateBody = {
      title,
      questions: questions.map(({ kind, prompt }) => ({ kind, prompt })),
      active,
    };
    create.mutate(body, {
      onSuccess: () => {
        setTitle('');
        setQuestions([blankQuestion()]);
        setActive(false);
      },
    });
  };
  const error = create.error;
  const shownOnFields = error instanceof ApiError && Object.keys(error.fields).length > 0;

  return (
    <form
      onSubmit={submit}
      aria-label="New survey"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4"
    >
      <TextField
        label="Title"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        maxLength={SURVEY_LIMITS.titleMax}
        error={fieldMessage(error, 'title')}
        required
      />
      {questions.map((question, index) => (
        <fieldset key={question.key} className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <legend className="sr-only">Question {index + 1}</legend>
          <div className="flex-1">
            <TextField
              label={`Question ${index + 1}`}
              value={question.prompt}
              onChange={(event) => change(index, { prompt: event.target.value })}
              maxLength={SURVEY_LIMITS.promptMax}
              error={fieldMessage(error, `questions.${index}.prompt`)}
              required
            />
          </div>
          <SelectField
            label={`Answer to question ${index + 1}`}
            value={question.kind}
            onChange={(event) => change(index, { kind: event.target.value as SurveyQuestion['kind'] })}
          >
            {SURVEY_QUESTION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {KIND_LABELS[kind]}
              </option>
            ))}
          </SelectField>
        </fieldset>
      ))}
      <div className="flex flex-wrap gap-2">
        {questions.length < SURVEY_LIMITS.questionsMax ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setQuestions((current) => [...current, blankQuestion()])}
          >
            Add a question
          </Button>
        ) : null}
        {questions.length > SURVEY_LIMITS.questionsMin ? (
          <Button variant="ghost" size="sm" onClick={() => setQuestions((current) => current.slice(0, -1))}>
            Remove the last question
          </Button>
        ) : null}
      </div>
      <label className="flex items-center gap-2 text-sm text-fg">
        <input type="checkbox" checked={active} onChange={(event) => setActive(event.target.checked)} />
        Show it to players now (ends the survey shown before)
      </label>
      {error && !shownOnFields ? <FormAlert>{errorMessage(error)}</FormAlert> : null}
      <Button type="submit" loading={create.isPending} className="self-start">
        Create survey
      </Button>
    </form>
  );
}
