import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { type AttemptOutcome, DEFAULT_RETRY, parseRetryAfter, type RetryPolicy, withRetry } from './retry.js';
import { isStripeRateLimit } from './stripe-errors.js';

/** How to reach Stripe: the key, and another API host such as the sandbox's. */
export interface StripeClientOptions {
  secretKey: string;
  /** Another API host, e.g. the sandbox's `http://127.0.0.1:4010`; Stripe's own when absent. */
  apiBaseUrl?: string | null;
  /** Retries stripe-node makes itself on 5xx, 409 and network errors (idempotency-keyed). */
  maxNetworkRetries?: number;
  timeoutMs?: number;
}

/**
 * The official SDK's client for these options. The API version is the one stripe-node 23 pins
 * (`2026-10-28.endive`, node_modules/stripe/esm/apiVersion.d.ts): what the sandbox renders and
 * what our event parsing reads first.
 */
export function createStripeClient(options: StripeClientOptions): Stripe {
  return new Stripe(options.secretKey, {
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: options.timeoutMs ?? 20_000,
    telemetry: false,
    appInfo: { name: 'Leadgen' },
    ...hostOptions(options.apiBaseUrl),
  });
}

/** Runs one Stripe request with our 429 policy; the request gets its idempotency key. */
export type StripeRetrying = <T>(
  request: (requestOptions: Stripe.RequestOptions) => Promise<T>,
) => Promise<T>;

/**
 * Our retries of 429s, which stripe-node does not retry (Retry-After honoured, up to 10 s). Each
 * call gets one idempotency key, shared by all its retries, so a POST is never applied twice.
 * Errors come out as stripe-node threw them.
 */
export function stripeRetrying(
  options: { retry?: Partial<RetryPolicy>; newId?: () => string } = {},
): StripeRetrying {
  const newId = options.newId ?? randomUUID;
  const policy: RetryPolicy = { ...DEFAULT_RETRY, attempts: 3, maxRetryAfterMs: 10_000, ...options.retry };
  return async (request) => {
    const requestOptions = { idempotencyKey: `leadgen-${newId()}` };
    const attempt = async (): Promise<AttemptOutcome<Awaited<ReturnType<typeof request>>>> => {
      try {
        return { ok: true, value: await request(requestOptions) };
      } catch (error) {
        const failed = error instanceof Error ? error : new Error(String(error));
        if (!isStripeRateLimit(error)) return { ok: false, retryable: false, error: failed };
        const retryAfterMs = parseRetryAfter(error.headers?.['retry-after'], policy.now());
        return { ok: false, retryable: true, error: failed, retryAfterMs };
      }
    };
    return withRetry(attempt, policy);
  };
}

/** The mode a secret or restricted key works in, from its prefix (`sk_test_`, `rk_live_`…). */
export function stripeKeyMode(secretKey: string): 'test mode' | 'live mode' | 'unknown mode' {
  if (/^(?:sk|rk)_test_/.test(secretKey)) return 'test mode';
  if (/^(?:sk|rk)_live_/.test(secretKey)) return 'live mode';
  return 'unknown mode';
}

/** stripe-node's host, port and protocol for a base URL such as `http://127.0.0.1:4010`. */
function hostOptions(
  apiBaseUrl: string | null | undefined,
): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBaseUrl) return {};
  const url = new URL(apiBaseUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}
