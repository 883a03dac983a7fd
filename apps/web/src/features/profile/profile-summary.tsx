import type { PublicProfile } from '@shred/contract';
import { formatCount } from '@shred/game';
import { Link } from 'react-router';
import { Avatar } from '../../ui/avatar.tsx';
import { Card } from '../../ui/card.tsx';
import { CheckIcon } from '../../ui/icons.tsx';
import { profileDisplayName } from './display-name.ts';
import { FollowButton } from './follow-button.tsx';
import type { FollowDirection } from './follow-list-keys.ts';

/** The head of a public profile: picture, name, level, follower counts and the follow button. */
export function ProfileSummary({ profile }: { profile: PublicProfile }) {
  const name = profileDisplayName(profile);
  const fullName = [profile.first_name, profile.last_name].filter(Boolean).join(' ');
  const isAthlete = profile.profile_type.type === 'athlete';
  return (
    <Card as="section" aria-label="Profile" padded={false} className="overflow-hidden">
      <div className="bg-hero h-24 sm:h-28" aria-hidden="true" />
      <div className="-mt-12 flex flex-col gap-4 px-5 pb-6 sm:flex-row sm:items-end sm:px-6">
        <Avatar src={profile.profile_image} name={name} size="xl" className="ring-4 ring-surface" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="truncate font-display text-3xl font-bold uppercase italic tracking-tight text-fg">
              {name}
            </h1>
            {profile.is_verified ? (
              <span
                role="img"
                aria-label="Verified"
                className="inline-grid size-5 place-items-center rounded-full bg-accent text-on-accent"
              >
                <CheckIcon width={13} height={13} strokeWidth={3} />
              </span>
            ) : null}
          </div>
          <p className="mt-0.5 text-sm text-muted">
            {isAthlete ? `Athlete · @${profile.username}` : fullName || `@${profile.username}`}
          </p>
          <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted">
            <li>
              Level <strong className="font-semibold text-lime">{profile.level.name}</strong>
            </li>
            <li>
              <FollowCountLink
                username={profile.username}
                direction="followers"
                count={profile.followers_count}
              />
            </li>
            <li>
              <FollowCountLink
                username={profile.username}
                direction="following"
                count={profile.following_count}
              />
            </li>
          </ul>
        </div>
        <FollowButton profile={profile} />
      </div>
    </Card>
  );
}

/** A follower or following count that opens the list behind it (/profile/{username}/followers|following). */
function FollowCountLink({
  username,
  direction,
  count,
}: {
  username: string;
  direction: FollowDirection;
  count: number;
}) {
  const word = direction === 'followers' ? (count === 1 ? 'follower' : 'followers') : 'following';
  return (
    <Link
      to={`/profile/${encodeURIComponent(username)}/${direction}`}
      className="-mx-1 rounded px-1 underline-offset-4 hover:text-fg hover:underline focus-visible:outline-2 focus-visible:outline-accent"
    >
      <strong className="font-semibold text-fg">{formatCount(count)}</strong> {word}
    </Link>
  );
}
