import { routes } from '@shred/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mountRoute } from '../../http/route.ts';
import { createMarketBotService } from './market-bot.service.ts';

/** Staff's market figures and the house's market bot (INTERFACE.md "Market"). */
export async function marketBotRoutes(
  app: FastifyInstance,
  options: { db: Db; now: () => number },
): Promise<void> {
  const market = createMarketBotService(options);

  mountRoute(app, routes.adminMarket, async () => market.stats());
  mountRoute(app, routes.adminMarketBot, async () => market.bot());
  mountRoute(app, routes.adminMarketBotUpdate, async ({ body }) => market.update(body));
  mountRoute(app, routes.adminMarketBotRun, async () => market.run());
}
