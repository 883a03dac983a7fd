import { RESULTS_CSV_MAX_CHARS } from '@shred/contract';
import { formatCount } from '@shred/game';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { Button, buttonClasses } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { cx } from '../../ui/class-names.ts';
import { UploadIcon } from './admin-icons.tsx';
import { fieldClasses } from './field-classes.ts';
import { formatOfFile, type ResultsFormat } from './results-input.ts';

const FORMAT_LABELS: Record<ResultsFormat, string> = { csv: 'CSV', json: 'JSON' };

interface ResultsImportFormProps {
  busy: boolean;
  placeholder: string;
  onImport: (format: ResultsFormat, text: string) => void;
}

/** Paste results or choose a file (CSV or JSON), then send them as one import. */
export function ResultsImportForm({ busy, placeholder, onImport }: ResultsImportFormProps) {
  const id = useId();
  const [format, setFormat] = useState<ResultsFormat>('csv');
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFileError(null);
    if (file.size > RESULTS_CSV_MAX_CHARS * 4) {
      setFileError(
        `${file.name} is too large: import at most ${formatCount(RESULTS_CSV_MAX_CHARS)} characters at a time.`,
      );
      return;
    }
    try {
      setText(await file.text());
      setFormat(formatOfFile(file));
      setFileName(file.name);
    } catch {
      setFileError(`${file.name} could not be read.`);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onImport(format, text);
  };

  return (
    <Card as="section" aria-labelledby={`${id}-title`}>
      <h2
        id={`${id}-title`}
        className="font-display text-2xl font-bold uppercase italic tracking-tight text-fg"
      >
        Import results
      </h2>
      <p className="mt-1 text-sm text-muted">
        Every line is checked first: one bad line rejects the whole import, and nothing changes. Importing the
        same results again changes nothing.
      </p>
      <form onSubmit={submit} className="mt-5 flex flex-col gap-4" noValidate>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <fieldset className="flex items-center gap-4">
            <legend className="sr-only">Format</legend>
            {(['csv', 'json'] as const).map((value) => (
              <label key={value} className="flex items-center gap-2 text-sm font-medium text-fg">
                <input
                  type="radio"
                  name={`${id}-format`}
                  value={value}
                  checked={format === value}
                  onChange={() => setFormat(value)}
                  className="size-4 accent-[var(--accent)]"
                />
                {FORMAT_LABELS[value]}
              </label>
            ))}
          </fieldset>
          <label
            className={cx(
              buttonClasses({ variant: 'secondary', size: 'sm' }),
              'cursor-pointer has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent',
            )}
          >
            <UploadIcon width={16} height={16} />
            Choose a file
            <input
              type="file"
              accept=".csv,.json,.txt,text/csv,application/json,text/plain"
              className="sr-only"
              onChange={(event) => void chooseFile(event)}
            />
          </label>
        </div>
        {fileName ? (
          <p className="-mt-2 text-xs text-muted">
            Loaded <span className="font-medium text-fg">{fileName}</span> as {FORMAT_LABELS[format]}.
          </p>
        ) : null}
        {fileError ? (
          <p role="alert" className="-mt-2 text-sm text-danger">
            {fileError}
          </p>
        ) : null}
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-text`} className="text-sm font-medium text-fg">
            Results as {FORMAT_LABELS[format]}
          </label>
          <textarea
            id={`${id}-text`}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setFileName(null);
            }}
            rows={10}
            spellCheck={false}
            autoCapitalize="none"
            autoComplete="off"
            placeholder={
              format === 'csv' ? placeholder : '[{"competition_id": 12, "athlete": "slug", "place": 1}]'
            }
            className={cx(fieldClasses({ size: 'area' }), 'font-mono')}
          />
          <p className="text-right text-xs tabular-nums text-muted">
            {formatCount(text.length)} / {formatCount(RESULTS_CSV_MAX_CHARS)} characters
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={busy} disabled={text.trim() === ''} className="max-sm:w-full">
            Import results
          </Button>
          {text ? (
            <Button
              variant="ghost"
              className="max-sm:w-full"
              onClick={() => {
                setText('');
                setFileName(null);
              }}
            >
              Clear
            </Button>
          ) : null}
        </div>
      </form>
    </Card>
  );
}
