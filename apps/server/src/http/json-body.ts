import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

/** Deeper than any body of the contract; validators recurse, and thousands of levels overflow their stack. */
const MAX_DEPTH = 64;
const TOO_DEEP = `Nest the body at most ${MAX_DEPTH} levels deep.`;

/**
 * JSON bodies as Fastify parses them, prototype poisoning refused, and a body nested deeper than
 * any call takes refused with a 400 before a recursive validator meets it (a 500). NUL in them is
 * refused with the other bodies' when the route runs (request-text.ts).
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parse(request, body as string, (error, value) => {
      if (error) return done(error);
      if (depthOf(value) > MAX_DEPTH) return done(badRequest(TOO_DEEP, { body: [TOO_DEEP] }));
      done(null, value);
    });
  });
}

/** How deeply objects and arrays nest in `value`, counted without recursion. */
function depthOf(value: unknown): number {
  let deepest = 0;
  const pending: Array<[unknown, number]> = [[value, 0]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [inner, depth] = next;
    if (!inner || typeof inner !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > MAX_DEPTH) return deepest;
    for (const child of Object.values(inner)) pending.push([child, depth + 1]);
  }
  return deepest;
}
