import { draftPackArt, svgDataUri } from '@shred/art';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteResult } from '../../../api/index.ts';
import { ApiError } from '../../../api/index.ts';
import { answerCalls } from '../../../testing/call-answers.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { DraftOpenPage } from './draft-open-page.tsx';
import { buildOpening, type CallOptions } from './market.testing.ts';

const callMock = vi.hoisted(() => vi.fn<(name: string, options?: CallOptions) => Promise<unknown>>());
vi.mock('../../../api/call.ts', () => ({ call: callMock }));

const opening = buildOpening(12);
const at = { at: '/manager/market/drafts/open/12', path: '/manager/market/drafts/open/:id' };

function serve(answer: () => Promise<RouteResult<'draftOpening'>>) {
  answerCalls(callMock, {
    draftOpening: (options) => {
      expect(options.params).toEqual({ id: 12 });
      return answer();
    },
    sportList: [{ id: 1, name: 'Snowboarding', slug: 'snowboarding', disciplines: [] }],
  });
}

describe('Open Draft, the reveal (R2.41)', () => {
  afterEach(() => callMock.mockReset());

  it('reads the opening back and shows its cards face down, turned one by one with Enter and announced', async () => {
    serve(async () => opening);
    const user = userEvent.setup();
    renderWithProviders(<DraftOpenPage />, at);
    const first = await screen.findByRole('button', { name: 'Tap to turn card 1 of 3' });
    expect(screen.getAllByRole('button', { name: /^Tap to turn card/ })).toHaveLength(3);
    expect(screen.queryByRole('link', { name: 'See in My Athletes' })).toBeNull();

    first.focus();
    await user.keyboard('{Enter}');
    const [card] = opening.cards;
    const name = `${card?.first_name} ${card?.last_name}`;
    expect(screen.getByRole('img', { name: new RegExp(`^Card 1 of 3: ${name}`) })).toHaveAttribute(
      'data-tier',
      card?.tier,
    );
    expect(
      screen.getByText(new RegExp(`Card 1 of 3: ${name}`), { selector: '[aria-live]' }),
    ).toBeInTheDocument();
    // Focus moves on to the next card still face down.
    expect(screen.getByRole('button', { name: 'Tap to turn card 2 of 3' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getAllByTestId('revealed-card')).toHaveLength(2);
  });

  it("shows each face-down card as the draft's pack, so its tier shows before the turn (R2.41)", async () => {
    serve(async () => opening);
    renderWithProviders(<DraftOpenPage />, at);
    await screen.findByRole('button', { name: 'Tap to turn card 1 of 3' });
    const pack = svgDataUri(draftPackArt({ sport: opening.sport, tier: opening.tier }));
    for (const back of screen.getAllByRole('button', { name: /^Tap to turn card/ })) {
      expect(back).toHaveAttribute('data-pack-tier', opening.tier);
      expect(back.querySelector('img')).toHaveAttribute('src', pack);
    }
  });

  it("turns the rest with 'Reveal all', then offers My Athletes, another draft and the proof of this one", async () => {
    serve(async () => opening);
    const user = userEvent.setup();
    renderWithProviders(<DraftOpenPage />, at);
    await user.click(await screen.findByRole('button', { name: 'Tap to turn card 2 of 3' }));
    await user.click(screen.getByRole('button', { name: 'Reveal all' }));
    expect(screen.getAllByTestId('revealed-card')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Reveal all' })).toBeNull();
    const next = screen.getByRole('region', { name: 'What next' });
    expect(next).toHaveFocus();
    expect(within(next).getByRole('link', { name: 'See in My Athletes' })).toHaveAttribute(
      'href',
      '/manager/my-athletes',
    );
    expect(within(next).getByRole('link', { name: 'Open another' })).toHaveAttribute(
      'href',
      '/manager/market/drafts/snowboarding/common',
    );
    expect(within(next).getByRole('link', { name: 'Verify this draw' })).toHaveAttribute(
      'href',
      '/manager/market/drafts/fairness?opening=12',
    );
  });

  it('says so when the opening is not the viewer’s or does not exist', async () => {
    serve(async () => {
      throw new ApiError(404, { detail: 'Not found.' });
    });
    renderWithProviders(<DraftOpenPage />, at);
    expect(await screen.findByRole('heading', { name: 'No such draft opening' })).toBeInTheDocument();
  });
});
