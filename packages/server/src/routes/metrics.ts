import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.js';

/** Compares digests of equal length in constant time, so the answer's timing tells nothing of the token. */
function sameToken(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Where Prometheus scrapes (its default `metrics_path`). */
export const METRICS_PATH = '/metrics';

/** The token of an `Authorization: Bearer <token>` header (RFC 6750 §2.1), or null. */
function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/**
 * `GET /metrics`: this process's metrics in the Prometheus text exposition format
 * (prometheus.io/docs/instrumenting/exposition_formats/, rendered by prom-client), under the
 * access rules of `MetricsAccess` (app-env.ts): 404 when metrics are off, 401 with a wrong or missing token.
 */
export const metricsRoutes = new Hono<AppEnv>().get(METRICS_PATH, async (c) => {
  const { metrics, metricsAccess } = c.var.deps;
  const notFound = () => c.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  if (!metrics || !metricsAccess) return notFound();
  if (!metricsAccess.open) {
    if (!metricsAccess.token) return notFound();
    const given = bearerToken(c.req.header('authorization'));
    if (given === null || !sameToken(given, metricsAccess.token)) {
      return c.json(
        { error: { code: 'UNAUTHENTICATED', message: 'A valid metrics token is required.' } },
        401,
        { 'WWW-Authenticate': 'Bearer' },
      );
    }
  }
  const text = await metrics.registry.metrics();
  return c.body(text, 200, { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' });
});
