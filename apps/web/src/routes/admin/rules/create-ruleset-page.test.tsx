import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type RouteResult } from '../../../api/index.ts';
import { STANDARD_RULESET } from '../../../features/admin-events/admin-events.testing.ts';
import { clearToasts, toastStore } from '../../../features/toasts/index.ts';
import { answerCalls } from '../../../testing/call-answers.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { CreateRulesetPage } from './create-ruleset-page.tsx';

const callMock = vi.hoisted(() => vi.fn<(name: string, options?: { body?: unknown }) => Promise<unknown>>());
vi.mock('../../../api/call.ts', () => ({ call: callMock }));

describe('create ruleset (R2.86, R2.87)', () => {
  afterEach(() => {
    callMock.mockReset();
    clearToasts();
  });

  it('prefills the GAME.md points, previews them by place, and creates the ruleset', async () => {
    const created: RouteResult<'rulesetCreate'> = {
      ...STANDARD_RULESET,
      id: 2,
      name: 'Finals',
      place_points: [100, 80, 65, 55, 50, 45, 40, 36, 30],
    };
    let rulesets = [STANDARD_RULESET];
    answerCalls(callMock, {
      rulesetList: () => rulesets,
      rulesetCreate: () => {
        rulesets = [STANDARD_RULESET, created];
        return created;
      },
    });
    renderWithProviders(<CreateRulesetPage />);
    const user = userEvent.setup();
    expect(screen.getByLabelText('Points for 1st place')).toHaveValue(100);
    expect(screen.getByLabelText('Points for 8th place')).toHaveValue(36);
    const preview = screen.getByRole('figure', { name: 'Points by place' });
    expect(within(preview).getByText('12th').nextElementSibling).toHaveTextContent('28');
    expect(
      within(await screen.findByRole('list', { name: 'Rulesets' })).getByText('Standard'),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText('Ruleset name'), 'Finals');
    await user.click(screen.getByRole('button', { name: 'Add place' }));
    expect(screen.getByLabelText('Points for 9th place')).toHaveValue(34);
    await user.clear(screen.getByLabelText('Points for 9th place'));
    await user.type(screen.getByLabelText('Points for 9th place'), '40');
    await user.click(screen.getByRole('button', { name: 'Create ruleset' }));
    expect(await screen.findByText('9th cannot earn more than 8th (36).')).toBeInTheDocument();
    expect(screen.getByText('Fix the points above to see the points by place.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Points for 9th place'));
    await user.type(screen.getByLabelText('Points for 9th place'), '30');
    await user.click(screen.getByRole('button', { name: 'Create ruleset' }));
    await waitFor(() =>
      expect(callMock.mock.calls.find(([name]) => name === 'rulesetCreate')?.[1]?.body).toEqual({
        name: 'Finals',
        place_points: [100, 80, 65, 55, 50, 45, 40, 36, 30],
        step: 2,
        min_points: 2,
        bonuses: { bestRun: 10, madeFinal: 5 },
      }),
    );
    expect(
      await within(screen.getByRole('list', { name: 'Rulesets' })).findByText('Finals'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Ruleset name')).toHaveValue('');
    expect(toastStore.getState().toasts.map((t) => t.title)).toContain('Ruleset created');
  });

  it('puts a taken name on the name field', async () => {
    answerCalls(callMock, {
      rulesetList: [STANDARD_RULESET],
      rulesetCreate: () => {
        throw new ApiError(409, {
          detail: 'A ruleset named "Standard" already exists.',
          fields: { name: ['This name is taken.'] },
        });
      },
    });
    renderWithProviders(<CreateRulesetPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Ruleset name'), 'Standard');
    await user.click(screen.getByRole('button', { name: 'Create ruleset' }));
    expect(await screen.findByText('This name is taken.')).toBeInTheDocument();
    expect(screen.getByLabelText('Ruleset name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says when the rulesets cannot be loaded', async () => {
    answerCalls(callMock, {
      rulesetList: () => {
        throw new ApiError(500, { detail: 'Try later.' });
      },
    });
    renderWithProviders(<CreateRulesetPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the rulesets');
  });
});
