import { randomUUID } from 'node:crypto';
import { LeadgenError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';
import type { Repositories } from '../store/open-store.js';
import type { ClaimedDelivery } from '../store/webhooks-repository.js';
import { DELIVERY_TIMEOUT_MS, postWebhook, type WebhookPost } from './post-webhook.js';
import { DISABLE_AFTER_MS, retryDelayMs } from './retry-schedule.js';
import { webhookHeaders } from './webhook-signature.js';

/** What sending deliveries needs; `now`, `post` and `senderId` default. */
export interface WebhookSenderDeps {
  store: Pick<Repositories, 'webhooks' | 'users' | 'resetMailQueue'>;
  /** LEADGEN_WEBHOOK_ALLOW_PRIVATE=1: private and loopback receivers allowed. */
  allowPrivate?: boolean;
  now?: () => Date;
  post?: WebhookPost;
  senderId?: string;
  /** One line per failed attempt: the endpoint id and why, never the URL, body or secret. */
  log?: (line: string) => void;
}

/** What one pass did. */
export interface WebhookPass {
  delivered: number;
  /** Failed attempts put off for a retry. */
  retried: number;
  /** Deliveries whose last attempt failed. */
  failed: number;
  /** Endpoints turned off. */
  disabled: number;
}

/** How long a claimed delivery is this sender's: more than one attempt with its timeout. */
const LEASE_MS = DELIVERY_TIMEOUT_MS * 4;

/** Why an attempt failed, in words safe to log and show: ours, or an error code or name. */
function reasonOf(error: unknown): string {
  if (error instanceof LeadgenError) return error.message;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code !== 'ABORT_ERR') return code;
  return error instanceof Error ? error.message || error.name : 'unknown error';
}

/** One attempt: the HTTP status (null: no answer) and the error (null: a 2xx, delivered). */
async function attempt(deps: WebhookSenderDeps, delivery: ClaimedDelivery, at: Date, signal?: AbortSignal) {
  const headers = webhookHeaders(delivery.secret, delivery.id, at, delivery.payload);
  try {
    const status = await (deps.post ?? postWebhook)({
      url: delivery.url,
      headers,
      body: delivery.payload,
      allowPrivate: deps.allowPrivate === true,
      signal,
    });
    // Standard Webhooks "Delivery success and failure": a 2xx is success, anything else a failure
    if (status >= 200 && status < 300) return { status, error: null };
    // a redirect is not followed (the spec: a 3xx is a failure), and could lead past the address check
    if (status >= 300 && status < 400) return { status, error: messages.webhookRedirect(status) };
    return { status, error: messages.webhookHttpStatus(status) };
  } catch (error) {
    return { status: null, error: reasonOf(error) };
  }
}

/**
 * Sends the due webhook deliveries (issue 35), each claimed under a lease so several workers
 * never send one twice at once: a POST signed per Standard Webhooks (`webhook-id` the same on
 * every attempt, `webhook-timestamp` this attempt's), success a 2xx. A failed attempt is tried
 * again on the schedule of retry-schedule.ts (5 s … 10 h, about a day), each attempt recorded;
 * after the last the delivery has failed. An endpoint whose every attempt failed for
 * DISABLE_AFTER_MS, or that answered 410 Gone, is turned off with a reason, and its owner mailed
 * (through the mail queue).
 * Stops between deliveries when `signal` aborts.
 *
 * @example
 * await sendDueWebhooks({ store, allowPrivate: config.webhooks.allowPrivate, log: console.error });
 */
export async function sendDueWebhooks(
  deps: WebhookSenderDeps,
  /** `signal` stops between deliveries; `cut` also drops the attempt in flight, unrecorded. */
  options: { signal?: AbortSignal; cut?: AbortSignal } = {},
): Promise<WebhookPass> {
  const owner = deps.senderId ?? randomUUID();
  const now = deps.now ?? (() => new Date());
  const pass: WebhookPass = { delivered: 0, retried: 0, failed: 0, disabled: 0 };
  while (!options.signal?.aborted) {
    const delivery = await deps.store.webhooks.claimDue(owner, LEASE_MS, now());
    if (!delivery) break;
    const at = now();
    const result = await attempt(deps, delivery, at, options.cut);
    if (options.cut?.aborted) {
      await deps.store.webhooks.release(delivery.id, owner);
      break;
    }
    const failures = delivery.attempts + 1;
    const wait = result.error === null ? null : retryDelayMs(failures);
    const statusAfter = result.error === null ? 'delivered' : wait === null ? 'failed' : 'pending';
    await deps.store.webhooks.recordAttempt(delivery.id, owner, {
      at: at.toISOString(),
      status: result.status,
      error: result.error,
      status_after: statusAfter,
      next_attempt_at: wait === null ? null : new Date(now().getTime() + wait).toISOString(),
    });
    if (statusAfter === 'delivered') {
      pass.delivered++;
      continue;
    }
    if (statusAfter === 'failed') pass.failed++;
    else pass.retried++;
    deps.log?.(
      `Webhook ${delivery.endpoint_id}: delivery ${delivery.id} attempt ${failures} failed: ${result.error}`,
    );
    const failingSince = Date.parse(delivery.failing_since ?? at.toISOString());
    // the spec: a receiver answering 410 Gone wants no more webhooks; the endpoint is turned off at once
    const gone = result.status === 410;
    const reason = gone ? messages.webhookGone : messages.webhookDisabledReason(DISABLE_AFTER_MS / 3_600_000);
    if (
      (gone || at.getTime() - failingSince >= DISABLE_AFTER_MS) &&
      (await disable(deps, delivery, reason, at))
    )
      pass.disabled++;
  }
  return pass;
}

/** Turns an endpoint off and queues the mail that tells its owner; false when it already was. */
async function disable(
  deps: WebhookSenderDeps,
  delivery: ClaimedDelivery,
  reason: string,
  at: Date,
): Promise<boolean> {
  const endpoint = await deps.store.webhooks.disableEndpoint(delivery.endpoint_id, reason, at);
  if (!endpoint) return false;
  deps.log?.(`Webhook ${endpoint.id} turned off: ${reason}`);
  const user = await deps.store.users.get(endpoint.user_id);
  if (user)
    await deps.store.resetMailQueue.addNotice(
      {
        email: user.email,
        subject: messages.webhookDisabledSubject,
        body: messages.webhookDisabledMail(endpoint.url, reason),
      },
      at,
    );
  return true;
}

/**
 * Sends what is due now for at most `withinMs` (default 5 s): a CLI command that ran jobs in the
 * foreground calls it before it exits, so cron users get their events without a server. What is
 * left (a slow receiver, a retry not yet due) waits for the next worker.
 */
export async function flushDueWebhooks(deps: WebhookSenderDeps, withinMs = 5_000): Promise<WebhookPass> {
  const deadline = AbortSignal.timeout(withinMs);
  return sendDueWebhooks(deps, { signal: deadline, cut: deadline });
}
