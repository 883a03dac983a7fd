import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

const NUL_REFUSED = 'Remove the NUL character (\\u0000): no text can hold it.';

/**
 * JSON bodies as Fastify parses them (prototype poisoning refused), and refused with a 400 when a
 * string or a key holds NUL, which no PostgreSQL text or jsonb column stores: it would fail the
 * query with a 500 instead.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parse(request, body as string, (error, value) => {
      if (error) return done(error);
      const where = nulAt(value, '');
      if (where === null) return done(null, value);
      done(badRequest(NUL_REFUSED, { [where || 'body']: [NUL_REFUSED] }));
    });
  });
}

/** The dotted path of the first string or key holding NUL, or null when none does. */
function nulAt(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (!value || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return at;
    const found = nulAt(inner, at);
    if (found !== null) return found;
  }
  return null;
}
