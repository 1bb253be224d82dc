import { setTimeout as delay } from 'node:timers/promises';
import {
  ERROR_CODES,
  type ErrorCode,
  InsufficientCreditsError,
  LeadgenError,
  millicreditsOf,
  NotFoundError,
  RateLimitedError,
  remoteMessages,
  StaleVersionError,
  ValidationError,
} from '@leadgen/core/domain';
import { cliVersion } from '../version.js';
import type { Fetch } from './fetch.js';
import type { RemoteServer } from './remote-server.js';
import { ServerUnreachableError } from './server-unreachable.js';

export type { Fetch } from './fetch.js';

/** A request's body and query. */
export interface RequestOptions {
  body?: unknown;
  query?: Readonly<Record<string, string | number | boolean | undefined>>;
}

/** How long one request may take before the server counts as unreachable. */
const TIMEOUT_MS = 30_000;
/** How many times a 429 is waited out before the command gives up. */
const RATE_LIMIT_RETRIES = 3;
/** The longest Retry-After waited for; a longer one ends the command instead. */
const MAX_RETRY_AFTER_S = 60;

/**
 * Remote mode's HTTP client of a server's `/api/v1` (issue 35): the API key as a bearer token,
 * `User-Agent: leadgen-cli/<version>`, a timeout per request, and the server's error answers
 * turned back into the core errors they came from (`{ error: { code, message } }`, the body of
 * packages/server/src/errors.ts), so each maps to the same exit code as locally. A 429 is waited
 * out (its Retry-After, RFC 9110 §10.2.3) a few times; 401/403 name the server and how to sign in.
 *
 * @example
 * const api = apiClient({ url: 'https://leads.example.com', apiKey });
 * const { lists } = await api.json<{ lists: ListJson[] }>('GET', '/lists');
 */
export function apiClient(
  server: RemoteServer,
  options: { fetch?: Fetch; sleep?: (ms: number) => Promise<void>; timeoutMs?: number } = {},
) {
  const send = options.fetch ?? ((input, init) => fetch(input, init));
  const sleep = options.sleep ?? ((ms: number) => delay(ms));
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  const userAgent = `leadgen-cli/${cliVersion()}`;

  async function attempt(method: string, path: string, request: RequestOptions): Promise<Response> {
    const url = new URL(`${server.url}/api/v1${path}`);
    for (const [key, value] of Object.entries(request.query ?? {}))
      if (value !== undefined) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = {
      authorization: `Bearer ${server.apiKey}`,
      'user-agent': userAgent,
      accept: 'application/json, text/csv',
    };
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    try {
      return await send(url.toString(), {
        method,
        headers,
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new ServerUnreachableError(server.url, reasonOf(error, timeoutMs), { cause: error });
    }
  }

  /** The server's answer when it is a success, else the error it stands for. */
  async function request(method: string, path: string, request: RequestOptions = {}): Promise<Response> {
    for (let retry = 0; ; retry++) {
      const response = await attempt(method, path, request);
      if (response.ok) return response;
      const wait = retryAfterSeconds(response.headers.get('retry-after'));
      if (response.status === 429 && retry < RATE_LIMIT_RETRIES && wait <= MAX_RETRY_AFTER_S) {
        await response.body?.cancel();
        await sleep(wait * 1000);
        continue;
      }
      throw await answerError(server.url, response, wait);
    }
  }

  return {
    server,
    request,
    /** The JSON of a successful answer. */
    async json<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
      const response = await request(method, path, options);
      try {
        return (await response.json()) as T;
      } catch {
        throw new LeadgenError('INTERNAL', remoteMessages.unexpectedAnswer(server.url, response.status));
      }
    },
  };
}

export type ApiClient = ReturnType<typeof apiClient>;

/** Why a request got no answer, in a few words. */
function reasonOf(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return `no answer within ${timeoutMs / 1000} s`;
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  if (typeof cause?.code === 'string') return cause.code;
  return error instanceof Error ? error.message : String(error);
}

/** Retry-After in seconds: a number of seconds or an HTTP date (RFC 9110 §10.2.3); 1 when absent. */
function retryAfterSeconds(header: string | null): number {
  if (header === null || header.trim() === '') return 1;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const date = Date.parse(header);
  return Number.isNaN(date) ? 1 : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/**
 * The core error an error answer stands for: its code and message as the server sent them
 * (a stale version keeps its current version), 401/403 with the way to sign in again.
 */
async function answerError(server: string, response: Response, retryAfter: number): Promise<Error> {
  const body = (await response.json().catch(() => null)) as {
    error?: {
      code?: unknown;
      message?: unknown;
      version?: unknown;
      stale?: unknown;
      needed?: unknown;
      balance?: unknown;
    };
  } | null;
  const message = typeof body?.error?.message === 'string' ? body.error.message : null;
  const code = ERROR_CODES.find((known) => known === body?.error?.code);
  if (response.status === 401)
    return new LeadgenError(
      'UNAUTHENTICATED',
      remoteMessages.signInAgain(server, message ?? 'Not signed in'),
    );
  if (response.status === 403)
    return new LeadgenError('FORBIDDEN', remoteMessages.keyMayNot(server, message ?? 'Not allowed'));
  if (response.status === 429)
    return new RateLimitedError(message ?? remoteMessages.tooManyRequests(server), retryAfter);
  if (code === 'CONFLICT' && typeof body?.error?.version === 'number')
    return new StaleVersionError(message ?? 'Changed since', {
      version: body.error.version,
      ...(Array.isArray(body.error.stale) ? { stale: body.error.stale as string[] } : {}),
    });
  // what the charge needed and the balance (credits on the wire), for the same next step as locally
  const { needed, balance } = body?.error ?? {};
  if (code === 'INSUFFICIENT_CREDITS' && message && typeof needed === 'number' && typeof balance === 'number')
    return new InsufficientCreditsError(message, {
      needed: millicreditsOf(needed),
      balance: millicreditsOf(balance),
    });
  if (code && message) return coreError(code, message);
  if (response.status === 404 && message) return new LeadgenError('NOT_FOUND', message);
  return new LeadgenError('INTERNAL', remoteMessages.unexpectedAnswer(server, response.status));
}

/**
 * The error of `code` as core throws it, so what the CLI does with core's own classes (naming a
 * typed id in "not found", say) reads the same for a refusal that came from a server.
 */
function coreError(code: ErrorCode, message: string): LeadgenError {
  if (code === 'NOT_FOUND') return new NotFoundError(message);
  if (code === 'INVALID_INPUT') return new ValidationError(message);
  return new LeadgenError(code, message);
}
