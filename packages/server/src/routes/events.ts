import { setTimeout as sleep } from 'node:timers/promises';
import { creditBalance, type LeadgenEvent } from '@leadgen/core';
import { millicreditsToCredits, planOf } from '@leadgen/core/domain';
import { Hono } from 'hono';
import { type SSEMessage, streamSSE } from 'hono/streaming';
import type { AppEnv } from '../app-env.js';
import { requireUser } from '../middleware/session.js';

/** Proxies drop idle connections; a comment line every 15 s keeps the stream open. */
const HEARTBEAT_MS = 15_000;

/** A bus event as the browser receives it: balances in credits, plans as the API names them, jobs as their state. */
function messageOf(event: LeadgenEvent): SSEMessage {
  if (event.type === 'credits') {
    return { event: 'credits', data: JSON.stringify({ credits: millicreditsToCredits(event.balance) }) };
  }
  if (event.type === 'subscription') {
    const { subscriptionStatus } = event;
    return {
      event: 'subscription',
      data: JSON.stringify({ subscription_status: subscriptionStatus, plan: planOf(subscriptionStatus) }),
    };
  }
  const { jobId, kind, status, progress, error } = event;
  return { event: 'job', data: JSON.stringify({ jobId, kind, status, progress, error }) };
}

/**
 * Live events (DESIGN.md §6, the spec's realtime subscription): Server-Sent Events of the
 * signed-in user's credit balance (`credits`, first with the current balance), plan
 * (`subscription`) and job progress (`job`), with a heartbeat comment. Ends, and stops listening, when the client goes away.
 */
export const eventsRoutes = new Hono<AppEnv>().use(requireUser).get('/', (c) => {
  const { bus, store, sseHeartbeatMs } = c.var.deps;
  const userId = c.var.user.id;
  // a buffering proxy (nginx) would hold events back until its buffer fills
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    const closed = new AbortController();
    // Writes go one after another, in the order events happened.
    let writing: Promise<void> = Promise.resolve();
    const enqueue = (write: () => Promise<unknown>) => {
      writing = writing.then(write).then(
        () => {},
        () => {},
      );
    };
    // The balance is read after subscribing (the first write runs a tick later), so no change
    // falls between the two; events wait behind it in the queue.
    enqueue(async () => {
      const credits = await creditBalance({ store }, userId);
      await stream.writeSSE({ event: 'credits', data: JSON.stringify({ credits }) });
    });
    const unsubscribe = bus.subscribe(userId, (event) => enqueue(() => stream.writeSSE(messageOf(event))));
    // Stop listening as soon as the client goes away, not at the next heartbeat.
    stream.onAbort(() => closed.abort());
    closed.signal.addEventListener('abort', unsubscribe, { once: true });
    while (!closed.signal.aborted) {
      await sleep(sseHeartbeatMs ?? HEARTBEAT_MS, undefined, { signal: closed.signal }).catch(() => {});
      if (!closed.signal.aborted) enqueue(() => stream.write(': heartbeat\n\n'));
    }
    await writing;
  });
});
