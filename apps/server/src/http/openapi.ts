import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { type RouteDef, routes, SINGLE_LINE_TEXT } from '@shred/contract';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The rule for query parameters an operation does not name, the same on every route: the client
 * adds `game_mode` to every call (spec §7, R7.02), so they are allowed, and ignored.
 */
const UNDECLARED_QUERY_PARAMETERS =
  'Query parameters an operation does not declare are allowed and ignored (the client adds game_mode to every call). ' +
  'A path or query value holding a control character answers 400 naming the parameter.';

/**
 * The OpenAPI document of the API, generated from the contract's zod schemas: each operation
 * named after its contract route, the one error shape as the component ErrorBody.
 */
export const openApiOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    info: {
      title: 'Shred League API',
      version: '1.0.0',
      description: UNDECLARED_QUERY_PARAMETERS,
    },
    servers: [{ url: '/api' }],
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  },
  transform: (document) => {
    const transformed = jsonSchemaTransform(document);
    if (transformed.schema) {
      const { querystring, params } = transformed.schema as Record<string, unknown>;
      if (querystring) Object.assign(transformed.schema, { querystring: withSingleLineText(querystring) });
      if (params) Object.assign(transformed.schema, { params: withSingleLineText(params) });
    }
    const operationId = (document.schema as { operationId?: string } | undefined)?.operationId;
    const form = operationId ? (routes as Record<string, RouteDef>)[operationId]?.multipart : undefined;
    // An upload is read by its handler, not validated by Fastify: its form is documented only.
    if (form && transformed.schema) {
      const schema = z.toJSONSchema(form, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' });
      transformed.schema.body = { content: { 'multipart/form-data': { schema } } };
    }
    return transformed;
  },
  transformObject: (document) => withoutUnusedSchemas(jsonSchemaTransformObject(document)),
};

type ParameterSchema = { type?: unknown; pattern?: string; enum?: unknown; format?: string; const?: unknown };

/**
 * Every path and query value is refused when it holds a control character (http/request-text.ts):
 * free-text parameters declare that as their pattern; the others' enums, formats and patterns
 * already leave control characters out.
 */
function withSingleLineText(schema: unknown): unknown {
  const { properties } = schema as { properties?: Record<string, ParameterSchema> };
  if (!properties) return schema;
  const isFreeText = (property: ParameterSchema) =>
    property.type === 'string' &&
    !property.pattern &&
    !property.enum &&
    !property.format &&
    !('const' in property);
  return {
    ...(schema as object),
    properties: Object.fromEntries(
      Object.entries(properties).map(([name, property]) => [
        name,
        isFreeText(property) ? { ...property, pattern: SINGLE_LINE_TEXT.source } : property,
      ]),
    ),
  };
}

/** zod's registries give a shared schema an input and an output form: keep those the operations use. */
function withoutUnusedSchemas<D extends object>(document: D): D {
  const { paths, components } = document as { paths?: unknown; components?: { schemas?: object } };
  const used = JSON.stringify(paths);
  const schemas = Object.entries(components?.schemas ?? {}).filter(([name]) =>
    used.includes(`"#/components/schemas/${name}"`),
  );
  return { ...document, components: { ...components, schemas: Object.fromEntries(schemas) } };
}
