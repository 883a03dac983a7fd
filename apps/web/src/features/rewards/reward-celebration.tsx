import type { RewardClaim } from '@shred/contract';
import { formatCount, levelForXp } from '@shred/game';
import type { CSSProperties } from 'react';
import { ButtonLink } from '../../ui/button.tsx';
import { AthleteCardArt } from '../athletes/index.ts';
import { RewardBadge } from './reward-look.tsx';
import './rewards.css';

const COLOURS = ['#a3e635', '#fbbf24', '#38bdf8', '#f472b6', '#c084fc', '#fb923c'];
const PIECES = 28;

/** Where each piece of confetti flies: an even ring with some spread, fixed so renders agree. */
const confetti = Array.from({ length: PIECES }, (_, i) => {
  const angle = (i / PIECES) * 2 * Math.PI;
  const reach = 7 + ((i * 37) % 7);
  return {
    '--dx': `${(Math.cos(angle) * reach).toFixed(2)}rem`,
    '--dy': `${(Math.sin(angle) * reach - 2).toFixed(2)}rem`,
    '--spin': `${(i * 97) % 540}deg`,
    '--delay': `${(i % 5) * 40}ms`,
    '--piece': COLOURS[i % COLOURS.length],
  } as CSSProperties;
});

/**
 * The moment a reward is claimed (R2.57): confetti from the prize and what the manager now
 * holds: the new balance, the card itself, or the XP and level. Screen readers hear it as a
 * status; reduced motion shows it still.
 */
export function RewardCelebration({ claim }: { claim: RewardClaim }) {
  const { reward } = claim;
  return (
    <section
      aria-labelledby="reward-celebration-title"
      className="relative isolate overflow-hidden rounded-3xl border border-accent/50 bg-surface px-5 pt-8 pb-6 text-center shadow-card sm:px-8"
    >
      <div
        aria-hidden="true"
        className="bg-hero absolute inset-x-0 top-0 -z-10 h-48 opacity-70 [mask-image:linear-gradient(to_bottom,black_40%,transparent)]"
      />
      <div aria-hidden="true" className="pointer-events-none absolute inset-0">
        {confetti.map((style, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces are a fixed, unordered set.
          <span key={i} className="reward-confetti" style={style} />
        ))}
      </div>
      <div role="status">
        <p className="text-xs font-bold uppercase tracking-[0.2em] text-accent">Reward claimed</p>
        <h2
          id="reward-celebration-title"
          className="reward-pop mt-2 font-display text-4xl font-bold uppercase italic leading-none tracking-tight text-fg"
        >
          {reward.kind === 'card' ? 'New card!' : `+${reward.prize}`}
        </h2>
        {reward.kind === 'credits' ? (
          <p className="reward-rise mt-3 text-muted">
            Your balance is now{' '}
            <strong className="font-semibold text-fg tabular-nums">
              {formatCount(claim.balance)} credits
            </strong>
            .
          </p>
        ) : reward.kind === 'xp' ? (
          <p className="reward-rise mt-3 text-muted">
            You have{' '}
            <strong className="font-semibold text-fg tabular-nums">{formatCount(claim.xp)} XP</strong> · level{' '}
            {levelForXp(claim.xp)}.
          </p>
        ) : reward.card ? (
          <p className="reward-rise mt-3 text-muted">
            {reward.card.first_name} {reward.card.last_name} joins your athletes with{' '}
            {formatCount(reward.card.contract_games_left)} contract games.
          </p>
        ) : null}
      </div>
      <div className="mt-6 flex justify-center">
        {reward.kind === 'card' && reward.card ? (
          <div className="reward-flip w-44 sm:w-52">
            <AthleteCardArt card={reward.card} eager />
          </div>
        ) : (
          <div className="reward-pop">
            <RewardBadge reward={reward} size="lg" />
          </div>
        )}
      </div>
      <div className="reward-rise mt-6 flex flex-wrap justify-center gap-2">
        {reward.kind === 'card' ? (
          <ButtonLink to="/manager/my-athletes">See my athletes</ButtonLink>
        ) : reward.kind === 'credits' ? (
          <ButtonLink to="/manager/market/drafts">Spend on a draft</ButtonLink>
        ) : null}
        <ButtonLink to="/manager/rewards" variant="secondary">
          All rewards
        </ButtonLink>
      </div>
    </section>
  );
}
