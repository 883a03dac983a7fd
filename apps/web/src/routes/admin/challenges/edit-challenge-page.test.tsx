import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerCalls } from '../../../testing/call-answers.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { buildChallenge, buildSet, buildSetDetail, pageOf } from './admin-challenges.testing.ts';
import { EditChallengePage } from './edit-challenge-page.tsx';

const callMock = vi.hoisted(() =>
  vi.fn<(name: string, init?: { body?: Record<string, unknown> }) => Promise<unknown>>(),
);
vi.mock('../../../api/call.ts', () => ({ call: callMock }));

afterEach(() => callMock.mockReset());

const show = () =>
  renderWithProviders(<EditChallengePage />, {
    at: '/admin/challenges/7/31',
    path: '/admin/challenges/:setId/:id',
  });

describe('/admin/challenges/{setId}/{id}, editing a challenge (issue 16.6, R2.84, R2.87)', () => {
  it('keeps what a completed challenge promised, and saves its words with it unchanged', async () => {
    const challenge = buildChallenge({ completions: 4 });
    answerCalls(callMock, {
      adminChallengeSetDetail: buildSetDetail({ challenges: [challenge] }),
      adminChallengeSetList: pageOf([buildSet()]),
      adminChallengeUpdate: { ...challenge, name: 'Three games, done' },
    });
    const user = userEvent.setup();
    show();
    const name = await screen.findByLabelText('Name');
    expect(screen.getByText('Join 3 games · 250 credits')).toBeInTheDocument();
    expect(screen.queryByLabelText('Condition')).toBeNull();
    expect(screen.queryByLabelText('Target')).toBeNull();
    await user.clear(name);
    await user.type(name, 'Three games, done');
    await user.click(screen.getByRole('button', { name: 'Save challenge' }));
    await waitFor(() =>
      expect(callMock).toHaveBeenCalledWith('adminChallengeUpdate', {
        params: { id: 31 },
        body: {
          set_id: 7,
          name: 'Three games, done',
          description: '',
          condition: 'join_games',
          target: 3,
          reward_kind: 'credits',
          reward_amount: 250,
          reward_card_tier: null,
        },
      }),
    );
  });

  it('says so when the challenge is not in the set', async () => {
    answerCalls(callMock, {
      adminChallengeSetDetail: buildSetDetail({ challenges: [] }),
      adminChallengeSetList: pageOf([buildSet()]),
    });
    show();
    expect(await screen.findByText('No such challenge in this set')).toBeInTheDocument();
  });
});
