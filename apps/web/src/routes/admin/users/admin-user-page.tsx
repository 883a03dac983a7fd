import type { AdminUserDetail, MySubscription } from '@shred/contract';
import { formatCount } from '@shred/game';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { errorMessage } from '../../../api/index.ts';
import { PanelTabs } from '../../../features/admin-events/panel-tabs.tsx';
import { useAdminUserQuery } from '../../../features/admin-users/admin-user-queries.ts';
import { GrantCreditsForm } from '../../../features/admin-users/grant-credits-form.tsx';
import { fullName, UserBadges } from '../../../features/admin-users/user-badges.tsx';
import { formatDay, formatMoment } from '../../../features/admin-users/user-dates.ts';
import {
  StaffHistory,
  UserCards,
  UserLedger,
  UserNotifications,
  UserTeams,
} from '../../../features/admin-users/user-lists.tsx';
import { useAuthStore } from '../../../features/auth/index.ts';
import { formatCredits } from '../../../features/credits/index.ts';
import { BellIcon } from '../../../features/modals/overlay-icons.tsx';
import { Avatar } from '../../../ui/avatar.tsx';
import { Card } from '../../../ui/card.tsx';
import { BoltIcon, CardsIcon, ShieldIcon, TrophyIcon, UserIcon } from '../../../ui/icons.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { TextSkeleton } from '../../../ui/skeleton.tsx';
import { AccountControls } from './account-controls.tsx';
import { AthleteLink } from './athlete-link.tsx';

type Tab = 'overview' | 'teams' | 'cards' | 'ledger' | 'notifications' | 'history';

const SUBSCRIPTION_WORDS: Readonly<Record<MySubscription['status'], string>> = {
  none: 'No premium',
  trial: 'Premium trial',
  active: 'Premium',
  cancelled: 'Premium, cancelled',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `user-section-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <Card as="section" aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-sm font-semibold uppercase tracking-widest text-muted">
        {title}
      </h2>
      {children}
    </Card>
  );
}

function Facts({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-2 text-sm">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted">{term}</dt>
          <dd className="min-w-0 font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function subscriptionLine(subscription: MySubscription): string {
  const words = SUBSCRIPTION_WORDS[subscription.status];
  if (subscription.status === 'none') return subscription.trial_used ? `${words} (trial used)` : words;
  const plan = subscription.plan ? `, ${subscription.plan}` : '';
  const until = subscription.ends_at
    ? ` · ${subscription.status === 'active' ? 'renews' : 'ends'} ${formatDay(subscription.ends_at)}`
    : '';
  return `${words}${plan}${until}`;
}

function Overview({ user, self }: { user: AdminUserDetail; self: boolean }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Section title="Account">
        <Facts
          facts={[
            ['Name', fullName(user) || '—'],
            ['E-mail', user.email ?? 'Deleted'],
            ['Joined', formatDay(user.date_joined)],
            ['Last signed in', user.last_seen ? formatMoment(user.last_seen) : 'Never'],
            ['Premium', subscriptionLine(user.subscription)],
            [
              'Plays',
              `${formatCount(user.counts.teams)} teams · ${formatCount(user.counts.cards)} cards · ${formatCount(user.counts.followers)} followers`,
            ],
          ]}
        />
      </Section>
      <Section title="Credits">
        <p className="flex items-baseline gap-2">
          <span className="font-display text-4xl font-bold tabular-nums">{formatCredits(user.credits)}</span>
          <span className="text-sm text-muted">credits</span>
        </p>
        <GrantCreditsForm username={user.username} balance={user.credits} />
      </Section>
      <Section title="Access">
        <AccountControls user={user} self={self} />
      </Section>
      <Section title="Athlete">
        <AthleteLink user={user} />
      </Section>
    </div>
  );
}

function UserHeader({ user }: { user: AdminUserDetail }) {
  return (
    <div className="mb-6 flex items-center gap-4">
      <Avatar src={user.profile_image} name={user.username} size="lg" />
      <div className="min-w-0">
        <p className="truncate text-sm text-muted">{fullName(user) || user.email}</p>
        <UserBadges user={user} className="mt-1" />
      </div>
    </div>
  );
}

/**
 * /admin/users/:username (staff, R2.70, R2.87): one account, its overview with the staff
 * actions (grant credits, staff and verified, the athlete link, deactivate), then its teams,
 * cards, ledger, notifications and the history of what staff changed, a tab each.
 */
export function AdminUserPage() {
  const username = useParams().username ?? '';
  const user = useAdminUserQuery(username);
  const me = useAuthStore((state) => state.user);
  const [tab, setTab] = useState<Tab>('overview');
  const header = (
    <PageHeader title={`@${username}`} back={{ to: '/admin/users', label: 'Users' }} className="mb-3" />
  );

  if (user.isPending) {
    return (
      <div className="max-w-6xl">
        {header}
        <div role="status" aria-label="Loading the user" className="flex flex-col gap-4">
          <TextSkeleton className="h-16 w-64" />
          <TextSkeleton className="h-48 w-full" />
        </div>
      </div>
    );
  }
  if (user.isError) {
    return (
      <div className="max-w-6xl">
        {header}
        <LoadFailed
          icon={<UserIcon width={28} height={28} />}
          title={`Could not load @${username}`}
          message={errorMessage(user.error)}
          onRetry={() => user.refetch()}
          retrying={user.isRefetching}
        />
      </div>
    );
  }
  const data = user.data;
  const count = (n: number) => <span className="ml-1 text-xs text-muted tabular-nums">{formatCount(n)}</span>;
  const icon = (Icon: typeof UserIcon) => <Icon width={28} height={28} />;
  return (
    <div className="max-w-6xl">
      <PageHeader
        title={`@${data.username}`}
        back={{ to: '/admin/users', label: 'Users' }}
        className="mb-3"
      />
      <UserHeader user={data} />
      <PanelTabs<Tab>
        label={`@${data.username}`}
        active={tab}
        onSelect={setTab}
        tabs={[
          { key: 'overview', label: 'Overview', content: <Overview user={data} self={me?.id === data.id} /> },
          {
            key: 'teams',
            label: <>Teams{count(data.counts.teams)}</>,
            content: <UserTeams username={data.username} icon={icon(TrophyIcon)} />,
          },
          {
            key: 'cards',
            label: <>Cards{count(data.counts.cards)}</>,
            content: <UserCards username={data.username} icon={icon(CardsIcon)} />,
          },
          {
            key: 'ledger',
            label: <>Ledger{count(data.counts.ledger)}</>,
            content: <UserLedger username={data.username} icon={icon(BoltIcon)} />,
          },
          {
            key: 'notifications',
            label: <>Notifications{count(data.counts.notifications)}</>,
            content: (
              <UserNotifications username={data.username} icon={<BellIcon width={28} height={28} />} />
            ),
          },
          {
            key: 'history',
            label: <>History{count(data.staff_actions.length)}</>,
            content: <StaffHistory actions={data.staff_actions} icon={icon(ShieldIcon)} />,
          },
        ]}
      />
    </div>
  );
}
