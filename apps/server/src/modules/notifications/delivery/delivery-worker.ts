import { EMAIL_TYPES, NOTIFICATION_TYPES, type NotificationType } from '@shred/contract';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../../db/client.ts';
import { listen, type Unlisten } from '../../../db/notifications.ts';
import type { Mailer } from '../../../platform/mail/mail.port.ts';
import type { FcmSender } from '../../../platform/push/fcm.ts';
import type { PushOutcome, PushPayload } from '../../../platform/push/push.port.ts';
import type { WebPushSender } from '../../../platform/push/web-push.ts';
import { intArray, queryRows } from '../../scoring/sql-rows.ts';
import { NOTIFICATION_CATALOGUE } from '../notification-types.ts';
import { DELIVERIES_CHANNEL } from '../notify.ts';
import type { UnsubscribeSigner } from '../unsubscribe-token.ts';
import { renderNotificationEmail } from './email-templates.ts';

/** Rows one pass claims at most. */
const BATCH = 50;
/** Sends of one pass in flight at once. */
const CONCURRENCY = 8;
/**
 * How long a claimed row stays with its worker. Every send gives up well within it (push
 * requests after 15 s, SMTP within about a minute), so a row is taken again only from a
 * worker that died, never from one still sending: that is what keeps a delivery single.
 */
const LEASE_SECONDS = 300;
/** Tries before a delivery is given up as failed. */
export const MAX_ATTEMPTS = 5;
/** The wait after the first failure; each further one waits four times longer (30 s … 32 min). */
export const RETRY_BASE_SECONDS = 30;

/** Where deliveries go out: each channel's sender and what a message needs to link back. */
export interface DeliveryChannels {
  webPush: WebPushSender;
  /** Null without FCM_SERVICE_ACCOUNT: native pushes are skipped. */
  fcm: FcmSender | null;
  mailer: Mailer;
  signer: UnsubscribeSigner;
  publicUrl: string;
  log: FastifyBaseLogger;
}

interface Claimed {
  notification_id: number;
  channel: 'push' | 'email';
  /** The claim's lease, as text: a finish only applies while the row is still under it. */
  lease: string;
}

interface Delivery extends Claimed {
  user_id: number;
  type: string;
  title: string;
  body: string;
  cta: string | null;
  target: string | null;
  email: string | null;
  deleted_at: Date | string | null;
  /** The user's stored choice for this type on this channel, read at send time; null: none stored. */
  enabled: boolean | null;
}

type Outcome = { status: 'sent' } | { status: 'skipped'; reason: string };

/**
 * One pass: claim the due deliveries (new ones, retries whose time came, and rows whose worker
 * died) with one conditional update that skips rows another worker holds, send each, record
 * how it went. Answers how many rows were claimed.
 */
export async function deliverDue(db: Db, channels: DeliveryChannels): Promise<number> {
  const claimed = await queryRows<Claimed>(
    db,
    sql`
    with due as (
      select notification_id, channel from notification_deliveries
      where (status = 'pending' and due_at <= now()) or (status = 'sending' and leased_until < now())
      order by due_at
      limit ${BATCH}
      for update skip locked
    )
    update notification_deliveries d
    set status = 'sending',
        attempts = d.attempts + 1,
        leased_until = now() + ${LEASE_SECONDS} * interval '1 second'
    from due
    where d.notification_id = due.notification_id and d.channel = due.channel
    returning d.notification_id, d.channel, d.leased_until::text as lease`,
  );
  if (claimed.length === 0) return 0;
  const details = await queryRows<Omit<Delivery, 'lease'>>(
    db,
    sql`
    select d.notification_id, d.channel, n.user_id, n.type, n.title, n.body, n.cta, n.target,
           u.email, u.deleted_at,
           (select p.enabled from notification_preferences p
             where p.user_id = n.user_id and p.type = n.type and p.channel = d.channel) as enabled
    from notification_deliveries d
    join notifications n on n.id = d.notification_id
    join users u on u.id = n.user_id
    where d.notification_id = any(${intArray(claimed.map((c) => Number(c.notification_id)))}::bigint[])`,
  );
  const byKey = new Map(details.map((row) => [`${row.notification_id}/${row.channel}`, row]));
  await eachLimited(claimed, CONCURRENCY, async (claim) => {
    const delivery = byKey.get(`${claim.notification_id}/${claim.channel}`);
    // The notification (and its delivery with it) was deleted meanwhile.
    if (!delivery) return;
    const row: Delivery = { ...delivery, lease: claim.lease };
    let outcome: Outcome;
    try {
      outcome = await deliverOne(db, channels, row);
    } catch (error) {
      await retryLater(db, row, error);
      return;
    }
    await finish(db, row, outcome);
  });
  return claimed.length;
}

async function deliverOne(db: Db, channels: DeliveryChannels, row: Delivery): Promise<Outcome> {
  if (row.deleted_at) return { status: 'skipped', reason: 'account deleted' };
  // Switched off since the notification was made.
  if (!(row.enabled ?? enabledByDefault(row.type, row.channel))) {
    return { status: 'skipped', reason: `${row.channel} switched off` };
  }
  return row.channel === 'email' ? sendEmail(channels, row) : sendPush(db, channels, row);
}

/** Only choices that differ from the type's default are stored; a type not in the catalogue goes out. */
function enabledByDefault(type: string, channel: 'push' | 'email'): boolean {
  return (NOTIFICATION_TYPES as readonly string[]).includes(type)
    ? NOTIFICATION_CATALOGUE[type as NotificationType].defaults[channel]
    : true;
}

async function sendEmail(channels: DeliveryChannels, row: Delivery): Promise<Outcome> {
  if (!row.email) return { status: 'skipped', reason: 'no e-mail address' };
  const emailType = (EMAIL_TYPES as readonly string[]).includes(row.type) ? row.type : 'ALL';
  const link = (type: string) =>
    unsubscribeQuery(row.email ?? '', type, channels.signer.sign(row.user_id, type));
  const mail = renderNotificationEmail({
    type: row.type,
    title: row.title,
    body: row.body,
    cta: row.cta,
    link: absoluteLink(channels.publicUrl, row.target),
    unsubscribeUrl: `${channels.publicUrl}/unsubscribe?${link(emailType)}`,
    unsubscribeAllUrl: `${channels.publicUrl}/unsubscribe?${link('ALL')}`,
  });
  await channels.mailer.send({
    to: row.email,
    ...mail,
    headers: {
      // RFC 8058: the mail client POSTs to this address, no page in between.
      'List-Unsubscribe': `<${channels.publicUrl}/api/notifications/unsubscribe-emails/?${link(emailType)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
  return { status: 'sent' };
}

/** The query of an unsubscribe link: /unsubscribe and the one-click address both read it. */
export function unsubscribeQuery(email: string, emailType: string, token: string): string {
  return new URLSearchParams({ email, email_type: emailType, token }).toString();
}

interface Subscription {
  id: number;
  kind: 'webpush' | 'fcm';
  endpoint: string;
  p256dh: string | null;
  auth: string | null;
}

/**
 * Every device of the user gets the push once. A device that failed while another took it is
 * not tried again, since a retry would push twice to those that took it: the delivery is
 * retried only when no device took it.
 */
async function sendPush(db: Db, channels: DeliveryChannels, row: Delivery): Promise<Outcome> {
  const subscriptions = await queryRows<Subscription>(
    db,
    sql`select id, kind, endpoint, p256dh, auth from push_subscriptions where user_id = ${row.user_id} order by id`,
  );
  if (subscriptions.length === 0) return { status: 'skipped', reason: 'no push subscription' };
  const payload: PushPayload = {
    title: row.title,
    body: row.body,
    url: absoluteLink(channels.publicUrl, row.target),
    tag: `notification-${row.notification_id}`,
    actions: row.cta ? [{ action: 'open', title: row.cta }] : [],
  };
  const results = await Promise.allSettled(
    subscriptions.map(async (subscription): Promise<PushOutcome | 'unconfigured'> => {
      if (subscription.kind === 'fcm') {
        if (!channels.fcm) return 'unconfigured';
        return channels.fcm.send(subscription.endpoint, payload);
      }
      return channels.webPush.send(
        { endpoint: subscription.endpoint, p256dh: subscription.p256dh ?? '', auth: subscription.auth ?? '' },
        payload,
      );
    }),
  );
  let sent = 0;
  let unconfigured = 0;
  const failures: string[] = [];
  for (const [index, result] of results.entries()) {
    const subscription = subscriptions[index] as Subscription;
    if (result.status === 'rejected')
      failures.push(String((result.reason as Error)?.message ?? result.reason));
    else if (result.value === 'sent') sent++;
    else if (result.value === 'unconfigured') unconfigured++;
    else {
      // The push service forgot this subscription (404/410, UNREGISTERED): so does the game.
      await db.execute(
        sql`delete from push_subscriptions where id = ${subscription.id} and endpoint = ${subscription.endpoint}`,
      );
      channels.log.info({ subscription: subscription.id, kind: subscription.kind }, 'push subscription gone');
    }
  }
  if (unconfigured > 0) {
    channels.log.info(
      { notification: row.notification_id, devices: unconfigured },
      'native push skipped: FCM_SERVICE_ACCOUNT is not set',
    );
  }
  if (sent > 0) {
    if (failures.length) {
      channels.log.warn({ notification: row.notification_id, failures }, 'push missed some devices');
    }
    return { status: 'sent' };
  }
  if (failures.length) throw new Error(failures.join('; '));
  return {
    status: 'skipped',
    reason: unconfigured ? 'native push not configured' : 'push subscriptions gone',
  };
}

/** A notification's target as a link from outside the app: app paths under the public URL. */
export function absoluteLink(publicUrl: string, target: string | null): string {
  if (target && /^https?:\/\//i.test(target)) return target;
  if (target?.startsWith('/')) return `${publicUrl}${target}`;
  return `${publicUrl}/notifications`;
}

async function finish(db: Db, row: Delivery, outcome: Outcome): Promise<void> {
  await db.execute(sql`
    update notification_deliveries
    set status = ${outcome.status},
        sent_at = case when ${outcome.status} = 'sent' then now() else sent_at end,
        last_error = ${outcome.status === 'skipped' ? outcome.reason : null},
        leased_until = null
    where notification_id = ${row.notification_id} and channel = ${row.channel}
      and status = 'sending' and leased_until = ${row.lease}::timestamptz`);
}

async function retryLater(db: Db, row: Delivery, error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  await db.execute(sql`
    update notification_deliveries
    set status = case when attempts >= ${MAX_ATTEMPTS} then 'failed' else 'pending' end,
        due_at = now() + ${RETRY_BASE_SECONDS} * power(4, attempts - 1) * interval '1 second',
        last_error = ${message.slice(0, 1000)},
        leased_until = null
    where notification_id = ${row.notification_id} and channel = ${row.channel}
      and status = 'sending' and leased_until = ${row.lease}::timestamptz`);
}

async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  run: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next++] as T;
      await run(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/** This process's delivery worker. */
export interface NotificationDelivery {
  /** Make a pass now; a call while one runs makes one more after it. */
  kick(): void;
  /**
   * Deliver everything due now and resolve once no pass runs: tests await it after
   * `app.domainEvents.drain()` (which makes the notifications and their delivery rows).
   */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Runs passes in this process whenever any process makes deliveries (LISTEN on
 * DELIVERIES_CHANNEL, notified on commit by `notify`), at start for what is left over, and on the minute's catch-up,
 * which also brings retries whose wait is over. Sending happens after the cause committed and
 * outside its request, so a slow channel delays nothing but its own deliveries.
 */
export function createNotificationDelivery(deps: {
  database: Database;
  channels: DeliveryChannels;
}): NotificationDelivery & { start(): Promise<void> } {
  const { database, channels } = deps;
  const log = channels.log;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let unlisten: Unlisten | null = null;

  async function loop(): Promise<void> {
    do {
      again = false;
      try {
        while ((await deliverDue(database.db, channels)) === BATCH && !stopped);
      } catch (err) {
        log.error({ err }, 'notification delivery pass failed');
      }
    } while (again && !stopped);
    running = null;
  }

  const kick = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = loop();
  };

  return {
    async start() {
      unlisten = await listen(database.connection, DELIVERIES_CHANNEL, kick, log, {
        lost() {},
        back: kick,
      });
      kick();
    },
    kick,
    async drain() {
      kick();
      while (running) await running;
    },
    async stop() {
      stopped = true;
      await unlisten?.();
      unlisten = null;
      while (running) await running;
    },
  };
}
