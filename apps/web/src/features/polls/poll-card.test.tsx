import type { Poll } from '@shred/contract';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PollCard } from './poll-card.tsx';

const athlete = {
  id: 7,
  slug: 'mia-brookes',
  first_name: 'Mia',
  last_name: 'Brookes',
  avatar: null,
  gender: 'W' as const,
  primary_sport: { name: 'Snowboarding', slug: 'snowboarding' },
  nationality: { ioc: 'GBR' },
};

const before: Poll = {
  id: 3,
  question: 'Who wins the final?',
  options: [
    { id: 31, label: 'Mia Brookes', athlete },
    { id: 32, label: 'Somebody else', athlete: null },
  ],
  voted: false,
  voted_option_id: null,
  closes_at: null,
  closed: false,
  created_at: '2026-11-01T10:00:00Z',
};

const after: Poll = {
  ...before,
  voted: true,
  voted_option_id: 32,
  total_votes: 4,
  options: [
    { id: 31, label: 'Mia Brookes', athlete, votes: 3, share: 0.75 },
    { id: 32, label: 'Somebody else', athlete: null, votes: 1, share: 0.25 },
  ],
};

function show(poll: Poll, props: Partial<Parameters<typeof PollCard>[0]> = {}) {
  const onVote = vi.fn();
  render(
    <PollCard poll={poll} onVote={onVote} votingOptionId={null} error={null} onShare={vi.fn()} {...props} />,
  );
  return { onVote, card: screen.getByRole('article', { name: 'Who wins the final?' }) };
}

describe('PollCard', () => {
  afterEach(cleanup);

  it('offers each option as a button named for the vote, without results, before voting (R2.19)', () => {
    const { onVote, card } = show(before);
    const buttons = within(card).getAllByRole('button', { name: /^Vote for / });
    expect(buttons.map((b) => b.textContent)).toEqual(['Vote for Mia Brookes', 'Vote for Somebody else']);
    expect(within(card).queryByRole('list', { name: 'Results' })).toBeNull();
    expect(card.textContent).not.toContain('%');
    expect(card.textContent).toContain('Open until the event ends');
    fireEvent.click(within(card).getByRole('button', { name: 'Vote for Somebody else' }));
    expect(onVote).toHaveBeenCalledWith(32);
  });

  it('disables the options while a vote is on its way and says why a vote failed', () => {
    const { card } = show(before, { votingOptionId: 31, error: 'You already voted in this poll.' });
    for (const button of within(card).getAllByRole('button', { name: /^Vote for / }))
      expect(button).toBeDisabled();
    expect(within(card).getByRole('alert').textContent).toContain('You already voted in this poll.');
  });

  it('after voting shows each share and count as text, marks the own vote, and offers no vote (R1.13)', () => {
    const { card } = show(after);
    expect(within(card).queryAllByRole('button', { name: /^Vote for / })).toHaveLength(0);
    const rows = within(within(card).getByRole('list', { name: 'Results' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toMatch(/Mia Brookes.*75%.*3 votes/);
    expect(rows[0]?.textContent).not.toContain('Your vote');
    expect(rows[1]?.textContent).toMatch(/Somebody else.*Your vote.*25%.*1 vote$/);
    expect(card.textContent).toContain('4 votes · Open until the event ends');
  });

  it('shows a closed poll’s results to one who did not vote, with no way to vote', () => {
    const { card } = show({ ...after, voted: false, voted_option_id: null, closed: true });
    expect(within(card).queryAllByRole('button', { name: /^Vote for / })).toHaveLength(0);
    expect(card.textContent).toContain('Voting closed');
    expect(card.textContent).not.toContain('Your vote');
  });

  it('shares through its Share button, named for the question', () => {
    const onShare = vi.fn();
    const { card } = show(after, { onShare });
    fireEvent.click(within(card).getByRole('button', { name: 'Share the poll: Who wins the final?' }));
    expect(onShare).toHaveBeenCalledOnce();
  });
});
