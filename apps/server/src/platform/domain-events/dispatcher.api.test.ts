import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../modules/scoring/sql-rows.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createDomainEventDispatcher, type DomainEventHandler, dispatchPending } from './dispatcher.ts';
import { domainEvent, publish } from './publish.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let followee = 100_000;
const followed = () => domainEvent('user.followed', { follower_id: 1, followee_id: followee++ });

/**
 * A handler that records the followees it saw, and fails while `failing` says so. A new handler
 * also sees the events earlier tests published; `seen` keeps only those published from now on.
 */
function recorder(name: string, failing: (event: number) => boolean = () => false) {
  const from = followee;
  const seen: number[] = [];
  const handler: DomainEventHandler = {
    name,
    types: ['user.followed'],
    async handle(_tx, event) {
      if (event.type !== 'user.followed') throw new Error(`unexpected ${event.type}`);
      if (failing(event.payload.followee_id)) throw new Error('the channel is down');
      if (event.payload.followee_id >= from) seen.push(event.payload.followee_id);
    },
  };
  return { handler, seen };
}

const context = () => ({ now: Date.now, log: t.app.log });
const publishCommitted = (...events: ReturnType<typeof followed>[]) =>
  t.database.db.transaction((tx: Db) => publish(tx, ...events));

describe('domain events: published in the change’s transaction, handled once by each module (ARCHITECTURE)', () => {
  it('hands a committed event to every handler of its type once, however often dispatch runs', async () => {
    const a = recorder('test-once-a');
    const b = recorder('test-once-b');
    const first = followed();
    await publishCommitted(first);
    const handlers = [a.handler, b.handler];
    expect(await dispatchPending(t.database.db, handlers, context())).toBe(2);
    expect(await dispatchPending(t.database.db, handlers, context())).toBe(0);
    expect(a.seen).toEqual([first.payload.followee_id]);
    expect(b.seen).toEqual([first.payload.followee_id]);
  });

  it('never hands on an event whose transaction rolled back', async () => {
    const r = recorder('test-rollback');
    const lost = followed();
    await expect(
      t.database.db.transaction(async (tx) => {
        await publish(tx, lost);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await dispatchPending(t.database.db, [r.handler], context());
    expect(r.seen).not.toContain(lost.payload.followee_id);
  });

  it('retries a failed handling later, with nothing of the failed attempt kept, and gives up after 5 tries', async () => {
    let down = true;
    const r = recorder(
      'test-retry',
      (id) => (id === flaky.payload.followee_id && down) || id === poison.payload.followee_id,
    );
    const flaky = followed();
    const poison = followed();
    await publishCommitted(flaky, poison);
    await dispatchPending(t.database.db, [r.handler], context());
    expect(r.seen).toEqual([]);
    const due = () =>
      t.database.db.execute(sql`update domain_event_failures set retry_at = now() - interval '1 second'
        where handler = 'test-retry'`);
    down = false;
    // Not due yet: nothing is tried again before its retry time.
    expect(await dispatchPending(t.database.db, [r.handler], context())).toBe(0);
    expect(r.seen).toEqual([]);
    await due();
    expect(await dispatchPending(t.database.db, [r.handler], context())).toBe(1);
    expect(r.seen).toEqual([flaky.payload.followee_id]);
    for (let i = 0; i < 6; i++) {
      await due();
      await dispatchPending(t.database.db, [r.handler], context());
    }
    const [failure] = await queryRows<{ attempts: number; last_error: string }>(
      t.database.db,
      sql`select attempts, last_error from domain_event_failures where handler = 'test-retry'`,
    );
    expect(failure).toEqual({ attempts: 5, last_error: 'Error: the channel is down' });
  });

  it('dispatches by itself when any process publishes, and drain waits for it', async () => {
    const r = recorder('test-listen');
    const dispatcher = createDomainEventDispatcher({
      database: t.database,
      handlers: [r.handler],
      log: t.app.log,
    });
    await dispatcher.start();
    const heard = followed();
    await publishCommitted(heard);
    await expect.poll(() => r.seen, { timeout: 5_000 }).toContain(heard.payload.followee_id);
    await dispatcher.drain();
    await dispatcher.stop();
  });
});
