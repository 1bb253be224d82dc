import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env.js';
import { validationOf } from '../validate.js';
import { routeDocOf } from './describe.js';

/** A JSON Schema object as OpenAPI 3.1 carries it (JSON Schema 2020-12). */
type JsonSchema = Record<string, unknown>;

/** The error body every failure answers with (errors.ts `ErrorBody`). */
export const errorBodySchema = z.object({
  error: z.object({
    code: z
      .string()
      .describe('A stable code: NOT_FOUND, INVALID_INPUT, UNAUTHENTICATED, FORBIDDEN, RATE_LIMITED…'),
    message: z.string().describe('What went wrong, in words to show a person'),
    version: z.number().int().optional().describe('On 409 after a stale save: the current version'),
    stale: z
      .array(z.string())
      .optional()
      .describe('On 409 after a stale save of messages: the ones that changed'),
    needed: z.number().optional().describe('On 402, when known: the credits the request needed'),
    balance: z.number().optional().describe('On 402, when known: the balance, in credits'),
  }),
});

/**
 * zod 4's JSON Schema, which is draft 2020-12, the dialect OpenAPI 3.1 uses
 * (https://spec.openapis.org/oas/v3.1.0#schema-object; https://zod.dev/json-schema). Requests are
 * described as they are sent (`io: 'input'`, before coercions and transforms), answers as they
 * come back. The `$schema` keyword is left to the document's own dialect.
 */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head']);
const ERROR = { $ref: '#/components/schemas/Error' };

/** `/lists/:id/profiles/:profileId` in OpenAPI's terms: `/lists/{id}/profiles/{profileId}`. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '');

/** A unique, readable operation id: `get_lists_id_profiles`. */
const operationId = (method: string, path: string) =>
  `${method}${path.replace(/[/:{}-]+/g, '_').replace(/_+$/, '')}`;

const errorAnswer = (description: string, headers?: Record<string, unknown>) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: ERROR } },
});

const RATE_LIMIT_HEADERS = {
  'RateLimit-Policy': { $ref: '#/components/headers/RateLimit-Policy' },
  RateLimit: { $ref: '#/components/headers/RateLimit' },
};

/** One operation: its parameters and body from the validators, its answers from `describe()`. */
function operation(method: string, path: string, handlers: unknown[], open: boolean) {
  const doc = handlers.map(routeDocOf).find((found) => found !== undefined);
  const validations = handlers.map(validationOf).filter((found) => found !== undefined);
  const parameters: Record<string, unknown>[] = pathParams(path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  let requestBody: Record<string, unknown> | undefined;
  const bodies: Record<string, unknown> = {};
  for (const { target, schema } of validations) {
    const described = jsonSchema(schema, 'input');
    if (target === 'query') {
      const properties = (described.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set((described.required ?? []) as string[]);
      for (const [name, property] of Object.entries(properties))
        parameters.push({ name, in: 'query', required: required.has(name), schema: property });
    } else if (target === 'json') bodies['application/json'] = { schema: described };
    else if (target === 'form') bodies['multipart/form-data'] = { schema: described };
  }
  if (Object.keys(bodies).length > 0) requestBody = { required: true, content: bodies };

  const responses: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(doc?.responses ?? {})) {
    const success = Number(status) < 400;
    responses[status] = {
      description: answer.description,
      ...(success && !open ? { headers: RATE_LIMIT_HEADERS } : {}),
      ...(answer.schema
        ? { content: { 'application/json': { schema: jsonSchema(answer.schema, 'output') } } }
        : {}),
    };
  }
  if (validations.length > 0) responses['400'] ??= errorAnswer('The request is malformed (INVALID_INPUT)');
  if (!open) {
    responses['401'] ??= errorAnswer('No API key, or an unknown or revoked one (UNAUTHENTICATED)');
    responses['403'] ??= errorAnswer('A read-only key asked to change something (FORBIDDEN)');
    if (path.includes(':')) responses['404'] ??= errorAnswer('Not found, or not yours (NOT_FOUND)');
    responses['429'] ??= errorAnswer('Over the key’s rate limit (RATE_LIMITED)', {
      'Retry-After': { description: 'Seconds until a request is allowed again', schema: { type: 'integer' } },
      ...RATE_LIMIT_HEADERS,
    });
  }
  return {
    operationId: operationId(method, path),
    summary: doc?.summary ?? `${method.toUpperCase()} ${path}`,
    ...(doc?.tags ? { tags: doc.tags } : {}),
    ...(open ? { security: [] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

/**
 * The OpenAPI 3.1 document of the routes mounted under `prefix` (issue 35), generated by
 * walking the app's routes (`app.routes`): paths in `{param}` syntax, query parameters and
 * request bodies from each route's `validate()` schemas, answers from its `describe()`, the
 * bearer API key as the security scheme, and the error body with the 401, 403, 404 and 429
 * answers every route may give. `openPaths` need no key.
 */
export function openApiDocument(
  app: Hono<AppEnv>,
  options: { prefix: string; openPaths: ReadonlySet<string>; version: string },
) {
  const grouped = new Map<string, { method: string; path: string; handlers: unknown[] }>();
  for (const route of app.routes) {
    const method = route.method.toLowerCase();
    if (!METHODS.has(method) || !route.path.startsWith(`${options.prefix}/`)) continue;
    const path = route.path.slice(options.prefix.length);
    const key = `${method} ${path}`;
    const entry = grouped.get(key) ?? { method, path, handlers: [] };
    // a sub-app with its own error handler wraps each handler (hono-base.ts `route`)
    const handler = route.handler as unknown as Record<string, unknown>;
    entry.handlers.push(handler.__COMPOSED_HANDLER ?? handler);
    grouped.set(key, entry);
  }
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { method, path, handlers } of grouped.values()) {
    const open = options.openPaths.has(`${options.prefix}${path}`);
    const item = paths[openApiPath(path)] ?? {};
    item[method] = operation(method, path, handlers, open);
    paths[openApiPath(path)] = item;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Leadgen API',
      version: options.version,
      description:
        'The public API of a Leadgen server: lists and runs, profiles, campaigns and outreach, credits and watches. ' +
        'Send an API key as `Authorization: Bearer <key>` (create one with `leadgen keys create` or in Settings). ' +
        'Every answer carries the RateLimit and RateLimit-Policy fields; over the limit the API answers 429 with Retry-After.',
    },
    servers: [{ url: options.prefix }],
    security: [{ apiKey: [] }],
    paths,
    components: {
      securitySchemes: {
        apiKey: { type: 'http', scheme: 'bearer', description: 'An API key: lgk_ and 43 characters' },
      },
      schemas: { Error: jsonSchema(errorBodySchema, 'output') },
      headers: {
        'RateLimit-Policy': {
          description: 'The key’s quota: q requests per w seconds (draft-ietf-httpapi-ratelimit-headers)',
          schema: { type: 'string', examples: ['"per-key";q=600;w=60'] },
        },
        RateLimit: {
          description: 'What is left: r requests, t seconds until the quota is restored',
          schema: { type: 'string', examples: ['"per-key";r=599;t=60'] },
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
