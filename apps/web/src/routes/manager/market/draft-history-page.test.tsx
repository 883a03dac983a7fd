import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteResult } from '../../../api/index.ts';
import { answerCalls } from '../../../testing/call-answers.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { DraftHistoryPage } from './draft-history-page.tsx';
import { buildOpening, type CallOptions, CREDITS, page, SERVER_SEED } from './market.testing.ts';

const callMock = vi.hoisted(() => vi.fn<(name: string, options?: CallOptions) => Promise<unknown>>());
vi.mock('../../../api/call.ts', () => ({ call: callMock }));

function serve(history: RouteResult<'draftHistory'>) {
  answerCalls(callMock, {
    draftHistory: history,
    credits: CREDITS(550),
    sportList: [{ id: 1, name: 'Snowboarding', slug: 'snowboarding', disciplines: [] }],
  });
}

describe('Draft history (R2.44)', () => {
  afterEach(() => callMock.mockReset());

  it('lists each opening with its cards and proof: the seed hash, client seed, nonce and the server seed once revealed', async () => {
    const secret = buildOpening(12, { nonce: 1 });
    const revealed = buildOpening(11, { server_seed: SERVER_SEED });
    serve(page([secret, revealed]));
    renderWithProviders(<DraftHistoryPage />);
    const [newer, older] = await screen.findAllByRole('article');
    const cards = within(newer as HTMLElement).getByRole('list', { name: 'Cards' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(3);
    expect(newer).toHaveTextContent(secret.server_seed_hash);
    expect(newer).toHaveTextContent(/Client seedmy-seed/);
    expect(newer).toHaveTextContent(/Nonce1/);
    expect(newer).toHaveTextContent('Revealed when you change your client seed');
    expect(older).toHaveTextContent(SERVER_SEED);
    expect(
      within(older as HTMLElement).getByRole('link', { name: /^Verify the Snowboarding Common draft/ }),
    ).toHaveAttribute('href', '/manager/market/drafts/fairness?opening=11');
  });

  it('leads to the drafts when none was opened yet', async () => {
    serve(page([]));
    renderWithProviders(<DraftHistoryPage />);
    expect(await screen.findByRole('heading', { name: 'No drafts opened yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse drafts' })).toHaveAttribute(
      'href',
      '/manager/market/drafts',
    );
  });
});
