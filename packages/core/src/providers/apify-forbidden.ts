import { messages } from '../domain/messages.js';
import type { JsonResponse } from './http-json.js';

interface ApifyErrorFields {
  type?: unknown;
  message?: unknown;
  data?: { approvalUrl?: unknown } | null;
}

/**
 * What a 403 from Apify means, in words that say what to do. The types are Apify's (apify-docs
 * openapi `components/schemas/common/ErrorType.yaml`; apify-client-js reads them as
 * `ApifyApiError.type`, and `error.data` as its `data`):
 * - `full-permission-actor-not-approved`: the actor asks for full access to the account, which
 *   its owner approves once in Apify Console; the answer carries the link in
 *   `error.data.approvalUrl` (apify-docs `sources/platform/actors/running/permissions.md`; older
 *   answers put it at the end of the message, as public callers logged them).
 * - `platform-feature-disabled`: the account's monthly usage reached its hard limit ("Monthly usage
 *   hard limit exceeded", public callers' logs); the limit is raised in Console (Billing, Limits:
 *   apify-docs `sources/platform/account/billing.md`).
 * - `actor-is-not-rented`: a paid actor whose free trial ended (public callers' logs).
 * - anything else (`insufficient-permissions`, openapi `responses/Forbidden.yaml`): the token.
 */
export function forbiddenMessage(response: JsonResponse, path: string, said: string | undefined): string {
  const fields = (response.json as { error?: ApifyErrorFields } | undefined)?.error ?? {};
  const type = typeof fields.type === 'string' ? fields.type : '';
  const actor = actorOfPath(path);
  if (type === 'full-permission-actor-not-approved') {
    const url = approvalUrl(fields.data?.approvalUrl) ?? approvalUrl(said?.match(/https:\/\/\S+/)?.[0]);
    return messages.apifyActorNotApproved(actor, url);
  }
  if (type === 'platform-feature-disabled' || /usage hard limit/i.test(said ?? '')) {
    return messages.apifyUsageLimit(said);
  }
  if (type === 'actor-is-not-rented') return messages.apifyActorNotRented(actor, said);
  return messages.apifyForbidden(said);
}

/** The actor a request names (`/v2/actors/owner~name/runs`), or null for another path. */
function actorOfPath(path: string): string | null {
  const segment = path.match(/^\/v2\/act(?:or)?s\/([^/?]+)/)?.[1];
  if (!segment) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The approval link, when it is one: an https address on Apify's own site (it is shown to the
 * user as a link to follow, so nothing else passes, and a trailing '.' or ')' of prose is cut).
 */
function approvalUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  let url: URL;
  try {
    url = new URL(value.replace(/[.,;)]+$/, ''));
  } catch {
    return null;
  }
  const apify = url.hostname === 'apify.com' || url.hostname.endsWith('.apify.com');
  return url.protocol === 'https:' && apify && url.username === '' && url.password === '' ? url.href : null;
}
