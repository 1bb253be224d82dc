import { Hono } from 'hono';
import type { SandboxContext } from './context.js';
import { hashText } from './random.js';
import type { SandboxEnv } from './sandbox-env.js';

const PALETTE = ['#f97316', '#0ea5e9', '#22c55e', '#a855f7', '#ef4444', '#eab308', '#14b8a6', '#ec4899'];

/** An avatar for a synthetic profile: its initials on a colour chosen by its username. */
export function avatarSvg(username: string): string {
  const initials =
    username
      .replace(/[^a-z0-9]/gi, '')
      .slice(0, 2)
      .toUpperCase() || '?';
  const colour = PALETTE[hashText(username) % PALETTE.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="150" height="150" viewBox="0 0 150 150"><rect width="150" height="150" rx="75" fill="${colour}"/><text x="75" y="75" dy="0.35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="56" fill="#fff">${initials}</text></svg>`;
}

/** `/avatars/<username>.svg`: synthetic profile pictures the sandbox serves itself. */
export function avatarRoutes(_ctx: SandboxContext): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  app.get('/avatars/:file', (c) => {
    const username = c.req.param('file').replace(/\.svg$/, '');
    return c.body(avatarSvg(username), 200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=86400',
    });
  });
  return app;
}
