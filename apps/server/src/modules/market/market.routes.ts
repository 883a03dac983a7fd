import { routes } from '@shred/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mountRoute } from '../../http/route.ts';
import { idempotencyKeyOf } from '../../platform/idempotency.ts';
import type { CountMoneyMove } from '../credits/money-move-limits.ts';
import { createMarketService } from './market.service.ts';

/** The player-to-player market (INTERFACE.md "Market"): listings, buying, alerts and prices. */
export async function marketRoutes(
  app: FastifyInstance,
  options: { db: Db; now: () => number; countMoneyMove: CountMoneyMove },
): Promise<void> {
  const market = createMarketService({ db: options.db, staleReads: app.staleReads, now: options.now });

  mountRoute(app, routes.marketListings, async ({ query, user }) => market.search(query, user?.id ?? null));
  mountRoute(app, routes.marketListingCreate, async ({ user, body }) => market.create(user.id, body));
  mountRoute(app, routes.marketMyListings, async ({ user, query }) => market.mine(user.id, query));
  mountRoute(app, routes.marketListing, async ({ params, user }) =>
    market.listing(params.id, user?.id ?? null),
  );
  mountRoute(app, routes.marketListingCancel, async ({ user, params }) => market.cancel(user.id, params.id));
  mountRoute(app, routes.marketListingBuy, async ({ user, params, request, reply }) => {
    await options.countMoneyMove('marketBuy', user.id);
    const answer = await market.buy(user.id, params.id, idempotencyKeyOf(request));
    reply.status(answer.status);
    return answer.body;
  });
  mountRoute(app, routes.marketAlerts, async ({ user, query }) => market.alerts(user.id, query));
  mountRoute(app, routes.marketAlertCreate, async ({ user, body }) => market.createAlert(user.id, body));
  mountRoute(app, routes.marketAlertDelete, async ({ user, params }) =>
    market.deleteAlert(user.id, params.id),
  );
  mountRoute(app, routes.marketAthlete, async ({ params }) => market.athlete(params.id));
  mountRoute(app, routes.marketAthletePrices, async ({ params }) => market.prices(params.id));
}
