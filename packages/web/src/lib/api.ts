import type { AppType } from '@leadgen/server';
import type { ClientResponse, parseResponse } from 'hono/client';
import { hc } from 'hono/client';
import { takeBootAnswer } from './boot-requests';

/** A GET the page's inline script has already started is answered by it (lib/boot-requests.ts). */
const fetchOrTakeBootAnswer: typeof fetch = (input, init) => {
  const get = (init?.method ?? 'GET').toUpperCase() === 'GET';
  return (get && typeof input === 'string' && takeBootAnswer(input)) || fetch(input, init);
};

/** The typed API client (DESIGN.md §7): routes and bodies checked against the server's types. */
export const api = hc<AppType>('/', {
  init: { credentials: 'same-origin' },
  fetch: fetchOrTakeBootAnswer,
}).api;

/** An error answer of the API: `{ error: { code, message } }` with the spec's message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** A stale save's refusal (409): the current version, and the messages that changed. */
    readonly conflict: { version?: number; stale?: readonly string[] } = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * What a successful answer of a route carries: the type hono's `parseResponse` infers from the
 * route (its 2xx JSON, or `undefined` for a 204), so no caller restates a response type.
 */
export type ReadAnswer<R extends ClientResponse<unknown>> = Awaited<ReturnType<typeof parseResponse<R>>>;

/**
 * The JSON of a response, typed by the route that answers it, or an ApiError with the server's
 * message (shown to the user as it is: the server speaks the spec's messages). It reads like
 * hono's `parseResponse` but throws ApiError, the `{ error: { code, message } }` of this server.
 */
export async function read<R extends ClientResponse<unknown>>(
  response: Promise<R> | R,
): Promise<ReadAnswer<R>> {
  const res = await response;
  if (res.ok) return (res.status === 204 ? undefined : await res.json()) as ReadAnswer<R>;
  throw await apiErrorOf(res);
}

/** The ApiError a failed answer carries: the server's `{ error: { code, message } }`, else a generic one. */
export async function apiErrorOf(res: Response): Promise<ApiError> {
  let code = 'HTTP';
  let message = `Request failed (${res.status})`;
  let conflict: ApiError['conflict'] = {};
  try {
    const body = (await res.json()) as {
      error?: { code?: string; message?: string; version?: number; stale?: string[] };
    };
    code = body.error?.code ?? code;
    message = body.error?.message ?? message;
    conflict = { version: body.error?.version, stale: body.error?.stale };
  } catch {
    // not JSON: keep the generic message
  }
  return new ApiError(res.status, code, message, conflict);
}

/**
 * What a failed request shows: the server's message when it explained its refusal (it speaks
 * the spec's messages), else the screen's `fallback` (spec §8) for an unexpected server error, a
 * network failure or an answer without a message.
 */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.code !== 'INTERNAL' && error.code !== 'HTTP'
    ? error.message
    : fallback;
}
