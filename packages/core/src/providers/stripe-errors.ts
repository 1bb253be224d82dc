import { ProviderError } from '../domain/errors.js';

/** What the adapter reads of a stripe-node error (`Stripe.errors.StripeError`). */
interface StripeErrorLike {
  type: string;
  message: string;
  statusCode?: number;
  requestId?: string;
  headers?: Record<string, string>;
  /** Stripe's error code, e.g. `resource_missing`. */
  code?: string;
  /** The parameter the error is about, e.g. `customer` or `line_items[0][price]`. */
  param?: string;
}

/** True for an error thrown by stripe-node (they all carry a `Stripe…Error` type name). */
export function isStripeError(error: unknown): error is StripeErrorLike {
  const type = (error as { type?: unknown } | null)?.type;
  return error instanceof Error && typeof type === 'string' && type.startsWith('Stripe');
}

/** True when Stripe answered 429: stripe-node does not retry those itself. */
export function isStripeRateLimit(error: unknown): error is StripeErrorLike {
  return isStripeError(error) && error.type === 'StripeRateLimitError';
}

/**
 * True when Stripe answered that an object named by a parameter does not exist: 400
 * `resource_missing` with that `param` ("No such customer: 'cus_x'", "No such price: 'price_x'";
 * e.g. github.com/redwoodjs/example-store-stripe/pull/168 shows the customer case). Without
 * `param`, any missing object (a retrieve by id answers 404 with param `id`).
 */
export function isStripeResourceMissing(error: unknown, param?: string): error is StripeErrorLike {
  if (!isStripeError(error) || error.code !== 'resource_missing') return false;
  return param === undefined || error.param === param;
}

/** The operator's view of a failed call: the error type, status, request id and message, the key scrubbed. */
export function describeStripeError(error: unknown, secretKey: string): string {
  const scrub = (text: string) => (secretKey ? text.replaceAll(secretKey, '****') : text);
  if (!isStripeError(error)) return scrub(error instanceof Error ? error.message : String(error));
  const status = error.statusCode ? ` (HTTP ${error.statusCode})` : '';
  const request = error.requestId ? ` [request ${error.requestId}]` : '';
  return `${error.type}${status}${request}: ${scrub(error.message)}`;
}

/**
 * A failed Stripe call as a ProviderError whose message is the user-facing one (`message`, from
 * spec §8 "Settings", e.g. 'Failed to start payment process'): PROVIDER_AUTH when Stripe refused
 * the key, PROVIDER_RATE_LIMITED when it kept answering 429, PROVIDER_ERROR otherwise. The
 * details for the operator (Stripe's error type, status, request id and message) are in
 * `cause`, with the secret key scrubbed from them; the key never appears in the error.
 */
export function stripeProviderError(error: unknown, message: string, secretKey: string): ProviderError {
  const detail = describeStripeError(error, secretKey);
  if (!isStripeError(error)) {
    return new ProviderError('PROVIDER_ERROR', message, {
      cause: new Error(`Stripe call failed: ${detail}`),
    });
  }
  return new ProviderError(stripeErrorCode(error), message, {
    status: error.statusCode,
    cause: new Error(detail),
  });
}

/** PROVIDER_AUTH for a refused key, PROVIDER_RATE_LIMITED for 429s, PROVIDER_ERROR otherwise. */
export function stripeErrorCode(
  error: StripeErrorLike,
): 'PROVIDER_AUTH' | 'PROVIDER_RATE_LIMITED' | 'PROVIDER_ERROR' {
  if (error.type === 'StripeAuthenticationError' || error.type === 'StripePermissionError')
    return 'PROVIDER_AUTH';
  return error.type === 'StripeRateLimitError' ? 'PROVIDER_RATE_LIMITED' : 'PROVIDER_ERROR';
}
