import type { Simulation } from '@shred/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/index.ts';
import { buildSimulation, POOL } from '../../../features/admin-drafts/admin-drafts.testing.ts';
import { SPORTS } from '../../../features/admin-events/admin-events.testing.ts';
import { answerCalls } from '../../../testing/call-answers.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { AdminDraftSimulatorPage } from './admin-draft-simulator-page.tsx';

type Options = { query?: Record<string, unknown>; body?: Record<string, unknown> };
const callMock = vi.hoisted(() => vi.fn<(name: string, options?: Options) => Promise<unknown>>());
vi.mock('../../../api/call.ts', () => ({ call: callMock }));

function serve(simulate: (body: Record<string, unknown>) => Promise<Simulation>) {
  answerCalls(callMock, {
    sportList: SPORTS,
    adminDraftPool: POOL,
    adminDraftSimulate: (options) => simulate(options?.body ?? {}),
  });
}

describe('staff draft simulator (R2.73, R2.87)', () => {
  afterEach(() => callMock.mockReset());

  it('runs N openings, shows it is busy, then charts tiers and athletes against the published odds', async () => {
    let finish: (simulation: Simulation) => void = () => undefined;
    serve(() => new Promise((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderWithProviders(<AdminDraftSimulatorPage />, { at: '/admin/drafts/simulator' });
    expect(screen.getByText(/Nothing is stored: no cards, no credits, no openings\./)).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Surfing' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Draft tier' }), 'rare');
    const openings = screen.getByRole('textbox', { name: 'Openings' });
    await user.clear(openings);
    await user.type(openings, '1,000');
    await user.click(screen.getByRole('button', { name: 'Run simulation' }));

    expect(await screen.findByText(/Drawing 1,000 openings…/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Results/ })).toHaveAttribute('aria-busy', 'true');
    expect(callMock).toHaveBeenCalledWith('adminDraftSimulate', {
      body: { sport: 'snowboarding', tier: 'rare', openings: 1000 },
    });
    finish(buildSimulation());

    const tiers = await screen.findByRole('table', { name: 'Tiers drawn vs published odds' });
    expect(screen.getByRole('region', { name: /Results/ })).toHaveAttribute('aria-busy', 'false');
    // 2,430 of 3,000 cards common against 80% published.
    expect(within(tiers).getByRole('row', { name: /Common/ })).toHaveTextContent('Common (+1 pp)81%80%');
    expect(within(tiers).getByRole('row', { name: /Legendary/ })).toHaveTextContent('Legendary (0 pp)1%1%');
    const athletes = screen.getByRole('table', { name: 'Top 2 athletes by weight' });
    expect(within(athletes).getByRole('row', { name: /Mia Brookes/ })).toHaveTextContent('Mia Brookes76%75%');
    expect(screen.getByText('Largest tier gap').parentElement).toHaveTextContent('Largest tier gap1 pp');
    expect(screen.getByText('Cards drawn').parentElement).toHaveTextContent('3,000');
  });

  it('refuses a number of openings outside 1–100,000 before running, and shows the server’s refusal', async () => {
    serve(async () => {
      throw new ApiError(409, { detail: 'This sport’s pool is empty: add athletes first.' });
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminDraftSimulatorPage />, { at: '/admin/drafts/simulator' });
    await screen.findByRole('option', { name: 'Surfing' });
    const openings = screen.getByRole('textbox', { name: 'Openings' });
    await user.clear(openings);
    await user.type(openings, '100001');
    await user.click(screen.getByRole('button', { name: 'Run simulation' }));
    expect(openings).toHaveAccessibleDescription(/Run at most 100,000 openings at once\./);
    expect(callMock.mock.calls.some(([name]) => name === 'adminDraftSimulate')).toBe(false);

    await user.clear(openings);
    await user.type(openings, '10');
    await user.click(screen.getByRole('button', { name: 'Run simulation' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('This sport’s pool is empty: add athletes first.'),
    );
  });
});
