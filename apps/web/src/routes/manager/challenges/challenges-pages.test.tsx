import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/index.ts';
import {
  buildChallenge,
  buildChallengeDetail,
  buildChallengeSet,
  buildChallengeSetDetail,
  challengePage,
} from '../../../features/challenges/challenges.testing.ts';
import { answerCalls } from '../../../testing/call-answers.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { ChallengePage } from './challenge-page.tsx';
import { ChallengeSetPage } from './challenge-set-page.tsx';
import { ChallengesPage } from './challenges-page.tsx';

const callMock = vi.hoisted(() => vi.fn<(name: string, options?: unknown) => Promise<unknown>>());
vi.mock('../../../api/call.ts', () => ({ call: callMock }));

afterEach(() => callMock.mockReset());

const DAY_MS = 86_400_000;

describe('/manager/challenges (R2.58)', () => {
  it('shows running sets as cards with dates, countdown and a ring, then coming and ended sections', async () => {
    const now = Date.now();
    answerCalls(callMock, {
      challengeSets: challengePage([
        buildChallengeSet(),
        buildChallengeSet({
          id: 5,
          name: 'Finals Fever',
          status: 'upcoming',
          starts_at: new Date(now + 2 * DAY_MS + 60_000).toISOString(),
          ends_at: new Date(now + 9 * DAY_MS).toISOString(),
          completed_count: 0,
        }),
        buildChallengeSet({
          id: 6,
          name: 'Warm-up',
          status: 'ended',
          completed_count: 3,
          starts_at: new Date(now - 20 * DAY_MS).toISOString(),
          ends_at: new Date(now - 6 * DAY_MS).toISOString(),
        }),
      ]),
    });
    renderWithProviders(<ChallengesPage />);
    const running = await screen.findByRole('region', { name: 'Running now' });
    const card = within(running).getByRole('link', { name: /Season Kick-off/ });
    expect(card).toHaveAttribute('href', '/manager/challenges/4');
    expect(card).toHaveTextContent('Ends in 7 days');
    expect(
      within(card).getByRole('progressbar', { name: 'Season Kick-off: challenges completed' }),
    ).toHaveAttribute('aria-valuetext', '1 of 3 completed');
    const coming = screen.getByRole('region', { name: 'Coming up' });
    expect(within(coming).getByRole('link', { name: /Finals Fever/ })).toHaveTextContent('Starts in 2 days');
    const ended = screen.getByRole('region', { name: 'Recently ended' });
    expect(within(ended).getByRole('link', { name: /Warm-up/ })).toHaveTextContent('EndedAll done');
  });

  it('says when there are no challenges, and when they cannot load', async () => {
    answerCalls(callMock, { challengeSets: challengePage([]) });
    const { unmount } = renderWithProviders(<ChallengesPage />);
    expect(await screen.findByRole('heading', { name: 'No challenges right now' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a game' })).toHaveAttribute('href', '/manager/events');
    unmount();
    answerCalls(callMock, {
      challengeSets: () => {
        throw new ApiError(500, { detail: 'Server unavailable.' });
      },
    });
    renderWithProviders(<ChallengesPage />);
    expect(await screen.findByRole('heading', { name: 'Could not load the challenges' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('/manager/challenges/{setId} (R2.59)', () => {
  it('lists the set’s challenges with progress bars, reward badges and a button to where each is done', async () => {
    answerCalls(callMock, {
      challengeSet: buildChallengeSetDetail([
        buildChallenge(),
        buildChallenge({
          id: 12,
          name: 'Rip a pack',
          condition: 'open_draft',
          target: 1,
          progress: 1,
          percent: 100,
          completed_at: '2026-11-28T10:00:00.000Z',
          reward: { kind: 'card', amount: 1, card_tier: 'rare' },
        }),
        buildChallenge({
          id: 13,
          name: 'Join the party',
          condition: 'join_league',
          target: 1,
          progress: 0,
          percent: 0,
        }),
      ]),
    });
    renderWithProviders(<ChallengeSetPage />, {
      at: '/manager/challenges/4',
      path: '/manager/challenges/:setId',
    });
    expect(await screen.findByRole('heading', { name: 'Season Kick-off', level: 1 })).toBeInTheDocument();
    expect(callMock).toHaveBeenCalledWith('challengeSet', expect.objectContaining({ params: { id: 4 } }));
    const crew = screen.getByRole('article', { name: 'Find your crew' });
    expect(within(crew).getByRole('progressbar', { name: 'Find your crew: progress' })).toHaveAttribute(
      'aria-valuenow',
      '66',
    );
    expect(crew).toHaveTextContent('2 of 3');
    expect(crew).toHaveTextContent('Reward: 150 credits');
    expect(within(crew).getByRole('link', { name: 'Find managers' })).toHaveAttribute('href', '/search');
    expect(within(crew).getByRole('link', { name: /Find your crew/ })).toHaveAttribute(
      'href',
      '/manager/challenges/4/11',
    );
    const pack = screen.getByRole('article', { name: 'Rip a pack' });
    expect(pack).toHaveTextContent('Completed');
    expect(pack).toHaveTextContent('Rare card');
    expect(within(pack).queryByRole('link', { name: 'Open a draft' })).toBeNull();
    expect(
      within(screen.getByRole('article', { name: 'Join the party' })).getByRole('link', {
        name: 'Go to leagues',
      }),
    ).toHaveAttribute('href', '/manager/leagues');
  });

  it('offers no action in a set that has not started, and says a missing set is not found', async () => {
    answerCalls(callMock, {
      challengeSet: buildChallengeSetDetail([buildChallenge({ progress: 0, percent: 0 })], {
        status: 'upcoming',
        starts_at: new Date(Date.now() + 2 * DAY_MS).toISOString(),
      }),
    });
    const { unmount } = renderWithProviders(<ChallengeSetPage />, {
      at: '/manager/challenges/4',
      path: '/manager/challenges/:setId',
    });
    expect(await screen.findByText('Progress counts from the day the set starts.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Find managers' })).toBeNull();
    unmount();
    answerCalls(callMock, {
      challengeSet: () => {
        throw new ApiError(404, { detail: 'There is no challenge set with this id.' });
      },
    });
    renderWithProviders(<ChallengeSetPage />, {
      at: '/manager/challenges/99',
      path: '/manager/challenges/:setId',
    });
    expect(await screen.findByRole('heading', { name: 'Challenge set not found' })).toBeInTheDocument();
  });
});

describe('/manager/challenges/{setId}/{id} (R2.60)', () => {
  const at = { at: '/manager/challenges/4/11', path: '/manager/challenges/:setId/:id' };

  it('shows progress, the reward and where to act while it runs', async () => {
    answerCalls(callMock, { challenge: buildChallengeDetail() });
    renderWithProviders(<ChallengePage />, at);
    expect(await screen.findByRole('heading', { name: 'Find your crew', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Follow 3 managers' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '66');
    expect(screen.getByRole('link', { name: 'Find managers' })).toHaveAttribute('href', '/search');
    expect(screen.getByRole('link', { name: 'Season Kick-off' })).toHaveAttribute(
      'href',
      '/manager/challenges/4',
    );
    expect(screen.queryByRole('link', { name: 'Claim your reward' })).toBeNull();
  });

  it('links a completed challenge to its reward in /manager/rewards', async () => {
    answerCalls(callMock, {
      challenge: buildChallengeDetail({
        progress: 3,
        percent: 100,
        completed_at: '2026-11-28T10:00:00.000Z',
      }),
    });
    renderWithProviders(<ChallengePage />, at);
    expect(await screen.findByRole('link', { name: 'Claim your reward' })).toHaveAttribute(
      'href',
      '/manager/rewards',
    );
    expect(screen.getByText(/^Completed/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Find managers' })).toBeNull();
  });

  it('says not found for a missing challenge, or one of another set', async () => {
    answerCalls(callMock, { challenge: buildChallengeDetail({ set_id: 8 }) });
    const { unmount } = renderWithProviders(<ChallengePage />, at);
    expect(await screen.findByRole('heading', { name: 'Challenge not found' })).toBeInTheDocument();
    unmount();
    answerCalls(callMock, {
      challenge: () => {
        throw new ApiError(500, { detail: 'Server unavailable.' });
      },
    });
    renderWithProviders(<ChallengePage />, at);
    expect(await screen.findByRole('heading', { name: 'Could not load the challenge' })).toBeInTheDocument();
  });
});
