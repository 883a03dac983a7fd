import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { type RouteDef, routes } from '@shred/contract';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The OpenAPI document of the API, generated from the contract's zod schemas: each operation
 * named after its contract route, the one error shape as the component ErrorBody.
 */
export const openApiOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    info: { title: 'Shred League API', version: '1.0.0' },
    servers: [{ url: '/api' }],
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  },
  transform: (document) => {
    const transformed = jsonSchemaTransform(document);
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

/** zod's registries give a shared schema an input and an output form: keep those the operations use. */
function withoutUnusedSchemas<D extends object>(document: D): D {
  const { paths, components } = document as { paths?: unknown; components?: { schemas?: object } };
  const used = JSON.stringify(paths);
  const schemas = Object.entries(components?.schemas ?? {}).filter(([name]) =>
    used.includes(`"#/components/schemas/${name}"`),
  );
  return { ...document, components: { ...components, schemas: Object.fromEntries(schemas) } };
}
