import { CONTROL_CHARACTER, CONTROL_CHARACTERS_REFUSED, type RouteDef } from '@shred/contract';
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.ts';

const NUL_REFUSED = 'Remove the NUL character (\\u0000): no text can hold it.';

/**
 * Refuse, before a route's own rules, text that no column stores or no address should carry:
 * a control character in a path or query value of a route that takes them (whatever the
 * parameter's type: this covers every route at once), and NUL anywhere in a body, whichever parser
 * read it (JSON, a form, a CSV file). PostgreSQL refuses NUL in text: the query would fail with a 500.
 */
export function refuseUnstorableText(route: RouteDef, request: FastifyRequest): void {
  const parameters = [route.params && request.params, route.query && request.query];
  for (const values of parameters) {
    const name = controlCharacterParameter(values);
    if (name !== null)
      throw badRequest(`${name}: ${CONTROL_CHARACTERS_REFUSED}`, { [name]: [CONTROL_CHARACTERS_REFUSED] });
  }
  const where = nulAt(request.body, '');
  if (where !== null) throw badRequest(NUL_REFUSED, { [where || 'body']: [NUL_REFUSED] });
}

/** The first parameter whose value (or one of its repeated values) holds a control character. */
function controlCharacterParameter(values: unknown): string | null {
  if (!values || typeof values !== 'object') return null;
  for (const [name, value] of Object.entries(values)) {
    if ([value].flat().some((item) => typeof item === 'string' && CONTROL_CHARACTER.test(item))) return name;
  }
  return null;
}

/**
 * The dotted path of the first string or key holding NUL, or null when none does. A loop, not
 * recursion: a body may nest thousands deep, which would overflow the stack (a 500).
 */
function nulAt(body: unknown, bodyPath: string): string | null {
  const pending: Array<[value: unknown, path: string]> = [[body, bodyPath]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
      continue;
    }
    // Raw bytes (a signed webhook) are checked by whoever reads them.
    if (!value || typeof value !== 'object' || ArrayBuffer.isView(value)) continue;
    const entries = Object.entries(value);
    // Pushed in reverse, so the first field is looked at first.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, inner] = entries[i] as [string, unknown];
      const at = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) return at;
      pending.push([inner, at]);
    }
  }
  return null;
}
