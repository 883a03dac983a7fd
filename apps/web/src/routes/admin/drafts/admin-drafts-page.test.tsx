import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteResult } from '../../../api/index.ts';
import { ApiError } from '../../../api/index.ts';
import { buildAdminDraft, oddsOf } from '../../../features/admin-drafts/admin-drafts.testing.ts';
import { answerCalls } from '../../../testing/call-answers.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { AdminDraftsPage } from './admin-drafts-page.tsx';

type Options = { params?: Record<string, string | number>; body?: unknown };
const callMock = vi.hoisted(() => vi.fn<(name: string, options?: Options) => Promise<unknown>>());
vi.mock('../../../api/call.ts', () => ({ call: callMock }));

const DRAFTS = [
  buildAdminDraft(),
  buildAdminDraft({ tier: 'rare', price: 250, odds: oddsOf({ rare: 85, epic: 12, legendary: 3 }) }),
  buildAdminDraft({ sport: 'surfing', sport_name: 'Surfing', on_sale: false }),
];

function serve(update: (options: Options) => RouteResult<'adminDraftUpdate'> = () => buildAdminDraft()) {
  answerCalls(callMock, {
    adminDraftList: DRAFTS,
    adminDraftUpdate: (options) => update(options ?? {}),
  });
}

const card = (name: string) => screen.getByRole('article', { name });

describe('staff drafts (R2.71, R2.87)', () => {
  afterEach(() => callMock.mockReset());

  it('shows every sport × tier with price, odds as weights and chances, and whether it is on sale', async () => {
    serve();
    renderWithProviders(<AdminDraftsPage />, { at: '/admin/drafts' });
    await screen.findByRole('heading', { name: 'Snowboarding' });
    expect(screen.getByRole('heading', { name: 'Surfing' })).toBeInTheDocument();
    const common = card('Snowboarding Common draft');
    expect(within(common).getByLabelText(/Price/)).toHaveValue('100');
    expect(within(common).getByLabelText('Common weight')).toHaveValue('80');
    expect(within(common).getByLabelText('Common weight')).toHaveAccessibleDescription('Chance 80%');
    expect(within(common).getByLabelText('Legendary weight')).toHaveAccessibleDescription('Chance 1%');
    const rare = card('Snowboarding Rare draft');
    // A draft's tier is its floor: a rare draft has no common odds to set.
    expect(within(rare).queryByLabelText('Common weight')).not.toBeInTheDocument();
    expect(within(rare).getByLabelText('Legendary weight')).toHaveAccessibleDescription('Chance 3%');
    expect(
      within(card('Surfing Common draft')).getByRole('switch', { name: 'Surfing Common draft on sale' }),
    ).not.toBeChecked();
    expect(within(common).queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('recomputes every chance as a weight is typed, marks the draft unsaved, and saves it', async () => {
    serve(() =>
      buildAdminDraft({ price: 120, odds: oddsOf({ common: 60, rare: 15, epic: 4, legendary: 1 }) }),
    );
    const user = userEvent.setup();
    renderWithProviders(<AdminDraftsPage />, { at: '/admin/drafts' });
    const common = await screen.findByRole('article', { name: 'Snowboarding Common draft' });
    const weight = within(common).getByLabelText('Common weight');
    await user.clear(weight);
    await user.type(weight, '60');
    expect(weight).toHaveAccessibleDescription('Chance 75%');
    expect(within(common).getByLabelText('Rare weight')).toHaveAccessibleDescription('Chance 18.8%');
    expect(within(common).getByText('Unsaved changes')).toBeInTheDocument();
    const price = within(common).getByLabelText(/Price/);
    await user.clear(price);
    await user.type(price, '120');
    await user.click(within(common).getByRole('button', { name: 'Save Snowboarding Common draft' }));
    await waitFor(() => expect(within(common).queryByText('Unsaved changes')).not.toBeInTheDocument());
    expect(within(common).getByText('Saved')).toBeInTheDocument();
    const [, options] = callMock.mock.calls.find(([name]) => name === 'adminDraftUpdate') ?? [];
    expect(options?.params).toEqual({ sport: 'snowboarding', tier: 'common' });
    expect(options?.body).toEqual({
      price: 120,
      odds: [
        { tier: 'common', weight: 60 },
        { tier: 'rare', weight: 15 },
        { tier: 'epic', weight: 4 },
        { tier: 'legendary', weight: 1 },
      ],
      on_sale: true,
    });
  });

  it('takes a draft off sale with its switch', async () => {
    serve(() => buildAdminDraft({ on_sale: false }));
    const user = userEvent.setup();
    renderWithProviders(<AdminDraftsPage />, { at: '/admin/drafts' });
    const common = await screen.findByRole('article', { name: 'Snowboarding Common draft' });
    await user.click(within(common).getByRole('switch', { name: 'Snowboarding Common draft on sale' }));
    await user.click(within(common).getByRole('button', { name: 'Save Snowboarding Common draft' }));
    await waitFor(() =>
      expect(callMock.mock.calls.find(([name]) => name === 'adminDraftUpdate')?.[1]?.body).toMatchObject({
        on_sale: false,
      }),
    );
    expect(await within(common).findByText('Hidden from players.')).toBeInTheDocument();
  });

  it('refuses bad input before sending, and shows the server’s field messages at their fields', async () => {
    serve(() => {
      throw new ApiError(400, {
        detail: 'Check the draft.',
        fields: { price: ['A draft costs at most 1,000,000 credits.'], 'odds.3.weight': ['Too heavy.'] },
      });
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminDraftsPage />, { at: '/admin/drafts' });
    const common = await screen.findByRole('article', { name: 'Snowboarding Common draft' });
    const save = within(common).getByRole('button', { name: 'Save Snowboarding Common draft' });
    for (const tier of ['Common', 'Rare', 'Epic', 'Legendary'])
      await user.clear(within(common).getByLabelText(`${tier} weight`));
    await user.click(save);
    expect(within(common).getAllByText('Give a whole-number weight.')).toHaveLength(4);
    expect(callMock.mock.calls.some(([name]) => name === 'adminDraftUpdate')).toBe(false);

    for (const tier of ['Common', 'Rare', 'Epic', 'Legendary'])
      await user.type(within(common).getByLabelText(`${tier} weight`), '1');
    await user.click(save);
    const price = within(common).getByLabelText(/Price/);
    await waitFor(() =>
      expect(price).toHaveAccessibleDescription('A draft costs at most 1,000,000 credits.'),
    );
    expect(price).toBeInvalid();
    expect(within(common).getByLabelText('Legendary weight')).toHaveAccessibleDescription(/Too heavy\./);
    expect(within(common).getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('says why the list failed, with a way to try again', async () => {
    callMock.mockRejectedValue(new ApiError(500, { detail: 'The database is asleep.' }));
    renderWithProviders(<AdminDraftsPage />, { at: '/admin/drafts' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is asleep.');
    serve();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Snowboarding Common draft' })).toBeInTheDocument();
  });
});
