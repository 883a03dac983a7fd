import type { Reward } from '@shred/contract';
import type { CSSProperties } from 'react';
import { Icon, type IconProps } from '../../ui/icons.tsx';
import { tierSurface } from '../drafts/index.ts';

const day = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

export const GiftIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M12 8v13M19 12v7a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-7" />
    <path d="M7.5 8a2.5 2.5 0 0 1 0-5C11 3 12 8 12 8s1-5 4.5-5a2.5 2.5 0 0 1 0 5" />
  </Icon>
);

const CoinsIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="9" cy="9" r="6" />
    <path d="M18.1 10.4A6 6 0 1 1 10.4 18.1M7 7h2v4" />
  </Icon>
);

const XpIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M13 2 4 14h7l-1 8 9-12h-7l1-8z" />
  </Icon>
);

const CardIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="5" y="3" width="14" height="18" rx="2" />
    <path d="M9 8h6M12 12v5" />
  </Icon>
);

/** The colours of a reward's badge: a card reward in its tier's foil, credits gold, XP lime. */
export function rewardSurface(reward: Pick<Reward, 'kind' | 'card_tier'>): CSSProperties {
  if (reward.kind === 'card' && reward.card_tier) return tierSurface(reward.card_tier);
  if (reward.kind === 'credits')
    return { backgroundImage: 'linear-gradient(135deg, #fbbf24, #d97706)', color: '#1c1917' };
  return { backgroundImage: 'linear-gradient(135deg, #bef264, #65a30d)', color: '#1a2e05' };
}

/** A reward's picture: what it gives, on its colours. */
export function RewardBadge({
  reward,
  size = 'md',
}: {
  reward: Pick<Reward, 'kind' | 'card_tier'>;
  size?: 'md' | 'lg';
}) {
  const KindIcon = reward.kind === 'card' ? CardIcon : reward.kind === 'xp' ? XpIcon : CoinsIcon;
  const box = size === 'lg' ? 'size-20 rounded-3xl' : 'size-12 rounded-2xl';
  const glyph = size === 'lg' ? 40 : 24;
  return (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center shadow-card ${box}`}
      style={rewardSurface(reward)}
    >
      <KindIcon width={glyph} height={glyph} />
    </span>
  );
}

/** What a reward was for, in a line ("Winter X Games · Challenge"). */
export function rewardOrigin(reward: Reward): string {
  if (reward.game) return reward.game.event.name;
  if (reward.challenge) return 'Challenge';
  return reward.source === 'game' ? 'Game placing' : 'Challenge';
}

/** 'Claimed 28 Nov 2026' in the viewer's time. */
export const claimedText = (reward: Reward): string =>
  reward.claimed_at ? `Claimed ${day.format(new Date(reward.claimed_at))}` : 'Ready to claim';
