import { ProviderError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';
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
  /** Statuses handed back as they are instead of failing (e.g. 408, 404). */
  accept?: readonly number[];
  /** Credentials in the body (the session id): masked if Apify's error message echoes them. */
  secrets?: readonly string[];
  /** For a 404 that means a wrong configuration (an actor id Apify does not have). */
  notFoundMessage?: string;
}

/** The Apify API as the adapter sees it: one classified try, or a call with retries. */
export interface ApifyHttp {
  /** One try, classified for `withRetry` (401/403 auth, 429/5xx/network/cut JSON retryable). */
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
      if (request.accept?.includes(response.status)) return { ok: true, value: response };
      const secrets = [options.token, ...(request.secrets ?? [])].filter((secret) => secret.length >= 4);
      const refusal = accountRefusal(response, request, (text) => mask(text, secrets));
      if (refusal) return { ok: false, retryable: false, error: refusal };
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
 * Apify's answers that no retry changes and that say what the operator must do (apify-docs
 * `apify-api/openapi`, error types): 402 the account's usage limit or credits, 403 an actor not
 * rented or a token without permission, 404 an actor id Apify does not have. 401 stays 'token
 * rejected' (classifyResponse). Every one stops the run: PROVIDER_AUTH, never retried.
 */
function accountRefusal(
  response: JsonResponse,
  request: ApifyRequest,
  masked: (text: string | undefined) => string | undefined,
): ProviderError | undefined {
  const { status } = response;
  const said = masked(commonErrorMessage(response));
  if (status === 402)
    return new ProviderError('PROVIDER_AUTH', messages.apifyPaymentRequired(said), { status });
  if (status === 403) return new ProviderError('PROVIDER_AUTH', messages.apifyForbidden(said), { status });
  if (status === 404 && request.notFoundMessage) {
    return new ProviderError('PROVIDER_AUTH', request.notFoundMessage, { status });
  }
  return undefined;
}

function mask(message: string | undefined, secrets: readonly string[]): string | undefined {
  return secrets.reduce((text, secret) => text?.replaceAll(secret, '***'), message);
}

/** An actor id for a path: `owner/name` becomes `owner~name`, as the API wants it. */
export function actorPath(actor: string): string {
  return encodeURIComponent(actor.replace('/', '~')).replaceAll('%7E', '~');
}
