import type { z } from 'zod';

/**
 * An answer already serialised to JSON, sent as it is: a cached answer pays for serialisation
 * (and for encoding it as UTF-8) once, not on every request. It skips the route's response
 * schema, so it must be made by `jsonTextOf` from a value that schema has checked, or from
 * parts that it has.
 */
export class JsonText {
  readonly body: Buffer;
  constructor(text: string) {
    this.body = Buffer.from(text, 'utf8');
  }
}

/** Serialise `value` through the route's response schema: it checks and strips as the route would. */
export function jsonTextOf<S extends z.ZodType>(schema: S, value: z.input<S>): JsonText {
  return new JsonText(JSON.stringify(schema.parse(value)));
}
