import { ProviderError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';
import { forbiddenMessage } from './apify-forbidden.js';
import {
  classifyRequestError,
  classifyResponse,
  commonErrorMessage,
  type JsonResponse,
  requestJson,
} from './http-json.js';
import { type AttemptOutcome, type RetryPolicy, withRetry } from './retry.js';

/** One call to the Apify API, relative to its base URL. */
export interface ApifyRequest {
  /** e.g. `/v2/actor-runs/abc?waitForFinish=60`. */
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  /** The message of a failure whose body carries none (spec §8 wording of the calling step). */
  fallbackMessage: string;
  /** Credentials in the body (the session id): masked if Apify's error message echoes them. */
  secrets?: readonly string[];
  /** For a 404 that means a wrong configuration (an actor id Apify does not have). */
  notFoundMessage?: string;
  /** A 404 is an answer (the thing is gone), handed back instead of failing. */
  optional?: boolean;
}

/** The Apify API as the adapter sees it: one classified try, or a call with retries. */
export interface ApifyHttp {
  /** One try, classified for `withRetry` (401, 402, 403 final; 429, busy 402, 5xx, network, cut JSON retryable). */
  attempt(request: ApifyRequest, signal?: AbortSignal): Promise<AttemptOutcome<JsonResponse>>;
  /** A call retried per the policy; throws the last ProviderError, or the caller's abort reason. */
  send(request: ApifyRequest, signal?: AbortSignal): Promise<JsonResponse>;
  policy: RetryPolicy;
}

/**
 * Binds the token, base URL, per-request timeout and retry policy. The token travels only in
 * the Authorization header and never appears in an error message (spec §7 puts it in the query;
 * DESIGN.md §4 moves it to the header so it stays out of URLs and logs).
 */
export function createApifyHttp(options: {
  token: string;
  baseUrl: string;
  requestTimeoutMs: number;
  policy: RetryPolicy;
}): ApifyHttp {
  const base = options.baseUrl.replace(/\/+$/, '');
  const wording = {
    authMessage: messages.apifyTokenRejected,
    incompleteMessage: messages.apifyIncompleteResponse,
  };

  async function attempt(request: ApifyRequest, signal?: AbortSignal): Promise<AttemptOutcome<JsonResponse>> {
    try {
      const response = await requestJson({
        url: `${base}${request.path}`,
        method: request.method ?? 'GET',
        headers: { authorization: `Bearer ${options.token}` },
        body: request.body,
        timeoutMs: options.requestTimeoutMs,
        signal,
      });
      if (request.optional && response.status === 404) return { ok: true, value: response };
      const secrets = [options.token, ...(request.secrets ?? [])].filter((secret) => secret.length >= 4);
      const refusal = apifyRefusal(response, request, (text) => mask(text, secrets));
      if (refusal) return refusal;
      return classifyResponse(response, {
        ...wording,
        fallbackMessage: request.fallbackMessage,
        errorMessage: (failed) => mask(commonErrorMessage(failed), secrets),
        now: options.policy.now(),
      });
    } catch (error) {
      return classifyRequestError(error, request);
    }
  }

  return {
    attempt,
    send: (request, signal) => withRetry(() => attempt(request, signal), options.policy, signal),
    policy: options.policy,
  };
}

/**
 * A run refused because its `maxTotalChargeUsd` is under the actor's minimum (400
 * max-total-charge-usd-below-minimum, "…less than the allowed minimum of $0.01": public callers'
 * logs; some actors ask $0.50 or more). `minimumUsd` is the minimum Apify named, when it did.
 */
export class ChargeCapRefused extends ProviderError {
  readonly minimumUsd: number | null;

  constructor(message: string, minimumUsd: number | null) {
    super('PROVIDER_AUTH', message, { status: 400 });
    this.minimumUsd = minimumUsd;
  }
}

/**
 * 402s that mean "too much at once", not "no money": the account's runs in flight hold all its
 * memory, or as many runs as its plan allows (apify-docs openapi error types; apify-client-python's
 * start tests). They pass once other runs end, so they are retried like a 429.
 */
const BUSY_TYPES = new Set(['actor-memory-limit-exceeded', 'concurrent-runs-limit-exceeded']);

function errorType(response: JsonResponse): string {
  const type = (response.json as { error?: { type?: unknown } } | undefined)?.error?.type;
  return typeof type === 'string' ? type : '';
}

/**
 * Apify's own refusals (apify-docs `apify-api/openapi`, error types). A busy 402 is retried. Other
 * 402s (usage limit, no credits), 403s (an actor to approve, a usage limit, an actor not rented, a
 * token without permission: `forbiddenMessage`) and a 404
 * of an actor id Apify does not have say what the operator must do and stop the run:
 * PROVIDER_AUTH, never retried. 401 stays 'token rejected' (classifyResponse).
 */
function apifyRefusal(
  response: JsonResponse,
  request: ApifyRequest,
  masked: (text: string | undefined) => string | undefined,
): AttemptOutcome<never> | undefined {
  const { status } = response;
  const said = masked(commonErrorMessage(response));
  const fail = (message: string) => ({
    ok: false as const,
    retryable: false,
    error: new ProviderError('PROVIDER_AUTH', message, { status }),
  });
  if (status === 402 && BUSY_TYPES.has(errorType(response))) {
    const error = new ProviderError('PROVIDER_RATE_LIMITED', messages.apifyBusy(said), { status });
    return { ok: false, retryable: true, error };
  }
  if (status === 400 && errorType(response) === 'max-total-charge-usd-below-minimum') {
    const minimum = Number(said?.match(/\$\s*(\d+(?:\.\d+)?)/)?.[1]);
    const error = new ChargeCapRefused(
      messages.apifyChargeCapRefused(said),
      Number.isFinite(minimum) ? minimum : null,
    );
    return { ok: false, retryable: false, error };
  }
  if (status === 402) return fail(messages.apifyPaymentRequired(said));
  if (status === 403) return fail(forbiddenMessage(response, request.path, said));
  if (status === 404 && request.notFoundMessage) return fail(request.notFoundMessage);
  return undefined;
}

function mask(message: string | undefined, secrets: readonly string[]): string | undefined {
  return secrets.reduce((text, secret) => text?.replaceAll(secret, '***'), message);
}

/** An actor id for a path: `owner/name` becomes `owner~name`, as the API wants it. */
export function actorPath(actor: string): string {
  return encodeURIComponent(actor.replace('/', '~')).replaceAll('%7E', '~');
}
