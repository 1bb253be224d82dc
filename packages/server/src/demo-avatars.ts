import { avatarSvg } from '@leadgen/sandbox/avatars';
import type { Context, Hono } from 'hono';
import type { AppEnv } from './app-env.js';

/** Where this server serves the demo sandbox's synthetic profile pictures: `/avatars/<username>.svg`. */
export const DEMO_AVATAR_PATH = '/avatars';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
const AVATAR_FILE = /^\/avatars\/([^/]+\.svg)$/;

/**
 * A profile picture's URL as the browser should load it. The demo sandbox names its avatars on
 * its own loopback port (`http://127.0.0.1:<port>/avatars/<username>.svg`), which changes with
 * every start and which the page's Content-Security-Policy does not allow: those become this
 * server's own `/avatars/<username>.svg`, so pictures stored by any earlier run still load.
 * Anything else (Instagram's CDN) is unchanged.
 *
 * @example
 * servedAvatarUrl('http://127.0.0.1:41234/avatars/ana.svg') // '/avatars/ana.svg'
 */
export function servedAvatarUrl(url: string | null): string | null {
  if (!url?.startsWith('http://')) return url;
  try {
    const parsed = new URL(url);
    const file = AVATAR_FILE.exec(parsed.pathname)?.[1];
    return file && LOOPBACK_HOSTS.has(parsed.hostname) ? `${DEMO_AVATAR_PATH}/${file}` : url;
  } catch {
    return url;
  }
}

/**
 * GET /avatars/<username>.svg: the demo sandbox's avatar of that username, from this origin. No
 * account's data (any username has one), so no `:param` route for the ownership matrix.
 */
export function serveDemoAvatars(app: Hono<AppEnv>): void {
  app.get(`${DEMO_AVATAR_PATH}/*`, (c: Context<AppEnv>) => {
    const file = AVATAR_FILE.exec(c.req.path)?.[1];
    if (!file) return c.notFound();
    let username: string;
    try {
      username = decodeURIComponent(file.replace(/\.svg$/, ''));
    } catch {
      return c.notFound();
    }
    return c.body(avatarSvg(username), 200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=86400',
    });
  });
}
