import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { SandboxEnv } from '../sandbox-env.js';
import { actorIdOf, canonicalActorName, looksLikeId } from './actors.js';

/**
 * Apify's error body on every error: `{ error: { type, message } }` (apify-docs
 * `apify-api/openapi/components/schemas/common/ErrorResponse.yaml`; types from `ErrorType.yaml`).
 */
export interface ApifyErrorBody {
  /** `data`: more about some errors, e.g. `approvalUrl` (apify-client-js `ApifyApiError.data`). */
  error: { type: string; message: string; data?: Record<string, unknown> };
}

export function apifyErrorBody(
  type: string,
  message: string,
  data?: Record<string, unknown>,
): ApifyErrorBody {
  return { error: { type, message, ...(data && { data }) } };
}

/** Answers an Apify error. */
export function apifyError(
  c: Context<SandboxEnv>,
  status: ContentfulStatusCode,
  type: string,
  message: string,
): Response {
  return c.json(apifyErrorBody(type, message), status);
}

/**
 * The errors the sandbox answers, worded as Apify words them. Where a message is quoted from
 * Apify's answers as public callers logged them rather than from the docs, the source says so.
 */
export const APIFY_ERRORS = {
  /** openapi.yaml, "Errors" table. */
  tokenNotProvided: ['token-not-provided', 'Authentication token was not provided'],
  /** Apify's answer to a wrong token, as logged by public callers (e.g. apify-mcp-server's brew test). */
  tokenNotValid: ['user-or-token-not-found', 'User was not found or authentication token is not valid'],
  /** Logged by public callers for an unknown `owner~name` (apify/apify-mcp-server issue #132). */
  actorNameNotFound: ['record-not-found', 'Actor with this name was not found'],
  /** apify-docs commit 3dbfff58b (ActorErrors.yaml examples, since folded into NotFound.yaml). */
  actorNotFound: ['record-not-found', 'Actor was not found'],
  runNotFound: ['record-not-found', 'Actor run was not found'],
  datasetNotFound: ['record-not-found', 'Dataset was not found'],
  /** openapi.yaml, "Errors": `record-not-found` "Store was not found". */
  storeNotFound: ['record-not-found', 'Store was not found'],
  recordNotFound: ['record-not-found', 'Record was not found'],
  /** Apify's 404 for a path it has no endpoint at, as logged by public callers. */
  pageNotFound: [
    'page-not-found',
    'We have bad news: there is no API endpoint at this URL. Did you specify it correctly?',
  ],
  /** openapi `responses/Forbidden.yaml` example. */
  forbidden: ['insufficient-permissions', 'You do not have permission to perform this action.'],
  /** Logged by public callers (e.g. a start of `bebity~linkedin-jobs-scraper`), status 403. */
  notRented: [
    'actor-is-not-rented',
    'You must rent a paid Actor in order to run it after its free trial has expired. ' +
      'To rent this Actor, go to https://console.apify.com/actors/',
  ],
  /**
   * Status 402, logged by public callers: "By launching this job you will exceed your remaining
   * usage of $0.09. Consider upgrading to a paid plan at https://console.apify.com/billing".
   */
  notEnoughUsage: [
    'not-enough-usage-to-run-paid-actor',
    'By launching this job you will exceed your remaining usage of $0.00. ' +
      'Consider upgrading to a paid plan at https://console.apify.com/billing',
  ],
  /**
   * Status 403 on a start of a full-permission actor the account has not approved (apify-docs
   * `sources/platform/actors/running/permissions.md`, with `data.approvalUrl`; `approvalBody`).
   */
  notApproved: [
    'full-permission-actor-not-approved',
    'This Actor requires full access to your account. You must approve its permissions before running it.',
  ],
  /**
   * Status 403 once the account's monthly usage reached its hard limit: type from openapi
   * `ErrorType.yaml`, message as public callers logged it.
   */
  usageHardLimit: ['platform-feature-disabled', 'Monthly usage hard limit exceeded'],
  /** openapi.yaml, "Rate limiting": "You have exceeded the rate limit of ... requests per second". */
  rateLimited: ['rate-limit-exceeded', 'You have exceeded the rate limit of 60 requests per second'],
  internal: ['internal-server-error', 'Internal server error'],
} as const satisfies Record<string, readonly [string, string]>;

/** openapi `responses/MethodNotAllowed.yaml` example. */
export function methodNotAllowed(allowed: readonly string[]): readonly [string, string] {
  return [
    'method-not-allowed',
    `This API end-point can only be accessed using the following HTTP methods: ${['OPTIONS', ...allowed].join(',')}`,
  ];
}

/**
 * apify-client-python's start tests (the messages Apify rejects a start with): concurrency cap.
 */
export function concurrentRunsExceeded(limit: number): readonly [string, string] {
  return [
    'concurrent-runs-limit-exceeded',
    `By launching this job you will exceed your limit of ${limit} concurrent Actor runs. Please consider ` +
      'upgrading or purchasing an increase to concurrent Actor runs as an add-on at ' +
      'https://console.apify.com/billing/subscription to increase your limit.',
  ];
}

/** apify-client-python's start tests, and public callers' logs: the account's memory cap. */
export function memoryLimitExceeded(
  limit: number,
  used: number,
  requested: number,
): readonly [string, string] {
  return [
    'actor-memory-limit-exceeded',
    `By launching this job you will exceed the memory limit of ${limit}MB for all your Actor runs and builds ` +
      `(currently used: ${used}MB, requested: ${requested}MB). Please consider upgrading or purchasing extra ` +
      'memory as an add-on at https://console.apify.com/billing/subscription to increase your Actor memory limit.',
  ];
}

/** run-sync endpoints after their wait (openapi `responses/Timeout.yaml`, 300 s on Apify). */
export function syncTimeout(seconds: number): readonly [string, string] {
  return [
    'run-timeout-exceeded',
    `Actor run exceeded the timeout of ${seconds} seconds for this API endpoint`,
  ];
}

/** run-sync endpoints when the run ends otherwise than SUCCEEDED, status 400 (public callers' logs). */
export function runFailed(runId: string, status: string): readonly [string, string] {
  return ['run-failed', `Actor run did not succeed (run ID: ${runId}, status: ${status})`];
}

/**
 * The body of an injected fault (a scripted `status` or a random rate) on an Apify path: the type
 * Apify sends with that status, or `type` when the fault names one (a 403 can mean an actor not
 * approved, a usage limit or an actor not rented), in the body Apify sends with it. A 403 on an
 * actor's path is the rental refusal by default, naming the actor.
 */
export function apifyFaultBody(status: number, path: string, type?: string): ApifyErrorBody {
  const actor = path.match(/^\/v2\/act(?:or)?s\/([^/?]+)/)?.[1];
  switch (type) {
    case undefined:
      return apifyErrorBody(...faultError(status, path));
    case APIFY_ERRORS.notApproved[0]: {
      // Apify's approval link names the actor by its id
      const id =
        actor === undefined
          ? 'unknown'
          : looksLikeId(actor)
            ? actor
            : actorIdOf(canonicalActorName(decodeURIComponent(actor)));
      return apifyErrorBody(...APIFY_ERRORS.notApproved, {
        approvalUrl: `https://console.apify.com/actors/${id}?approvePermissions=true`,
      });
    }
    case APIFY_ERRORS.usageHardLimit[0]:
      return apifyErrorBody(...APIFY_ERRORS.usageHardLimit);
    case APIFY_ERRORS.notRented[0]:
      return apifyErrorBody(APIFY_ERRORS.notRented[0], `${APIFY_ERRORS.notRented[1]}${actor ?? ''}`);
    default: {
      const known = Object.values(APIFY_ERRORS).find(([known]) => known === type);
      return apifyErrorBody(type, known?.[1] ?? faultError(status, path)[1]);
    }
  }
}

function faultError(status: number, path: string): readonly [string, string] {
  switch (status) {
    case 400:
      return ['invalid-input', 'Input is not valid'];
    case 401:
      return APIFY_ERRORS.tokenNotValid;
    case 402:
      return APIFY_ERRORS.notEnoughUsage;
    case 403: {
      const actor = path.match(/^\/v2\/act(?:or)?s\/([^/]+)/)?.[1];
      if (!actor) return APIFY_ERRORS.forbidden;
      return [APIFY_ERRORS.notRented[0], `${APIFY_ERRORS.notRented[1]}${actor}`];
    }
    case 404:
      return ['record-not-found', 'The requested resource was not found.'];
    case 408:
      return syncTimeout(300);
    case 429:
      return APIFY_ERRORS.rateLimited;
    default:
      return APIFY_ERRORS.internal;
  }
}

/** The type Apify sends with a status, for the generic `errorBody('apify', …)`. */
export function apifyTypeOf(status: number): string {
  return faultError(status, '')[0];
}
