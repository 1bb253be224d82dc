/** Which quota a 429 says ran out: requests per minute, or per day. */
export type QuotaKind = 'per-minute' | 'per-day';

/**
 * One 429 the Gemini API answers. `retryDelay` is RetryInfo's (a Duration: '20s', '0.5s');
 * `helpOnly` leaves only the Help detail, as some daily-quota 429s come (no QuotaFailure, no
 * RetryInfo). Real bodies carry a RetryInfo even for a daily quota, with a delay of seconds that
 * does not bring the quota back (the default here, so a client that trusts it is caught).
 */
export interface QuotaFault {
  quota: QuotaKind;
  retryDelay?: string;
  helpOnly?: boolean;
}

const RATE_LIMITS_URL = 'https://ai.google.dev/gemini-api/docs/rate-limits';
const METRIC = 'generativelanguage.googleapis.com/generate_content_free_tier_requests';
const QUOTAS: Record<QuotaKind, { quotaId: string; limit: string; retryDelay: string }> = {
  'per-minute': {
    quotaId: 'GenerateRequestsPerMinutePerProjectPerModel-FreeTier',
    limit: '5',
    retryDelay: '20s',
  },
  'per-day': { quotaId: 'GenerateRequestsPerDayPerProjectPerModel-FreeTier', limit: '20', retryDelay: '41s' },
};

/**
 * The body of a 429 RESOURCE_EXHAUSTED, as the real API sends it (quoted verbatim in
 * google-gemini/gemini-cli#8437 and continuedev/continue#11557, #10719): the message with the
 * metric, limit and model, then details Help, QuotaFailure { violations: [{ quotaMetric,
 * quotaId, quotaDimensions, quotaValue }] } and RetryInfo { retryDelay }. No Retry-After
 * header goes with it: Google puts the delay only in RetryInfo.
 */
export function quotaExceededBody(model: string, fault: QuotaFault) {
  const quota = QUOTAS[fault.quota];
  const retryDelay = fault.retryDelay ?? quota.retryDelay;
  const help = {
    '@type': 'type.googleapis.com/google.rpc.Help',
    links: [{ description: 'Learn more about Gemini API quotas', url: RATE_LIMITS_URL }],
  };
  const failure = {
    '@type': 'type.googleapis.com/google.rpc.QuotaFailure',
    violations: [
      {
        quotaMetric: METRIC,
        quotaId: quota.quotaId,
        quotaDimensions: { location: 'global', model },
        quotaValue: quota.limit,
      },
    ],
  };
  const retryInfo = { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay };
  const message =
    'You exceeded your current quota, please check your plan and billing details. For more ' +
    `information on this error, head to: ${RATE_LIMITS_URL}. To monitor your current usage, head ` +
    'to: https://ai.dev/rate-limit. ' +
    (fault.helpOnly
      ? ''
      : `\n* Quota exceeded for metric: ${METRIC}, limit: ${quota.limit}, model: ${model}\n` +
        `Please retry in ${retryDelay}.`);
  return {
    error: {
      code: 429,
      message,
      status: 'RESOURCE_EXHAUSTED',
      details: fault.helpOnly ? [help] : [help, failure, retryInfo],
    },
  };
}

/**
 * The body for a 429 the fault middleware decides (an injected rate, the request-rate cap, or a
 * scripted fault): a quota (per minute unless told) whose RetryInfo says `retryAfterSeconds`,
 * for the model in the path (`/v1beta/models/{model}:generateContent`). The middleware must send
 * it without a Retry-After header, as Google does.
 */
export function geminiRateLimitBody(
  path: string,
  retryAfterSeconds: number,
  quota: QuotaKind = 'per-minute',
) {
  const model = /\/models\/([^/:]+)/.exec(path)?.[1] ?? 'unknown';
  return quotaExceededBody(model, { quota, retryDelay: `${retryAfterSeconds}s` });
}
