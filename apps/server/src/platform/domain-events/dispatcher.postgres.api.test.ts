import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type DomainEventHandler, dispatchPending } from './dispatcher.ts';
import { domainEvent, publish } from './publish.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let followee = 100_000;
const followed = () => domainEvent('user.followed', { follower_id: 1, followee_id: followee++ });
const context = () => ({ now: Date.now, log: t.app.log });

describe('domain events dispatched by two server processes (ARCHITECTURE)', () => {
  it('two server processes dispatching the same 60 events at once hand each to the handler exactly once', async () => {
    const second = await createTestApp({}, { besides: t });
    try {
      const seen: number[] = [];
      const handler: DomainEventHandler = {
        name: 'test-concurrent',
        types: ['user.followed'],
        async handle(_tx, event) {
          if (event.type === 'user.followed') seen.push(event.payload.followee_id);
        },
      };
      const events = Array.from({ length: 60 }, followed);
      await t.database.db.transaction((tx: Db) => publish(tx, ...events));
      await Promise.all([
        dispatchPending(t.database.db, [handler], context()),
        dispatchPending(second.database.db, [handler], context()),
        dispatchPending(t.database.db, [handler], context()),
      ]);
      expect([...seen].sort()).toEqual(events.map((e) => e.payload.followee_id).sort());
    } finally {
      await second.close();
    }
  });
});
