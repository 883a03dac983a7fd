import { NOTIFICATION_TYPES, type NotificationType } from '@shred/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notify as pgNotify } from '../../db/notifications.ts';
import { queryRows } from '../scoring/sql-rows.ts';
import { NOTIFICATION_CATALOGUE } from './notification-types.ts';

/** Woken (payload '') whenever deliveries were queued: the delivery worker listens on it. */
export const DELIVERIES_CHANNEL = 'notification_deliveries';

/** What a notification says and where its button leads (spec §3). */
export interface NewNotification {
  userId: number;
  type: NotificationType;
  title: string;
  body: string;
  cta?: string;
  target?: string;
}

/** How many notifications were written and how many outside deliveries were queued. */
export interface Notified {
  notified: number;
  queued: number;
}

// The catalogue as a table the statement joins, written out once: constants of our own.
const catalogueRows = NOTIFICATION_TYPES.map((type) => {
  const { category, defaults } = NOTIFICATION_CATALOGUE[type];
  if (!/^[A-Z_]+$/.test(type) || !/^[a-z]+$/.test(category)) throw new Error(`bad catalogue entry ${type}`);
  return `('${type}', '${category}', ${defaults.in_app}, ${defaults.push}, ${defaults.email})`;
});
const CATALOGUE_SQL = sql.raw(
  `(values ${catalogueRows.join(', ')}) as catalogue(type, category, in_app, push, email)`,
);

/**
 * Write the notifications of an audience in one statement and queue their deliveries.
 * `audienceCtes` define, at the statement's top level (where a data-modifying one such as
 * `update … returning` may stand), a CTE `audience` with the columns user_id, type, title,
 * body, cta, target.
 *
 * Each recipient's stored preferences (only those that differ from the type's default) decide
 * per channel: the row is listed in-app only when in-app is on, and a pending delivery row is
 * made for push when push is on and the user has a device subscribed, for e-mail when e-mail is
 * on and the account has an address. A recipient with every channel off gets no row at all, nor
 * does a deleted account. Ids are taken from the sequence up front so the deliveries are made
 * from the same rows without joining the new notifications back.
 */
async function fanOut(tx: Db, audienceCtes: SQL): Promise<Notified> {
  const [row] = await queryRows<{ notified: number; queued: number }>(
    tx,
    sql`
    with ${audienceCtes},
    chosen as materialized (
      select nextval('notifications_id_seq') as id, a.user_id, a.type, catalogue.category,
        a.title, a.body, a.cta, a.target,
        coalesce(pi.enabled, catalogue.in_app) as in_app,
        coalesce(pp.enabled, catalogue.push)
          and exists (select 1 from push_subscriptions s where s.user_id = a.user_id) as push,
        coalesce(pe.enabled, catalogue.email) and u.email is not null as email
      from audience a
      join ${CATALOGUE_SQL} on catalogue.type = a.type
      join users u on u.id = a.user_id and u.deleted_at is null
      left join notification_preferences pi on pi.user_id = a.user_id and pi.type = a.type and pi.channel = 'in_app'
      left join notification_preferences pp on pp.user_id = a.user_id and pp.type = a.type and pp.channel = 'push'
      left join notification_preferences pe on pe.user_id = a.user_id and pe.type = a.type and pe.channel = 'email'
    ),
    made as (
      insert into notifications (id, user_id, type, category, title, body, cta, target, in_app)
      select id, user_id, type, category, title, body, cta, target, in_app
      from chosen where in_app or push or email
      returning 1
    ),
    queued as (
      insert into notification_deliveries (notification_id, channel)
      select c.id, channel.name
      from chosen c
      cross join lateral (values ('push', c.push), ('email', c.email)) as channel(name, wanted)
      where channel.wanted
      returning 1
    )
    select (select count(*) from made)::int as notified, (select count(*) from queued)::int as queued`,
  );
  const done = { notified: row?.notified ?? 0, queued: row?.queued ?? 0 };
  // Heard on commit only: the worker never looks for rows that were rolled back.
  if (done.queued > 0) await pgNotify(tx, DELIVERIES_CHANNEL, '');
  return done;
}

/**
 * Write notifications in the caller's transaction, so they exist exactly when what caused them
 * committed, as the users' settings want them (see `fanOut`). Delivery beyond the in-app list
 * works from the queued rows and never blocks the cause.
 */
export async function notify(tx: Db, items: readonly NewNotification[]): Promise<void> {
  if (items.length === 0) return;
  const rows = JSON.stringify(
    items.map((n) => ({
      user_id: n.userId,
      type: n.type,
      title: n.title,
      body: n.body,
      cta: n.cta ?? null,
      target: n.target ?? null,
    })),
  );
  await fanOut(
    tx,
    sql`audience as (select * from jsonb_to_recordset(${rows}::jsonb)
      as a(user_id int, type text, title text, body text, cta text, target text))`,
  );
}

/**
 * One notification type for a whole audience (the managers of a game, everyone reminded of an
 * event) in one statement whatever its size. `recipients` is a list of CTE definitions, at the
 * statement's top level, ending with one named `recipients` with the columns user_id, title,
 * body, cta, target: each recipient's text can carry their own values (their rank), and a CTE
 * may modify data (marking reminders sent as it reads them). A user listed twice gets two.
 */
export function notifyAudience(tx: Db, type: NotificationType, recipients: SQL): Promise<Notified> {
  return fanOut(
    tx,
    sql`${recipients},
      audience as (select user_id, ${type}::text as type, title, body, cta, target from recipients)`,
  );
}
