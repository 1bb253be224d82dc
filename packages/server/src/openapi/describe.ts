import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';

/** What a route says about itself for the OpenAPI document: a summary, tags, and its answers. */
export interface RouteDoc {
  summary: string;
  tags?: string[];
  /** Each status the route answers on purpose, with the zod schema of its JSON body (none: no body, or not JSON). */
  responses: Record<number, { description: string; schema?: z.ZodType }>;
}

const ROUTE_DOC = Symbol('leadgen.routeDoc');

/**
 * A route's description for the OpenAPI document (issue 35), put in its handler chain beside
 * `validate()`: it does nothing to the request; `openApiDocument` reads it off the mounted
 * routes. The document is generated from these and the validators' own zod schemas, never
 * written by hand.
 *
 * @example
 * .get('/:id', describe({ summary: 'A job', tags: ['Jobs'], responses: { 200: { description: 'The job', schema: jobAnswer } } }), handler)
 */
export function describe(doc: {
  summary: string;
  tags?: string[];
  responses: Record<number, { description: string; schema?: z.ZodType }>;
}): MiddlewareHandler {
  const middleware: MiddlewareHandler = (_c, next) => next();
  return Object.assign(middleware, { [ROUTE_DOC]: doc });
}

/** The description `describe()` put on a handler, if it is one. */
export function routeDocOf(handler: unknown): RouteDoc | undefined {
  return (handler as { [ROUTE_DOC]?: RouteDoc } | undefined)?.[ROUTE_DOC];
}
