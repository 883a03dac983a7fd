import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { answerCalls } from '../../../testing/call-answers.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { buildChallenge, buildSet, buildSetDetail, pageOf } from './admin-challenges.testing.ts';
import { AdminChallengesPage } from './admin-challenges-page.tsx';
import { NewChallengePage } from './new-challenge-page.tsx';
import { NewChallengeSetPage } from './new-challenge-set-page.tsx';

const callMock = vi.hoisted(() =>
  vi.fn<(name: string, init?: { body?: Record<string, unknown> }) => Promise<unknown>>(),
);
vi.mock('../../../api/call.ts', () => ({ call: callMock }));

afterEach(() => callMock.mockReset());

describe('/admin/challenges, the sets (issue 16.6, R2.81, R2.87)', () => {
  it('lists each set with its dates, status and counts, and the ways to the other tools', async () => {
    answerCalls(callMock, {
      adminChallengeSetList: pageOf([
        buildSet(),
        buildSet({
          id: 8,
          name: 'Autumn',
          status: 'ended',
          challenges_count: 0,
          completions: 0,
          players_completed: 0,
        }),
      ]),
    });
    renderWithProviders(<AdminChallengesPage />, { at: '/admin/challenges', path: '/admin/challenges' });
    const winter = await screen.findByRole('article', { name: 'Winter Warm-up' });
    expect(winter).toHaveTextContent('Active');
    expect(winter).toHaveTextContent('4 Mar – 15 Mar 2027');
    expect(winter).toHaveTextContent(/Challenges\s*2\s*Completions\s*5\s*Finished set\s*1/);
    expect(within(winter).getByRole('link', { name: 'Edit Winter Warm-up' })).toHaveAttribute(
      'href',
      '/admin/challenges/7',
    );
    expect(screen.getByRole('article', { name: 'Autumn' })).toHaveTextContent('Ended');
    const tools = screen.getByRole('navigation', { name: 'Challenge tools' });
    expect(
      within(tools)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/admin/challenges/new/challenge-set',
      '/admin/challenges/new/challenge',
      '/admin/challenges/calendar',
      '/admin/challenges/import',
    ]);
    expect(screen.getByText('2 sets')).toBeInTheDocument();
  });

  it('says so when there is no set yet', async () => {
    answerCalls(callMock, { adminChallengeSetList: pageOf([]) });
    renderWithProviders(<AdminChallengesPage />, { at: '/admin/challenges', path: '/admin/challenges' });
    expect(await screen.findByText('No challenge sets yet')).toBeInTheDocument();
  });
});

describe('/admin/challenges/new/challenge-set (issue 16.6, R2.85, R2.87)', () => {
  it('refuses an end before the start without a call, then creates the set', async () => {
    answerCalls(callMock, { adminChallengeSetCreate: buildSetDetail({ challenges: [] }) });
    const user = userEvent.setup();
    renderWithProviders(<NewChallengeSetPage />, {
      at: '/admin/challenges/new/challenge-set',
      path: '/admin/challenges/new/challenge-set',
    });
    await user.type(screen.getByLabelText('Name'), 'Winter Warm-up');
    await user.type(screen.getByLabelText('Starts'), '2027-03-10T10:00');
    await user.type(screen.getByLabelText('Ends'), '2027-03-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Create set' }));
    expect(await screen.findByText('The set must end after it starts.')).toBeInTheDocument();
    expect(screen.getByLabelText('Ends')).toHaveAttribute('aria-invalid', 'true');
    expect(callMock).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Ends'));
    await user.type(screen.getByLabelText('Ends'), '2027-03-24T10:00');
    await user.click(screen.getByRole('button', { name: 'Create set' }));
    await waitFor(() =>
      expect(callMock).toHaveBeenCalledWith('adminChallengeSetCreate', {
        body: {
          name: 'Winter Warm-up',
          description: '',
          starts_at: new Date(2027, 2, 10, 10).toISOString(),
          ends_at: new Date(2027, 2, 24, 10).toISOString(),
        },
      }),
    );
  });

  it('puts the server’s refusal on its field', async () => {
    answerCalls(callMock, {
      adminChallengeSetCreate: () => {
        throw new ApiError(409, { detail: 'Taken.', fields: { name: ['This name is already taken.'] } });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<NewChallengeSetPage />, {
      at: '/admin/challenges/new/challenge-set',
      path: '/admin/challenges/new/challenge-set',
    });
    await user.type(screen.getByLabelText('Name'), 'Winter Warm-up');
    await user.type(screen.getByLabelText('Starts'), '2027-03-10T10:00');
    await user.type(screen.getByLabelText('Ends'), '2027-03-24T10:00');
    await user.click(screen.getByRole('button', { name: 'Create set' }));
    expect(await screen.findByText('This name is already taken.')).toBeInTheDocument();
  });
});

describe('/admin/challenges/new/challenge (issue 16.6, R2.84, R2.87)', () => {
  it('shows the card tier only for a card reward, and sends one card of that tier', async () => {
    answerCalls(callMock, {
      adminChallengeSetList: pageOf([buildSet()]),
      adminChallengeCreate: buildChallenge({ reward_kind: 'card', reward_card_tier: 'epic' }),
    });
    const user = userEvent.setup();
    renderWithProviders(<NewChallengePage />, {
      at: '/admin/challenges/new/challenge?set=7',
      path: '/admin/challenges/new/challenge',
    });
    expect(await screen.findByLabelText('Challenge set')).toHaveValue('7');
    expect(screen.queryByLabelText('Card tier')).toBeNull();
    expect(screen.getByLabelText('Credits')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Epic pull');
    await user.selectOptions(screen.getByLabelText('Condition'), 'open_draft');
    await user.clear(screen.getByLabelText('Target'));
    await user.type(screen.getByLabelText('Target'), '2');
    expect(screen.getByText('Players see: “Open 2 drafts”.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Reward'), 'card');
    expect(screen.queryByLabelText('Credits')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create challenge' }));
    expect(await screen.findByText('Pick the tier of the card this reward gives.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Card tier'), 'epic');
    await user.click(screen.getByRole('button', { name: 'Create challenge' }));
    await waitFor(() =>
      expect(callMock).toHaveBeenCalledWith('adminChallengeCreate', {
        body: {
          set_id: 7,
          name: 'Epic pull',
          description: '',
          condition: 'open_draft',
          target: 2,
          reward_kind: 'card',
          reward_amount: 1,
          reward_card_tier: 'epic',
        },
      }),
    );
  });

  it('asks for the missing fields in words', async () => {
    answerCalls(callMock, { adminChallengeSetList: pageOf([buildSet()]) });
    const user = userEvent.setup();
    renderWithProviders(<NewChallengePage />, {
      at: '/admin/challenges/new/challenge',
      path: '/admin/challenges/new/challenge',
    });
    await user.click(await screen.findByRole('button', { name: 'Create challenge' }));
    expect(await screen.findByText('Pick the set it belongs to.')).toBeInTheDocument();
    expect(screen.getByText('Pick what the challenge counts.')).toBeInTheDocument();
    expect(screen.getByText('Give the amount.')).toBeInTheDocument();
    expect(callMock).toHaveBeenCalledTimes(1);
  });
});
