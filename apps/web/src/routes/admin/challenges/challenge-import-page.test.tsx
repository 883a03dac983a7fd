import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import type { RouteResult } from '../../../api/index.ts';
import { answerCalls } from '../../../testing/call-answers.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { ChallengeImportPage } from './challenge-import-page.tsx';

const callMock = vi.hoisted(() =>
  vi.fn<(name: string, init?: { body?: Record<string, unknown> }) => Promise<unknown>>(),
);
vi.mock('../../../api/call.ts', () => ({ call: callMock }));

afterEach(() => callMock.mockReset());

const HEADER =
  'set_name,set_description,set_starts_at,set_ends_at,name,description,condition,target,reward_kind,reward_amount,reward_card_tier';
const GOOD =
  '"Spring, Week 1",,2027-04-01T00:00:00Z,2027-04-15T00:00:00Z,Join 3 games,,join_games,3,credits,300,';
const BAD = 'Spring,,2027-04-01T00:00:00Z,2027-04-15T00:00:00Z,Spin,,spin_wheel,3,credits,300,';

/** The server refuses the file with `error`. */
const rejectImport = (error: ApiError) =>
  answerCalls(callMock, {
    adminChallengeImport: () => {
      throw error;
    },
  });

const show = () =>
  renderWithProviders(<ChallengeImportPage />, {
    at: '/admin/challenges/import',
    path: '/admin/challenges/import',
  });
/** Pasting fires an input event, which the build's Preact follows for onChange (React also takes change). */
const paste = (text: string) =>
  fireEvent.input(screen.getByLabelText('Challenges as CSV'), { target: { value: text } });

describe('/admin/challenges/import (issue 16.6, R2.82, R2.87)', () => {
  it('shows a rejected file line by line, quoting each line as written, and that nothing changed', async () => {
    rejectImport(
      new ApiError(400, {
        detail: '1 row has problems; nothing was imported. Fix them and import the whole file again.',
        fields: {
          'line 3': [
            'condition: Use one of join_games, captain_top3, open_draft, market_buy, follow_managers, join_league.',
          ],
        },
      }),
    );
    const user = userEvent.setup();
    show();
    paste([HEADER, GOOD, BAD].join('\n'));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const report = await screen.findByRole('alert');
    expect(callMock).toHaveBeenCalledWith('adminChallengeImport', {
      body: { format: 'csv', content: [HEADER, GOOD, BAD].join('\n'), dry_run: false },
    });
    expect(report).toHaveTextContent('Import rejected · nothing was changed');
    expect(report).toHaveTextContent('1 row has problems; nothing was imported.');
    const [entry] = within(report)
      .getAllByRole('listitem')
      .filter((li) => li.querySelector('code'));
    expect(entry).toHaveTextContent(/^Line 3/);
    expect(within(entry as HTMLElement).getByText(BAD, { selector: 'code' })).toBeInTheDocument();
    expect(entry).toHaveTextContent('condition: Use one of join_games');
    expect(report).toHaveFocus();
  });

  it('numbers JSON rows and names a problem with the whole file', async () => {
    rejectImport(
      new ApiError(400, {
        detail: 'This is not valid JSON. Nothing was imported.',
        fields: { content: ['This is not valid JSON: Unexpected end'] },
      }),
    );
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole('radio', { name: 'JSON' }));
    fireEvent.input(screen.getByLabelText('Challenges as JSON'), { target: { value: '[{' } });
    await user.click(screen.getByRole('button', { name: 'Check and preview' }));
    const report = await screen.findByRole('alert');
    expect(report).toHaveTextContent(/File\s*This is not valid JSON: Unexpected end/);
  });

  it('previews a valid file without writing, then imports it with links to the sets made', async () => {
    const result = (dryRun: boolean): RouteResult<'adminChallengeImport'> => ({
      dry_run: dryRun,
      sets: [
        {
          id: dryRun ? null : 12,
          name: 'Spring, Week 1',
          starts_at: '2027-04-01T00:00:00.000Z',
          ends_at: '2027-04-15T00:00:00.000Z',
          created: true,
          challenges: [
            {
              line: 2,
              name: 'Join 3 games',
              condition: 'join_games',
              target: 3,
              reward_kind: 'credits',
              reward_amount: 300,
              reward_card_tier: null,
            },
          ],
        },
      ],
      sets_created: 1,
      challenges_created: 1,
    });
    answerCalls(callMock, { adminChallengeImport: ({ body }) => result(body.dry_run ?? false) });
    const user = userEvent.setup();
    show();
    paste([HEADER, GOOD].join('\n'));
    await user.click(screen.getByRole('button', { name: 'Check and preview' }));
    const preview = await screen.findByRole('status');
    expect(callMock).toHaveBeenLastCalledWith(
      'adminChallengeImport',
      expect.objectContaining({ body: expect.objectContaining({ dry_run: true }) }),
    );
    expect(preview).toHaveTextContent('Ready to import · nothing written yet');
    expect(preview).toHaveTextContent('Every row is valid: importing adds 1 challenge in 1 set.');
    expect(preview).toHaveTextContent('line 2 · Join 3 games — Join 3 games · 300 Credits');
    expect(within(preview).queryByRole('link')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Import' }));
    const done = await screen.findByText('Challenges imported');
    expect(
      within(done.parentElement as HTMLElement).getByRole('link', { name: 'Spring, Week 1' }),
    ).toHaveAttribute('href', '/admin/challenges/12');
  });

  it('offers a filled-in CSV template to download with every column', () => {
    show();
    const link = screen.getByRole('link', { name: 'Template' });
    expect(link).toHaveAttribute('download', 'challenges-template.csv');
    const csv = decodeURIComponent(
      (link.getAttribute('href') ?? '').replace('data:text/csv;charset=utf-8,', ''),
    );
    expect(csv.split('\n')[0]).toBe(HEADER);
    expect(csv).toContain('"Spring Kick-off, Week 1"');
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });
});
