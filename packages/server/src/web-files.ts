import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './app-env.js';

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Leadgen</title>
<p>The web app is not built yet: run <code>npm run build</code>, then reload. The API is at /api.</p>`;

/**
 * Serves the built web app from `dist` (DESIGN.md §6): its files as they are (hashed assets
 * cached for a year), and `index.html` for every other GET outside /api, so client routes such
 * as /dashboard load the app. Without a build, a page says how to make one.
 */
export function serveWebApp(app: Hono<AppEnv>, dist: string): void {
  const indexPath = join(dist, 'index.html');
  const root = relative(process.cwd(), dist) || '.';
  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/api/')) return next();
    return serveStatic<AppEnv>({ root })(c, next);
  });
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api/')) return c.notFound();
    if (!existsSync(indexPath)) return c.html(NOT_BUILT);
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(indexPath, 'utf8'));
  });
}
