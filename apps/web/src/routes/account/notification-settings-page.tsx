import type { NotificationChannel, NotificationSettings } from '@shred/contract';
import { useId } from 'react';
import { errorMessage } from '../../api/index.ts';
import { useAuthStore } from '../../features/auth/index.ts';
import { AlertCircleIcon } from '../../features/modals/overlay-icons.tsx';
import {
  type SettingSwitch,
  useNotificationSettingMutation,
  useNotificationSettingsQuery,
} from '../../features/notifications/notification-settings-queries.ts';
import { notificationLook, SETTINGS_GROUPS } from '../../features/notifications/notification-types.tsx';
import { WebPushOptIn } from '../../features/push-notifications/web-push-opt-in.tsx';
import { Card } from '../../ui/card.tsx';
import { cx } from '../../ui/class-names.ts';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { PageHeader } from '../../ui/page-header.tsx';

type TypeSetting = NotificationSettings['types'][number];

/** The channels in the order of the columns (R2.17, INTERFACE.md). */
const CHANNELS: ReadonlyArray<{ channel: NotificationChannel; name: string }> = [
  { channel: 'in_app', name: 'In-app' },
  { channel: 'push', name: 'Push' },
  { channel: 'email', name: 'E-mail' },
];

/** The server's types in the screen's sections; a type the app does not place goes under Other. */
function grouped(types: readonly TypeSetting[]) {
  const placed = new Set<string>(SETTINGS_GROUPS.flatMap((group) => group.types));
  const sections = SETTINGS_GROUPS.map((group) => ({
    title: group.title,
    rows: group.types.flatMap((type) => types.filter((row) => row.type === type)),
  }));
  sections.push({ title: 'Other', rows: types.filter((row) => !placed.has(row.type)) });
  return sections.filter((section) => section.rows.length > 0);
}

function ChannelSwitch({ name, on, onToggle }: { name: string; on: boolean; onToggle: () => void }) {
  return (
    <div className="flex flex-col items-center gap-1.5 md:w-24">
      {/* From md up the column headings name the channel; the switch keeps its own name. */}
      <span aria-hidden="true" className="text-xs font-medium text-muted md:hidden">
        {name}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-label={name}
        onClick={onToggle}
        className={cx(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
          on ? 'bg-accent' : 'bg-line',
        )}
      >
        <span
          aria-hidden="true"
          className={cx(
            'inline-block size-5 rounded-full bg-white shadow transition',
            on ? 'translate-x-6' : 'translate-x-1',
          )}
        />
      </button>
    </div>
  );
}

function TypeRow({ row, onSwitch }: { row: TypeSetting; onSwitch: (change: SettingSwitch) => void }) {
  const labelId = useId();
  const descriptionId = useId();
  const look = notificationLook(row.type);
  const TypeIcon = look.icon;
  return (
    <li
      data-type={row.type}
      className={cx(
        'rounded-2xl border border-line bg-surface p-4 shadow-card',
        'md:rounded-none md:border-0 md:border-t md:bg-transparent md:px-0 md:py-4 md:shadow-none md:first:border-t-0',
      )}
    >
      <fieldset
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        className="flex min-w-0 flex-col gap-4 md:flex-row md:items-center md:gap-6"
      >
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <span
            aria-hidden="true"
            className={cx('grid size-10 shrink-0 place-items-center rounded-xl', look.tone)}
          >
            <TypeIcon width={20} height={20} />
          </span>
          <div className="min-w-0">
            <p id={labelId} className="font-semibold text-fg">
              {row.label}
            </p>
            <p id={descriptionId} className="mt-0.5 text-sm text-muted">
              {row.description}
            </p>
          </div>
        </div>
        <div className="grid grid-cols-3 gap-2 border-t border-line pt-3 md:flex md:gap-0 md:border-0 md:pt-0">
          {CHANNELS.map(({ channel, name }) => (
            <ChannelSwitch
              key={channel}
              name={name}
              on={row[channel]}
              onToggle={() => onSwitch({ type: row.type, channel, on: !row[channel] })}
            />
          ))}
        </div>
      </fieldset>
    </li>
  );
}

function SettingsSection({
  title,
  rows,
  onSwitch,
}: {
  title: string;
  rows: readonly TypeSetting[];
  onSwitch: (change: SettingSwitch) => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-3 flex items-end gap-6 md:px-6">
        <h2 id={headingId} className="flex-1 text-lg font-semibold text-fg">
          {title}
        </h2>
        <div
          aria-hidden="true"
          className="hidden text-xs font-semibold uppercase tracking-wide text-muted md:flex"
        >
          {CHANNELS.map(({ channel, name }) => (
            <span key={channel} className="w-24 text-center">
              {name}
            </span>
          ))}
        </div>
      </div>
      <ul className="flex flex-col gap-3 md:gap-0 md:rounded-2xl md:border md:border-line md:bg-surface md:px-6 md:shadow-card">
        {rows.map((row) => (
          <TypeRow key={row.type} row={row} onSwitch={onSwitch} />
        ))}
      </ul>
    </section>
  );
}

function SettingsSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3">
      {[0, 1, 2].map((key) => (
        <div key={key} className="flex gap-3 rounded-2xl border border-line bg-surface p-4">
          <span className="size-10 shrink-0 animate-pulse rounded-xl bg-surface-2" />
          <span className="flex flex-1 flex-col gap-2 pt-1">
            <span className="h-4 w-1/3 animate-pulse rounded bg-surface-2" />
            <span className="h-3 w-2/3 animate-pulse rounded bg-surface-2" />
          </span>
        </div>
      ))}
    </div>
  );
}

/**
 * /settings/notifications (R2.17; `/user/settings/notifications` leads here, A3): every
 * notification type with a switch for each channel, grouped by what it is about. Cards on a
 * phone, a table-like list with channel columns from md up.
 */
export function NotificationSettingsPage() {
  const email = useAuthStore((state) => state.user?.email);
  const query = useNotificationSettingsQuery();
  const update = useNotificationSettingMutation();
  const onSwitch = (change: SettingSwitch) => update.mutate(change);

  return (
    <div>
      <PageHeader
        title="Notification settings"
        back={{ to: '/notifications', label: 'Notifications' }}
        subtitle="Choose what reaches you, and how."
      />
      <p className="mb-6 max-w-2xl text-sm text-muted">
        In-app notifications wait under the bell. Push alerts reach the devices where you allowed
        notifications
        {email ? (
          <>
            , and e-mails go to <span className="font-medium text-fg">{email}</span>
          </>
        ) : null}
        .
      </p>
      <WebPushOptIn className="mb-8" />
      {query.isPending ? (
        <>
          <SettingsSkeleton />
          <p role="status" className="sr-only">
            Loading notification settings…
          </p>
        </>
      ) : query.isError ? (
        <Card>
          <LoadFailed
            icon={<AlertCircleIcon width={28} height={28} />}
            title="Your notification settings could not load"
            message={errorMessage(query.error)}
            onRetry={() => void query.refetch()}
            retrying={query.isRefetching}
          />
        </Card>
      ) : (
        <div className="flex flex-col gap-8">
          {grouped(query.data.types).map((section) => (
            <SettingsSection
              key={section.title}
              title={section.title}
              rows={section.rows}
              onSwitch={onSwitch}
            />
          ))}
        </div>
      )}
    </div>
  );
}
