import { routes } from '@shred/contract';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../http/route.ts';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  mountRoute(app, routes.health, async () => ({ status: 'ok' as const }));
}
