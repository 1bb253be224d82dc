import type { Service } from './settings.js';

/** Each service's error body, in the shape its real API sends (and its adapter parses). */
export function errorBody(service: Service, status: number, message: string): unknown {
  switch (service) {
    case 'apify':
      return { error: { type: apifyType(status), message } };
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

function apifyType(status: number): string {
  if (status === 401) return 'token-not-valid';
  if (status === 404) return 'record-not-found';
  if (status === 408) return 'run-timeout-exceeded';
  if (status === 429) return 'rate-limit-exceeded';
  if (status === 400) return 'invalid-input';
  return 'internal-server-error';
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
