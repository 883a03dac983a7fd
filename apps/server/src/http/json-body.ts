import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies as Fastify parses them, prototype poisoning refused. NUL in them is refused with the
 * other bodies' when the route runs (request-text.ts).
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, parse);
}
