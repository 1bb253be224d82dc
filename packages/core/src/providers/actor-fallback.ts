import { ProviderError } from '../domain/errors.js';

/**
 * Whether the next actor of a chain may do what this one could not (issue 34): the actor is
 * missing (404), not permitted (403: not rented, not approved), refused the input (400: its
 * schema was not the one its contract names), or its run failed, timed out or the service failed
 * (PROVIDER_ERROR, after the call's own retries). Not a rejected token (401), an account out of
 * credits (402) or a rate limit (429): those are the account's, and every actor shares them.
 * Status codes as Apify answers them (apify-docs openapi `components/responses`, and
 * reference/real-services.md "Errors").
 */
export function nextActorMayHelp(error: unknown): boolean {
  if (!(error instanceof ProviderError)) return false;
  if (error.code === 'PROVIDER_ERROR') return true;
  if (error.code !== 'PROVIDER_AUTH') return false;
  return error.status === 400 || error.status === 403 || error.status === 404;
}
