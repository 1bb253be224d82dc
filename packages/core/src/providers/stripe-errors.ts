import { ProviderError } from '../domain/errors.js';

/** What the adapter reads of a stripe-node error (`Stripe.errors.StripeError`). */
interface StripeErrorLike {
  type: string;
  message: string;
  statusCode?: number;
  requestId?: string;
  headers?: Record<string, string>;
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
 * A failed Stripe call as a ProviderError whose message is the user-facing one (`message`, from
 * spec §8 "Settings", e.g. 'Failed to start payment process'): PROVIDER_AUTH when Stripe refused
 * the key, PROVIDER_RATE_LIMITED when it kept answering 429, PROVIDER_ERROR otherwise. The
 * details for the operator (Stripe's error type, status, request id and message) are in
 * `cause`, with the secret key scrubbed from them; the key never appears in the error.
 */
export function stripeProviderError(error: unknown, message: string, secretKey: string): ProviderError {
  const scrub = (text: string) => (secretKey ? text.replaceAll(secretKey, '****') : text);
  if (!isStripeError(error)) {
    const detail = error instanceof Error ? error.message : String(error);
    return new ProviderError('PROVIDER_ERROR', message, {
      cause: new Error(`Stripe call failed: ${scrub(detail)}`),
    });
  }
  const code =
    error.type === 'StripeAuthenticationError' || error.type === 'StripePermissionError'
      ? 'PROVIDER_AUTH'
      : error.type === 'StripeRateLimitError'
        ? 'PROVIDER_RATE_LIMITED'
        : 'PROVIDER_ERROR';
  const status = error.statusCode ? ` (HTTP ${error.statusCode})` : '';
  const request = error.requestId ? ` [request ${error.requestId}]` : '';
  const detail = `${error.type}${status}${request}: ${scrub(error.message)}`;
  return new ProviderError(code, message, { status: error.statusCode, cause: new Error(detail) });
}
