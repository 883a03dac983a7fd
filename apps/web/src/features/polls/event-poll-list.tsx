import type { EventPolls } from '@shred/contract';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../api/index.ts';
import { useAuthStore } from '../auth/index.ts';
import { withNext } from '../navigation/next-param.ts';
import { PollCard } from './poll-card.tsx';
import { useVoteMutation } from './poll-queries.ts';
import { sharePoll } from './share-poll.ts';

/** The event's polls as cards; a visitor's vote sends them to log in and back here. */
export function EventPollList({ data }: { data: EventPolls }) {
  const signedIn = useAuthStore((state) => state.isAuthenticated);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const vote = useVoteMutation(data.event.slug);
  const [failed, setFailed] = useState<{ pollId: number; message: string } | null>(null);
  const pending = vote.isPending ? vote.variables : null;

  const press = (pollId: number, optionId: number) => {
    if (!signedIn) {
      void navigate(withNext('/auth', `${pathname}${search}`));
      return;
    }
    setFailed(null);
    vote.mutate(
      { pollId, optionId },
      { onError: (error) => setFailed({ pollId, message: errorMessage(error) }) },
    );
  };

  return (
    <ul className="flex flex-col gap-5">
      {data.polls.map((poll) => (
        <li key={poll.id}>
          <PollCard
            poll={poll}
            onVote={(optionId) => press(poll.id, optionId)}
            votingOptionId={pending?.pollId === poll.id ? pending.optionId : null}
            error={failed?.pollId === poll.id ? failed.message : null}
            onShare={() => sharePoll(data.event.slug, data.event.name, poll.question)}
          />
        </li>
      ))}
    </ul>
  );
}
