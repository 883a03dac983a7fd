import fc from 'fast-check';
import { z } from 'zod';

/** The parts of JSON Schema that zod writes for the contract's request schemas. */
interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
}

/** Values that stress parsers: wrong types, huge and odd strings, nesting, prototype keys. */
export const hostile = fc.oneof(
  fc.anything({ maxDepth: 3, withNullPrototype: true, withObjectString: true }),
  fc.string({ maxLength: 300, unit: 'binary' }),
  fc.constantFrom(
    '',
    ' ',
    '__proto__',
    '{"a":1}',
    'null',
    '-1',
    '1e309',
    'x'.repeat(5000),
    '\u0000',
    '../../etc/passwd',
  ),
  fc.dictionary(
    fc.constantFrom('email', 'password', 'credentials', 'refresh', 'id', '__proto__', 'constructor'),
    fc.anything({ maxDepth: 2 }),
  ),
);

/**
 * Requests drawn from a zod schema of the contract (issue 11.7): mostly values its rules accept,
 * so that calls get past validation to the services, mixed with the same values with one part
 * broken, and with plain junk.
 */
export function fuzzedInput(schema: z.ZodType): fc.Arbitrary<unknown> {
  const valid = arbitraryOf(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema);
  return fc.oneof(
    { weight: 4, arbitrary: valid },
    { weight: 2, arbitrary: broken(valid) },
    { weight: 1, arbitrary: hostile },
  );
}

/** C0 controls (NUL first of all), DEL and C1 controls: no path or query value may hold one (issue 27.1). */
const controlCharacter = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\t',
  '\n',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u0080',
  '\u009f',
);

/**
 * Path or query values drawn from a zod object schema, valid but for one parameter, which carries
 * a control character in text around it: each parameter in turn, whatever its type.
 */
export function withControlCharacter(schema: z.ZodType): fc.Arbitrary<Record<string, unknown>> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const names = Object.keys(json.properties ?? {});
  if (names.length === 0) return fc.constant({});
  return fc
    .tuple(
      arbitraryOf(json),
      fc.constantFrom(...names),
      fc.string({ maxLength: 12 }),
      controlCharacter,
      fc.string({ maxLength: 12 }),
    )
    .map(([valid, name, before, control, after]) => ({
      ...(valid && typeof valid === 'object' ? valid : {}),
      [name]: `${before}${control}${after}`,
    }));
}

/**
 * One set of values per parameter of a zod object schema, drawn valid but for that parameter,
 * which holds NUL: replayed on every run, so that each path and query parameter meets NUL (issue 27.1).
 */
export function nulInEachParameter(schema: z.ZodType): Array<Record<string, unknown>> {
  const names = Object.keys(jsonSchemaOf(schema).properties ?? {});
  return names.map((name) => ({ ...validValues(schema), [name]: 'a\u0000b' }));
}

/** One object of values a zod object schema accepts, the same on every run. */
export function validValues(schema: z.ZodType): Record<string, unknown> {
  const [valid] = fc.sample(arbitraryOf(jsonSchemaOf(schema)), { numRuns: 1, seed: 27 });
  return valid && typeof valid === 'object' ? (valid as Record<string, unknown>) : {};
}

const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** A valid-looking object with one key replaced by junk, dropped, or joined by an unknown one. */
function broken(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.nat(), hostile, fc.constantFrom('replace', 'drop', 'add'))
    .map(([value, index, junk, how]) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return junk;
      const copy: Record<string, unknown> = { ...value };
      const keys = Object.keys(copy);
      const key = keys[index % Math.max(keys.length, 1)];
      if (how === 'add' || key === undefined) copy[`x${index % 7}`] = junk;
      else if (how === 'drop') delete copy[key];
      else copy[key] = junk;
      return copy;
    });
}

// Ids that exist in a test database are small: draw them often, beside any id the schema takes.
const SMALL = 40;

function arbitraryOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map(arbitraryOf));
  if (schema.allOf?.[0]) return arbitraryOf(schema.allOf[0]);
  if (Array.isArray(schema.type))
    return fc.oneof(...schema.type.map((type) => arbitraryOf({ ...schema, type })));
  switch (schema.type) {
    case 'string':
      return stringOf(schema);
    case 'integer': {
      const min = Math.ceil(schema.minimum ?? (schema.exclusiveMinimum ?? -(2 ** 31)) + 1);
      const max = Math.floor(schema.maximum ?? (schema.exclusiveMaximum ?? 2 ** 31) - 1);
      return fc.oneof(
        fc.integer({ min, max: Math.min(max, Math.max(min, SMALL)) }),
        fc.integer({ min, max }),
      );
    }
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e9,
        max: schema.maximum ?? 1e9,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? arbitraryOf(schema.items) : fc.anything({ maxDepth: 1 }), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 6, Math.max(schema.minItems ?? 0, 6)),
      });
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      if (properties.length === 0 && typeof schema.additionalProperties === 'object') {
        return fc.dictionary(fc.string({ maxLength: 20 }), arbitraryOf(schema.additionalProperties), {
          maxKeys: 4,
        });
      }
      return fc.record(Object.fromEntries(properties.map(([key, value]) => [key, arbitraryOf(value)])), {
        requiredKeys: schema.required ?? [],
      });
    }
    default:
      return fc.anything({ maxDepth: 2 });
  }
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const maxLength = Math.min(schema.maxLength ?? 60, 200);
  switch (schema.format) {
    case 'email':
      return fc.emailAddress().filter((email) => email.length <= maxLength);
    case 'date':
      return isoDates.map((iso) => iso.slice(0, 10));
    case 'date-time':
      return isoDates;
    case 'uri':
      return fc.webUrl().filter((url) => url.length <= maxLength);
  }
  if (schema.pattern) {
    const minLength = schema.minLength ?? 0;
    // Repeating a match of these character-class patterns keeps it a match, up to the length rules.
    return fc
      .stringMatching(new RegExp(schema.pattern, 'u'))
      .map((text) => (text.length >= minLength ? text : (text || 'a').repeat(minLength)).slice(0, maxLength));
  }
  return fc.string({ minLength: schema.minLength ?? 0, maxLength });
}

const isoDates = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString());
