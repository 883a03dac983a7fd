import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteResult } from '../../../api/index.ts';
import { ApiError } from '../../../api/index.ts';
import { buildPoolEntry, POOL } from '../../../features/admin-drafts/admin-drafts.testing.ts';
import { SPORTS } from '../../../features/admin-events/admin-events.testing.ts';
import { buildAthlete } from '../../../features/athletes/athletes.testing.ts';
import { answerCalls } from '../../../testing/call-answers.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { AdminDraftPoolPage } from './admin-draft-pool-page.tsx';

type Options = { query?: Record<string, unknown>; body?: Record<string, unknown> };
const callMock = vi.hoisted(() => vi.fn<(name: string, options?: Options) => Promise<unknown>>());
vi.mock('../../../api/call.ts', () => ({ call: callMock }));

const KLEVELAND = buildAthlete({
  id: 8,
  slug: 'marcus-kleveland',
  first_name: 'Marcus',
  last_name: 'Kleveland',
});
const PARROT = buildAthlete({ id: 9, slug: 'max-parrot', first_name: 'Max', last_name: 'Parrot', aspi: 77 });

function serve(
  pool = POOL,
  update: (body: Record<string, unknown>) => RouteResult<'adminDraftPoolUpdate'> = () => POOL,
) {
  answerCalls(callMock, {
    sportList: SPORTS,
    adminDraftPool: (options) => (options?.query?.sport === 'snowboarding' ? pool : []),
    adminDraftPoolUpdate: (options) => update(options.body),
    athleteList: { count: 2, results: [KLEVELAND, PARROT] },
  });
}

const poolRow = (name: string) =>
  within(screen.getByRole('region', { name: /pool$/ }))
    .getByText(name)
    .closest('li') as HTMLElement;
const updates = () =>
  callMock.mock.calls.filter(([name]) => name === 'adminDraftPoolUpdate').map(([, o]) => o?.body);

describe('staff draft pool (R2.72, R2.87)', () => {
  afterEach(() => callMock.mockReset());

  it('lists the sport’s athletes with portraits, weights and their chance per card', async () => {
    serve();
    renderWithProviders(<AdminDraftPoolPage />, { at: '/admin/drafts/pool' });
    expect(await screen.findByText('Mia Brookes')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Snowboarding pool' })).toBeInTheDocument();
    expect(screen.getByText('2 athletes · total weight 400')).toBeInTheDocument();
    expect(screen.getByLabelText('Weight of Mia Brookes')).toHaveValue('300');
    const mia = poolRow('Mia Brookes');
    expect(mia).toHaveTextContent('75% per card');
    expect(within(mia).getByRole('img', { name: 'Mia Brookes' })).toBeInTheDocument();
  });

  it('follows a typed weight in every chance, then saves it', async () => {
    serve(POOL, () => [buildPoolEntry({ ...POOL[0], weight: 100 }), ...POOL.slice(1)]);
    const user = userEvent.setup();
    renderWithProviders(<AdminDraftPoolPage />, { at: '/admin/drafts/pool' });
    const weight = await screen.findByLabelText('Weight of Mia Brookes');
    await user.clear(weight);
    await user.type(weight, '100');
    expect(poolRow('Marcus Kleveland')).toHaveTextContent('50% per card');
    expect(poolRow('Mia Brookes')).toHaveTextContent('unsaved');
    await user.click(screen.getByRole('button', { name: 'Save weight of Mia Brookes' }));
    await waitFor(() => expect(updates()).toEqual([{ sport: 'snowboarding', athlete_id: 7, weight: 100 }]));
    await waitFor(() => expect(poolRow('Mia Brookes')).not.toHaveTextContent('unsaved'));
  });

  it('removes an athlete with weight 0 and refuses a weight that is not a whole number', async () => {
    serve(POOL, (body) => POOL.filter((e) => e.athlete_id !== body.athlete_id));
    const user = userEvent.setup();
    renderWithProviders(<AdminDraftPoolPage />, { at: '/admin/drafts/pool' });
    const weight = await screen.findByLabelText('Weight of Marcus Kleveland');
    await user.type(weight, '.5');
    await user.click(screen.getByRole('button', { name: 'Save weight of Marcus Kleveland' }));
    expect(weight).toHaveAccessibleDescription('Give a whole-number weight.');
    expect(updates()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Remove Mia Brookes from the pool' }));
    await waitFor(() => expect(screen.queryByText('Mia Brookes')).not.toBeInTheDocument());
    expect(updates()).toEqual([{ sport: 'snowboarding', athlete_id: 7, weight: 0 }]);
  });

  it('finds athletes of the sport and adds one at the pool’s typical weight', async () => {
    serve(POOL, () => [
      ...POOL,
      buildPoolEntry({
        athlete_id: 9,
        slug: 'max-parrot',
        first_name: 'Max',
        last_name: 'Parrot',
        weight: 300,
      }),
    ]);
    const user = userEvent.setup();
    renderWithProviders(<AdminDraftPoolPage />, { at: '/admin/drafts/pool' });
    await user.type(await screen.findByLabelText('Find snowboarding athletes'), 'ma');
    await waitFor(() =>
      expect(callMock).toHaveBeenCalledWith(
        'athleteList',
        expect.objectContaining({ query: expect.objectContaining({ q: 'ma', sport: 'snowboarding' }) }),
      ),
    );
    expect(await screen.findByRole('button', { name: 'In pool: Marcus Kleveland' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add Max Parrot to the pool' }));
    await waitFor(() => expect(updates()).toEqual([{ sport: 'snowboarding', athlete_id: 9, weight: 300 }]));
    expect(await screen.findByRole('button', { name: 'In pool: Max Parrot' })).toBeInTheDocument();
  });

  it('switches sport through the address and says when a pool is empty', async () => {
    serve();
    const user = userEvent.setup();
    const { router } = renderWithProviders(<AdminDraftPoolPage />, { at: '/admin/drafts/pool' });
    await screen.findByText('Mia Brookes');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sport' }), 'surfing');
    await waitFor(() => expect(router.state.location.search).toBe('?sport=surfing'));
    expect(await screen.findByText('No surfing athletes in the pool')).toBeInTheDocument();
  });

  it('says why the pool failed to load', async () => {
    callMock.mockImplementation(async (name) => {
      if (name === 'sportList') return SPORTS;
      if (name === 'athleteList') return { count: 0, next: null, previous: null, results: [] };
      throw new ApiError(404, { detail: 'Unknown sport.' });
    });
    renderWithProviders(<AdminDraftPoolPage />, { at: '/admin/drafts/pool?sport=curling' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown sport.');
  });
});
