import {
  CHALLENGE_IMPORT_COLUMNS,
  CHALLENGE_IMPORT_MAX_CHARS,
  CHALLENGE_IMPORT_OPTIONAL,
} from '@shred/contract';
import { formatCount } from '@shred/game';
import { type ChangeEvent, useId, useMemo, useState } from 'react';
import { DownloadIcon, UploadIcon } from '../../../features/admin-events/admin-icons.tsx';
import { fieldClasses } from '../../../features/admin-events/field-classes.ts';
import { Button, buttonClasses } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { cx } from '../../../ui/class-names.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useChallengeImportMutation } from './admin-challenge-queries.ts';
import { type ImportOutcome, ImportOutcomePanel, outcomeOfError } from './import-report.tsx';
import { IMPORT_COLUMN_NOTES, importTemplate } from './import-template.ts';

type Format = 'csv' | 'json';
const FORMAT_LABELS: Record<Format, string> = { csv: 'CSV', json: 'JSON' };
const formatOfFile = (file: File): Format =>
  /\.json$/i.test(file.name) || file.type.includes('json') ? 'json' : 'csv';

function ColumnReference() {
  return (
    <Card as="section" aria-labelledby="import-columns">
      <h2 id="import-columns" className="text-lg font-semibold text-fg">
        Columns
      </h2>
      <p className="mt-1 text-sm text-muted">
        One row per challenge, with a header row naming the columns in any order. Quote cells that hold
        commas. JSON takes a list of objects with the same keys.
      </p>
      <dl className="mt-4 flex flex-col divide-y divide-line text-sm">
        {CHALLENGE_IMPORT_COLUMNS.map((column) => (
          <div key={column} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-3">
            <dt className="flex shrink-0 flex-col font-mono text-xs font-semibold text-fg sm:w-40 sm:pt-0.5">
              {column}
              {CHALLENGE_IMPORT_OPTIONAL.includes(column) ? (
                <span className="font-sans font-normal text-muted">optional</span>
              ) : null}
            </dt>
            <dd className="text-muted">{IMPORT_COLUMN_NOTES[column]}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** /admin/challenges/import 'Import Challenges': paste or choose a file, check it, then import it whole. */
export function ChallengeImportPage() {
  const id = useId();
  const importer = useChallengeImportMutation();
  const [format, setFormat] = useState<Format>('csv');
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState<{
    key: number;
    outcome: ImportOutcome;
    format: Format;
    text: string;
  } | null>(null);
  const template = useMemo(() => importTemplate(new Date()), []);
  const templateHref = useMemo(
    () => `data:text/csv;charset=utf-8,${encodeURIComponent(template)}`,
    [template],
  );

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFileError(null);
    if (file.size > CHALLENGE_IMPORT_MAX_CHARS * 4) {
      setFileError(
        `${file.name} is too large: import at most ${formatCount(CHALLENGE_IMPORT_MAX_CHARS)} characters at a time.`,
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

  const send = async (dryRun: boolean) => {
    const sent = { format, text };
    let outcome: ImportOutcome;
    try {
      outcome = {
        kind: 'done',
        result: await importer.mutateAsync({ format, content: text, dry_run: dryRun }),
      };
    } catch (error) {
      outcome = outcomeOfError(error);
    }
    setAttempt((last) => ({ key: (last?.key ?? 0) + 1, outcome, ...sent }));
  };

  const tooLong = text.length > CHALLENGE_IMPORT_MAX_CHARS;
  const blocked = text.trim() === '' || tooLong;
  return (
    <div className="flex max-w-5xl flex-col gap-5">
      <PageHeader
        title="Import Challenges"
        subtitle="Sets and their challenges from a CSV or JSON file: every row is checked first, and one bad row rejects the whole file."
        back={{ to: '/admin/challenges', label: 'Challenges' }}
        className="mb-0"
      />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="flex min-w-0 flex-col gap-5">
          <Card as="section" aria-labelledby={`${id}-title`}>
            <h2 id={`${id}-title`} className="text-lg font-semibold text-fg">
              File
            </h2>
            <form
              className="mt-4 flex flex-col gap-4"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void send(false);
              }}
            >
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
                <div className="flex flex-wrap gap-2">
                  <a
                    href={templateHref}
                    download="challenges-template.csv"
                    className={buttonClasses({ variant: 'ghost', size: 'sm' })}
                  >
                    <DownloadIcon width={16} height={16} />
                    Template
                  </a>
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
                  Challenges as {FORMAT_LABELS[format]}
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
                  placeholder={format === 'csv' ? template : '[{"set_name": "Spring Kick-off", …}]'}
                  aria-invalid={tooLong ? true : undefined}
                  aria-describedby={`${id}-count`}
                  className={cx(fieldClasses({ size: 'area', invalid: tooLong }), 'whitespace-pre font-mono')}
                />
                <p
                  id={`${id}-count`}
                  className={cx('text-right text-xs tabular-nums', tooLong ? 'text-danger' : 'text-muted')}
                >
                  {formatCount(text.length)} / {formatCount(CHALLENGE_IMPORT_MAX_CHARS)} characters
                </p>
              </div>
              <div className="flex flex-wrap gap-3">
                <Button
                  variant="secondary"
                  loading={importer.isPending && importer.variables?.dry_run === true}
                  disabled={blocked || importer.isPending}
                  className="max-sm:w-full"
                  onClick={() => void send(true)}
                >
                  Check and preview
                </Button>
                <Button
                  type="submit"
                  loading={importer.isPending && importer.variables?.dry_run === false}
                  disabled={blocked || importer.isPending}
                  className="max-sm:w-full"
                >
                  Import
                </Button>
                {text ? (
                  <Button
                    variant="ghost"
                    className="max-sm:w-full"
                    onClick={() => {
                      setText('');
                      setFileName(null);
                      setAttempt(null);
                    }}
                  >
                    Clear
                  </Button>
                ) : null}
              </div>
            </form>
          </Card>
          {attempt ? (
            <ImportOutcomePanel
              key={attempt.key}
              outcome={attempt.outcome}
              format={attempt.format}
              text={attempt.text}
            />
          ) : null}
        </div>
        <ColumnReference />
      </div>
    </div>
  );
}
