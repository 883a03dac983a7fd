import { draftPackArt, svgDataUri } from '@shred/art';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteResult } from '../../../api/index.ts';
import { ApiError } from '../../../api/index.ts';
import { answerCalls } from '../../../testing/call-answers.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { DraftsPage } from './drafts-page.tsx';
import { buildDraft, CREDITS } from './market.testing.ts';

const callMock = vi.hoisted(() => vi.fn<(name: string) => Promise<unknown>>());
vi.mock('../../../api/call.ts', () => ({ call: callMock }));

const SPORTS = [
  { id: 1, name: 'Snowboarding', slug: 'snowboarding', disciplines: [] },
  { id: 2, name: 'Surfing', slug: 'surfing', disciplines: [] },
];

function serve(drafts: () => Promise<RouteResult<'draftList'>>) {
  answerCalls(callMock, {
    draftList: () => drafts(),
    sportList: SPORTS,
    credits: CREDITS(400),
  });
}

describe('Drafts (R2.40)', () => {
  afterEach(() => callMock.mockReset());

  it('groups the drafts on sale by sport, each tier a card with its price and chance of a higher tier', async () => {
    serve(async () => [buildDraft('rare'), buildDraft('common'), buildDraft('legendary', 'surfing')]);
    renderWithProviders(<DraftsPage />);
    const snowboarding = await screen.findByRole('region', { name: 'Snowboarding' });
    const cards = within(snowboarding).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('data-tier'))).toEqual(['common', 'rare']);
    expect(cards[0]).toHaveAttribute('href', '/manager/market/drafts/snowboarding/common');
    expect(cards[0]).toHaveTextContent('20% chance of a higher tier');
    expect(cards[1]).toHaveAccessibleName(/^Snowboarding\s*Rare\s*draft,.*300 credits$/);
    const surfing = screen.getByRole('region', { name: 'Surfing' });
    expect(within(surfing).getByRole('link')).toHaveTextContent('Every card Legendary');
    expect(screen.getByTestId('credit-balance')).toHaveTextContent('400');
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute(
      'href',
      '/manager/market/drafts/history',
    );
  });

  it("pictures each tier's pack on its card, hidden from screen readers that read the card's words (issue 13)", async () => {
    serve(async () => [buildDraft('common'), buildDraft('legendary', 'surfing')]);
    renderWithProviders(<DraftsPage />);
    const snowboarding = await screen.findByRole('region', { name: 'Snowboarding' });
    const pack = within(snowboarding).getByRole('link').querySelector('img');
    expect(pack).toHaveAttribute('src', svgDataUri(draftPackArt({ sport: 'snowboarding', tier: 'common' })));
    expect(pack).toHaveAttribute('alt', '');
    expect(pack).toHaveAttribute('aria-hidden', 'true');
    const surfing = within(screen.getByRole('region', { name: 'Surfing' })).getByRole('link');
    expect(surfing.querySelector('img')).toHaveAttribute(
      'src',
      svgDataUri(draftPackArt({ sport: 'surfing', tier: 'legendary' })),
    );
  });

  it('says when nothing is on sale, and offers a retry when the drafts cannot load', async () => {
    serve(async () => []);
    const { unmount } = renderWithProviders(<DraftsPage />);
    expect(await screen.findByRole('heading', { name: 'No drafts on sale right now' })).toBeInTheDocument();
    unmount();

    let fail = true;
    serve(async () => {
      if (fail) throw new ApiError(503, { detail: 'Down for a moment.' });
      return [buildDraft('common')];
    });
    const user = userEvent.setup();
    renderWithProviders(<DraftsPage />);
    expect(await screen.findByRole('heading', { name: 'Could not load the drafts' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Snowboarding' })).toBeInTheDocument();
  });
});
