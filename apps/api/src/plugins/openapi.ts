import { AdminCategorySchema, CategoryNodeSchema, DocumentDirectorySchema, type EndpointDefinition, endpoints } from '@dealerport/contract';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransformObject, jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type JsonObject = { type?: string; properties?: Record<string, unknown>; required?: string[] } & Record<string, unknown>;

const byId = new Map(endpoints.map((ep) => [ep.id, ep as EndpointDefinition]));

/**
 * The multipart/form-data request body of an endpoint: its text fields (the contract's body schema,
 * converted as for JSON bodies) and its file parts (the contract's `files`, binary strings). The route
 * itself carries no body schema (route.ts: multipart bodies are read by the route, lib/multipart.ts),
 * so without this the form would be missing from the document.
 */
function multipartBody(input: TransformInput, ep: EndpointDefinition): JsonObject {
  const fields = ep.body ? ((jsonSchemaTransform({ ...input, schema: { body: ep.body } }).schema as { body?: JsonObject }).body ?? {}) : {};
  const files = Object.entries(ep.files ?? {});
  return {
    ...fields,
    type: 'object',
    properties: {
      ...(fields.properties ?? {}),
      ...Object.fromEntries(files.map(([name, f]) => [name, { type: 'string', format: 'binary', description: f.description }])),
    },
    required: [...(fields.required ?? []), ...files.filter(([, f]) => f.required).map(([name]) => name)],
  };
}

/**
 * The recursive schemas (the category trees, the document directories) by name. A schema that refers to itself is written once and
 * referred to (`$ref`); without a name it would point at a generated `schema0` that the document never
 * defines. Named in Zod's global registry, they become the document's components
 * (jsonSchemaTransformObject) and every answer that holds them refers to `#/components/schemas/<name>`.
 */
const NAMED_SCHEMAS: ReadonlyArray<[z.ZodType, string]> = [
  [CategoryNodeSchema, 'CategoryNode'],
  [AdminCategorySchema, 'AdminCategory'],
  [DocumentDirectorySchema, 'DocumentDirectory'],
];
for (const [schema, id] of NAMED_SCHEMAS) if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });

/**
 * The answers the route schemas cannot say: a 204 has no body (the route's `null` schema is for the
 * serializer), a download is a file of its own type, a feed its content type or 304.
 */
function successResponses(ep: EndpointDefinition, responses: Record<string, unknown>): Record<string, unknown> {
  const out = { ...responses };
  // @fastify/swagger writes a response of type null without content
  if (ep.status === 204) out['204'] = { type: 'null', description: 'No content' };
  if (ep.download)
    out['200'] = {
      description: 'The file, with its Content-Type and Content-Disposition: attachment; filename=...',
      content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
    };
  if (ep.feed) {
    out['200'] = {
      description: 'The feed (strong ETag)',
      content: { [ep.feed.contentType.split(';')[0]!]: { schema: { type: 'string' } } },
    };
    out['304'] = { description: 'Not modified (If-None-Match matched the ETag)' };
  }
  return out;
}

/** The Zod schemas as JSON Schema (fastify-type-provider-zod), plus the multipart bodies and the answers of 204s, downloads and feeds. */
function transform(input: TransformInput) {
  const out = jsonSchemaTransform(input);
  const operationId = (input.schema as { operationId?: string } | undefined)?.operationId;
  const ep = operationId ? byId.get(operationId) : undefined;
  if (!ep || !out.schema || (out.schema as { hide?: boolean }).hide) return out;
  const schema = out.schema as { response?: Record<string, unknown> };
  return {
    ...out,
    schema: {
      ...out.schema,
      response: successResponses(ep, schema.response ?? {}),
      ...(ep.bodyType === 'multipart' ? { body: multipartBody(input, ep), consumes: ['multipart/form-data'] } : {}),
    },
  };
}

/** OpenAPI generated from the contract's routes: /api/openapi.json, browsable at /api/reference. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Dealerport API',
        version: '1.0.0',
        description:
          'B2B ordering portal. Send `Authorization: Bearer <token>`, `x-culture` (tr|de|en), `x-customer-id` when acting for a customer, `x-channel: web` and `x-version`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform,
    // The components in OpenAPI 3.0's own JSON Schema dialect (nullable), as the paths' inline schemas are.
    transformObject: createJsonSchemaTransformObject({ zodToJsonConfig: { target: 'openapi-3.0' } }),
  });
  await app.register(swaggerUi, { routePrefix: '/api/reference', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
