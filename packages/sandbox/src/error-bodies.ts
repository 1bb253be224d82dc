import { apifyErrorBody, apifyTypeOf } from './apify/apify-error.js';
import type { Service } from './settings.js';

/** Each service's error body, in the shape its real API sends (and its adapter parses). */
export function errorBody(service: Service, status: number, message: string): unknown {
  switch (service) {
    case 'apify':
      return apifyErrorBody(apifyTypeOf(status), message);
    case 'gemini':
      return { error: { code: status, message, status: googleStatus(status) } };
    case 'stripe':
      return {
        error: {
          type: status === 429 ? 'rate_limit_error' : status < 500 ? 'invalid_request_error' : 'api_error',
          message,
        },
      };
  }
}

function googleStatus(status: number): string {
  const names: Record<number, string> = {
    400: 'INVALID_ARGUMENT',
    401: 'UNAUTHENTICATED',
    403: 'PERMISSION_DENIED',
    404: 'NOT_FOUND',
    429: 'RESOURCE_EXHAUSTED',
    500: 'INTERNAL',
    503: 'UNAVAILABLE',
  };
  return names[status] ?? 'UNKNOWN';
}

/** The message a fault answer carries. */
export function faultMessage(status: number): string {
  if (status === 429) return 'Rate limit exceeded: too many requests. Try again later.';
  if (status === 503) return 'The service is temporarily unavailable.';
  return 'Internal server error.';
}
