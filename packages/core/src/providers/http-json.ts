import { ProviderError } from '../domain/errors.js';
import { type AttemptOutcome, parseRetryAfter } from './retry.js';

/** One JSON-over-HTTP call. A `body` that is not a string is sent as JSON. */
export interface JsonRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  body?: unknown;
  /** The whole call (headers and body) must finish within this, else HttpNetworkError 'timeout'. */
  timeoutMs?: number;
  /** The caller's signal: aborting it rejects with the signal's reason, not an HttpNetworkError. */
  signal?: AbortSignal;
}

/** What came back: the status, lower-cased headers, the raw text and, when it parsed, the JSON. */
export interface JsonResponse {
  status: number;
  headers: Record<string, string>;
  text: string;
  /** The parsed body; undefined when the body is empty or is not JSON. */
  json?: unknown;
  /** True when the body is not empty but does not parse as JSON (cut short, or HTML). */
  invalidJson: boolean;
}

/**
 * The call never got a whole answer: the connection failed or was reset (`code` such as
 * ECONNRESET or ECONNREFUSED), or the timeout passed (`code` 'timeout'). Always worth retrying.
 * Its message holds the code only, never the URL's query (tokens may ride there).
 */
export class HttpNetworkError extends Error {
  readonly code: string;

  constructor(code: string, options?: { cause?: unknown }) {
    super(`Network error (${code})`, options);
    this.name = 'HttpNetworkError';
    this.code = code;
  }
}

/**
 * Sends one request with Node's fetch and reads the whole body (redirects are not followed). Resolves for every HTTP status
 * (classify it with `classifyResponse`); rejects with HttpNetworkError when no whole answer came,
 * or with the caller's abort reason when `signal` aborted.
 *
 * @example
 * const response = await requestJson({ url, method: 'POST', body: { a: 1 }, timeoutMs: 30_000 });
 */
export async function requestJson(options: JsonRequest): Promise<JsonResponse> {
  const { signal } = options;
  signal?.throwIfAborted();
  const timeout = new AbortController();
  const timer =
    options.timeoutMs === undefined
      ? undefined
      : setTimeout(() => timeout.abort(new HttpNetworkError('timeout')), options.timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal;
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  let body: string | undefined;
  if (typeof options.body === 'string') body = options.body;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  try {
    const response = await fetch(options.url, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      redirect: 'manual',
      signal: combined,
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: Object.fromEntries(response.headers),
      text,
      ...parseJson(text),
    };
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    if (timeout.signal.aborted) throw timeout.signal.reason;
    throw new HttpNetworkError(networkErrorCode(error), { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

function parseJson(text: string): { json?: unknown; invalidJson: boolean } {
  if (text.trim() === '') return { invalidJson: false };
  try {
    return { json: JSON.parse(text) as unknown, invalidJson: false };
  } catch {
    return { invalidJson: true };
  }
}

/** fetch rejects with a bare TypeError ('fetch failed', 'terminated'); the socket's code is its cause's. */
function networkErrorCode(error: unknown): string {
  const { code, cause } = error as { code?: unknown; cause?: { code?: unknown } };
  const found = cause?.code ?? code;
  return typeof found === 'string' ? found : 'network error';
}

/** The wording of the errors `classifyResponse` and `classifyRequestError` build. */
export interface ClassifyOptions {
  /** For 401/403 (never retried), e.g. 'Apify rejected the token (check APIFY_TOKEN)'. */
  authMessage: string;
  /** For any other failure whose body carries no message of its own. */
  fallbackMessage: string;
  /** For a success whose body is not whole JSON, e.g. 'Apify sent an incomplete response'. */
  incompleteMessage: string;
  /** Reads the service's own error message; defaults to the common `{ error: { message } }`. */
  errorMessage?: (response: JsonResponse) => string | undefined;
  /** For Retry-After given as an HTTP date. */
  now?: number;
}

/**
 * Turns an HTTP answer into a retry-loop outcome: 2xx with whole JSON (or an empty body) is ok;
 * 401/403 fail for good (PROVIDER_AUTH); 429 is retried after Retry-After and, if it is the last
 * word, is PROVIDER_RATE_LIMITED; 408 and 5xx are retried; other 4xx fail for good; a 2xx whose
 * JSON does not parse is retried with `incompleteMessage`.
 */
export function classifyResponse(
  response: JsonResponse,
  options: ClassifyOptions,
): AttemptOutcome<JsonResponse> {
  const { status } = response;
  if (status >= 200 && status < 300) {
    if (!response.invalidJson) return { ok: true, value: response };
    return {
      ok: false,
      retryable: true,
      error: new ProviderError('PROVIDER_ERROR', options.incompleteMessage, { status }),
    };
  }
  if (status === 401 || status === 403) {
    return {
      ok: false,
      retryable: false,
      error: new ProviderError('PROVIDER_AUTH', options.authMessage, { status }),
    };
  }
  const message = (options.errorMessage ?? commonErrorMessage)(response) ?? options.fallbackMessage;
  if (status === 429) {
    const retryAfterMs = parseRetryAfter(response.headers['retry-after'], options.now ?? Date.now());
    const error = new ProviderError('PROVIDER_RATE_LIMITED', message, { status });
    return { ok: false, retryable: true, error, retryAfterMs };
  }
  const retryable = status === 408 || status >= 500;
  return { ok: false, retryable, error: new ProviderError('PROVIDER_ERROR', message, { status }) };
}

/**
 * Turns what `requestJson` threw into an outcome: network errors and timeouts are retried (as
 * ProviderError with `fallbackMessage`, the network error as cause); anything else, the caller's
 * abort included, is rethrown.
 */
export function classifyRequestError(
  error: unknown,
  options: Pick<ClassifyOptions, 'fallbackMessage'>,
): AttemptOutcome<never> {
  if (!(error instanceof HttpNetworkError)) throw error;
  return {
    ok: false,
    retryable: true,
    error: new ProviderError('PROVIDER_ERROR', `${options.fallbackMessage} (${error.code})`, {
      cause: error,
    }),
  };
}

/** `{ error: { message } }` (Apify, Gemini, Stripe) or `{ message }`; undefined otherwise. */
export function commonErrorMessage(response: JsonResponse): string | undefined {
  const body = response.json as { error?: { message?: unknown }; message?: unknown } | undefined;
  const message = body?.error?.message ?? body?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/**
 * One attempt for `withRetry`: sends the request and classifies what happened.
 *
 * @example
 * const response = await withRetry(() => attemptJson({ url, timeoutMs, signal }, wording), policy, signal);
 */
export async function attemptJson(
  request: JsonRequest,
  options: ClassifyOptions,
): Promise<AttemptOutcome<JsonResponse>> {
  try {
    return classifyResponse(await requestJson(request), options);
  } catch (error) {
    return classifyRequestError(error, options);
  }
}
