import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerCalls } from '../../../testing/call-answers.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { FairnessPage } from './fairness-page.tsx';
import { buildOpening, type CallOptions, page, SERVER_SEED } from './market.testing.ts';

const callMock = vi.hoisted(() => vi.fn<(name: string, options?: CallOptions) => Promise<unknown>>());
vi.mock('../../../api/call.ts', () => ({ call: callMock }));

const NEXT_HASH = 'b'.repeat(64);

/** One opening, secret until the client seed changes, then revealed. */
function serve(opening = buildOpening(12)) {
  let revealed = false;
  callMock.mockImplementation(async (name, options) => {
    if (name === 'draftHistory') return page([{ ...opening, server_seed: revealed ? SERVER_SEED : null }]);
    if (name === 'draftOpening') return { ...opening, server_seed: revealed ? SERVER_SEED : null };
    if (name === 'draftFairness') {
      return revealed
        ? { server_seed_hash: NEXT_HASH, client_seed: 'fresh-seed', nonce: 0 }
        : { server_seed_hash: opening.server_seed_hash, client_seed: opening.client_seed, nonce: 1 };
    }
    if (name === 'draftRotateSeed') {
      expect(options?.body).toEqual({ client_seed: 'fresh-seed' });
      revealed = true;
      return {
        revealed_server_seed: SERVER_SEED,
        revealed_server_seed_hash: opening.server_seed_hash,
        server_seed_hash: NEXT_HASH,
        client_seed: 'fresh-seed',
        nonce: 0,
      };
    }
    if (name === 'sportList') return [{ id: 1, name: 'Snowboarding', slug: 'snowboarding', disciplines: [] }];
    throw new Error(`unexpected call ${name}`);
  });
}

describe('Fairness: provably fair drafts (issue 13)', () => {
  afterEach(() => callMock.mockReset());

  it('shows the seed pair; changing the client seed reveals the server seed and the opening then verifies in the browser', async () => {
    const opening = buildOpening(12);
    serve(opening);
    const user = userEvent.setup();
    renderWithProviders(<FairnessPage />, { at: '/manager/market/drafts/fairness?opening=12' });
    const pair = within(await screen.findByRole('region', { name: 'Your seed pair' }));
    await waitFor(() =>
      expect(pair.getByTestId('current-seed-hash')).toHaveTextContent(opening.server_seed_hash),
    );
    expect(await screen.findByText(/server seed is still secret/)).toBeInTheDocument();

    const seed = pair.getByLabelText('New client seed');
    await user.clear(seed);
    await user.type(seed, 'fresh-seed');
    await user.click(pair.getByRole('button', { name: 'Change client seed' }));
    expect(await pair.findByTestId('revealed-seed')).toHaveTextContent(SERVER_SEED);
    await waitFor(() => expect(pair.getByTestId('current-seed-hash')).toHaveTextContent(NEXT_HASH));

    const verification = within(await screen.findByRole('status', { name: 'Verification' }));
    expect(verification.getByText('Hash matches')).toBeInTheDocument();
    expect(verification.getByText('Cards match')).toBeInTheDocument();
    const steps = verification.getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    for (const step of steps) {
      expect(step).toHaveAttribute('data-match', 'true');
      expect(step).toHaveTextContent(
        /Tier: word [0-9a-f]{8} mod 10,000 = [\d,]+ → (Common|Rare|Epic|Legendary)/,
      );
      expect(step).toHaveTextContent(/Athlete: word [0-9a-f]{8} mod 4 = [0-3] → (Mika Arnold|Jonas Berg)/);
    }
  });

  it('refuses a space in the client seed before asking the server', async () => {
    serve();
    const user = userEvent.setup();
    renderWithProviders(<FairnessPage />);
    const pair = within(await screen.findByRole('region', { name: 'Your seed pair' }));
    const seed = pair.getByLabelText('New client seed');
    await user.clear(seed);
    await user.type(seed, 'two words');
    await user.click(pair.getByRole('button', { name: 'Change client seed' }));
    expect(seed).toHaveAccessibleDescription(/Use letters, digits and punctuation, without spaces\./);
    expect(callMock.mock.calls.some(([name]) => name === 'draftRotateSeed')).toBe(false);
  });

  it('says what differs when the stored cards are not the draw of the revealed seed', async () => {
    const honest = buildOpening(12, { server_seed: SERVER_SEED });
    const [first, ...rest] = honest.cards;
    const forged = {
      ...honest,
      cards: [{ ...(first as (typeof honest.cards)[number]), tier: 'legendary' as const }, ...rest],
    };
    answerCalls(callMock, {
      draftHistory: page([forged]),
      draftFairness: { server_seed_hash: NEXT_HASH, client_seed: 'x', nonce: 0 },
      sportList: [],
    });
    renderWithProviders(<FairnessPage />);
    const verification = within(await screen.findByRole('status', { name: 'Verification' }));
    expect(verification.getByText('Hash matches')).toBeInTheDocument();
    expect(verification.getByText('Cards differ')).toBeInTheDocument();
    const [step] = verification.getAllByRole('listitem');
    expect(step).toHaveAttribute('data-match', 'false');
    expect(step).toHaveTextContent(/The draft gave Legendary/);
  });
});
