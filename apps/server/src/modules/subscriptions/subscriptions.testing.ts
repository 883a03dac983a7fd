import type { MySubscription } from '@shred/contract';
import { eq } from 'drizzle-orm';
import { subscriptions } from '../../db/schema/index.ts';
import type { TestUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';

/** The premium calls the subscription tests make, against the file's app once it is up. */
export function premiumCalls(app: () => TestApp) {
  const call = (who: TestUser, method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object) =>
    app().app.inject({
      method,
      url: `/api/subscriptions/${path}`,
      headers: who.auth,
      ...(payload ? { payload } : {}),
    });
  return {
    call,
    mine: async (who: TestUser) => (await call(who, 'GET', 'me/')).json<MySubscription>(),
    /** The user's subscription rows, oldest first. */
    rowsOf: (userId: number) =>
      app()
        .database.db.select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .orderBy(subscriptions.id),
  };
}
