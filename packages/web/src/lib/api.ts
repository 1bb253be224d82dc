import type { AppType } from '@leadgen/server';
import { hc } from 'hono/client';

/** The typed API client (DESIGN.md §7): routes and bodies checked against the server's types. */
export const api = hc<AppType>('/', { init: { credentials: 'same-origin' } }).api;

/** An error answer of the API: `{ error: { code, message } }` with the spec's message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The JSON of a response, or an ApiError with the server's message (shown to the user as it
 * is: the server speaks the spec's messages).
 */
export async function read<T>(response: Promise<Response> | Response): Promise<T> {
  const res = await response;
  if (res.ok) return (res.status === 204 ? undefined : await res.json()) as T;
  let code = 'HTTP';
  let message = `Request failed (${res.status})`;
  try {
    const body = (await res.json()) as { error?: { code?: string; message?: string } };
    code = body.error?.code ?? code;
    message = body.error?.message ?? message;
  } catch {
    // not JSON: keep the generic message
  }
  throw new ApiError(res.status, code, message);
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
