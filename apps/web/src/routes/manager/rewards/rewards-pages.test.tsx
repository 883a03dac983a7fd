import type { Reward, RewardClaim, RewardPage } from '@shred/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { answerCalls } from '../../../testing/call-answers.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { ClaimRewardPage } from './claim-reward-page.tsx';
import { RewardsPage } from './rewards-page.tsx';

const callMock = vi.hoisted(() => vi.fn<(name: string, options?: unknown) => Promise<unknown>>());
vi.mock('../../../api/call.ts', () => ({ call: callMock }));

const reward = (over: Partial<Reward> = {}): Reward => ({
  id: 7,
  source: 'game',
  title: 'Top 10% in Slopestyle Men',
  band: 'top10',
  kind: 'credits',
  amount: 100,
  card_tier: null,
  prize: '100 credits',
  game: { id: 3, name: 'Slopestyle Men', event: { slug: 'laax-open', name: 'Laax Open' } },
  challenge: null,
  card: null,
  claimed_at: null,
  created_at: '2026-11-20T10:00:00Z',
  ...over,
});
const page = (results: Reward[]): RewardPage => ({
  count: results.length,
  next: null,
  unclaimed: results.filter((r) => r.claimed_at === null).length,
  results,
});

afterEach(() => callMock.mockReset());

describe('/manager/rewards (R2.56)', () => {
  it('lists unclaimed rewards first, claimed ones greyed, each linking to its claim page', async () => {
    answerCalls(callMock, {
      rewardList: page([
        reward(),
        reward({ id: 5, title: 'Top 25% in Halfpipe Women', claimed_at: '2026-11-19T10:00:00Z' }),
      ]),
    });
    renderWithProviders(<RewardsPage />, { at: '/manager/rewards', path: '/manager/rewards' });
    const links = await screen.findAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/manager/rewards/7', '/manager/rewards/5']);
    expect(within(links[0] as HTMLElement).getByText('Claim')).toBeInTheDocument();
    expect(links[1]?.className).toContain('grayscale');
    expect(within(links[1] as HTMLElement).getByText(/^Claimed /)).toBeInTheDocument();
    expect(screen.getByText('1 reward waits for you to claim.')).toBeInTheDocument();
  });

  it('explains how to earn rewards when there are none', async () => {
    answerCalls(callMock, { rewardList: page([]) });
    renderWithProviders(<RewardsPage />, { at: '/manager/rewards', path: '/manager/rewards' });
    expect(await screen.findByRole('heading', { name: 'No rewards yet' })).toBeInTheDocument();
    expect(screen.getByText(/top 1% for an epic card/)).toBeInTheDocument();
  });

  it('offers a retry when the list cannot load', async () => {
    answerCalls(callMock, {
      rewardList: () => {
        throw new ApiError(500, { detail: 'Down' });
      },
    });
    renderWithProviders(<RewardsPage />, { at: '/manager/rewards', path: '/manager/rewards' });
    expect(await screen.findByText('Could not load your rewards')).toBeInTheDocument();
  });
});

describe("/manager/rewards/{id} 'Claim Reward' (R2.57)", () => {
  it('claims the reward and celebrates with the new balance', async () => {
    const claimed: RewardClaim = {
      reward: reward({ claimed_at: '2026-11-21T10:00:00Z' }),
      claimed_now: true,
      balance: 1_350,
      xp: 0,
    };
    answerCalls(callMock, { rewardDetail: reward(), rewardClaim: claimed });
    renderWithProviders(<ClaimRewardPage />, { at: '/manager/rewards/7', path: '/manager/rewards/:id' });
    await userEvent.click(await screen.findByRole('button', { name: 'Claim Reward' }));
    expect(await screen.findByRole('heading', { name: '+100 credits' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your balance is now 1,350 credits.');
    expect(callMock).toHaveBeenCalledWith('rewardClaim', { params: { id: 7 } });
  });

  it('shows a claimed reward greyed, without a claim button', async () => {
    answerCalls(callMock, { rewardDetail: reward({ claimed_at: '2026-11-21T10:00:00Z' }) });
    renderWithProviders(<ClaimRewardPage />, { at: '/manager/rewards/7', path: '/manager/rewards/:id' });
    expect(await screen.findByText(/^Claimed /)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Claim Reward' })).toBeNull();
  });

  it('says so when the reward is not the viewer’s (404)', async () => {
    answerCalls(callMock, {
      rewardDetail: () => {
        throw new ApiError(404, { detail: 'You have no reward with this id.' });
      },
    });
    renderWithProviders(<ClaimRewardPage />, { at: '/manager/rewards/9', path: '/manager/rewards/:id' });
    expect(await screen.findByRole('heading', { name: 'This reward is not here' })).toBeInTheDocument();
  });

  it('shows why a claim failed and keeps the button', async () => {
    answerCalls(callMock, {
      rewardDetail: reward({ kind: 'card', card_tier: 'epic', amount: 1, prize: '1 epic card' }),
      rewardClaim: () => {
        throw new ApiError(409, { detail: 'There is no athlete to make this card of yet.' });
      },
    });
    renderWithProviders(<ClaimRewardPage />, { at: '/manager/rewards/7', path: '/manager/rewards/:id' });
    await userEvent.click(await screen.findByRole('button', { name: 'Claim Reward' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There is no athlete to make this card of yet.',
    );
    expect(screen.getByRole('button', { name: 'Claim Reward' })).toBeEnabled();
  });
});
