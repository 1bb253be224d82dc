import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env.js';
import { API_V1, OPEN_V1_PATHS } from '../middleware/api-key.js';
import { describe } from './describe.js';
import { docsPage } from './docs-page.js';
import { type OpenApiDocument, openApiDocument } from './openapi-document.js';

/** The API's version in its document; the path's `v1` changes only with a breaking change. */
const API_VERSION = '1.0.0';

/**
 * Serves the public API's description, which needs no key: `GET /api/v1/openapi.json` (the
 * OpenAPI 3.1 document, generated from `app`'s routes at the first request, once every router
 * is mounted) and `GET /api/v1/docs` (the same as a readable page).
 */
export function serveApiDocs(app: Hono<AppEnv>): void {
  let document: OpenApiDocument | undefined;
  const current = () => {
    document ??= openApiDocument(app, { prefix: API_V1, openPaths: OPEN_V1_PATHS, version: API_VERSION });
    return document;
  };
  app.get(
    `${API_V1}/openapi.json`,
    describe({
      summary: 'This document: the API in OpenAPI 3.1',
      tags: ['Reference'],
      responses: {
        200: { description: 'The OpenAPI document', schema: z.looseObject({ openapi: z.string() }) },
      },
    }),
    (c) => c.json(current()),
  );
  app.get(
    `${API_V1}/docs`,
    describe({
      summary: 'This reference as a web page',
      tags: ['Reference'],
      responses: { 200: { description: 'An HTML page' } },
    }),
    (c) => c.html(docsPage(current())),
  );
}
