import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './app-env.js';

/**
 * The client's address for the per-client throttles: the socket's peer. Forwarded headers are
 * not trusted (anyone can send them); behind a proxy every client shares the proxy's limits.
 */
export function clientIp(c: Context<AppEnv>): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // not on a Node socket (app.request in tests without bindings)
  }
}
