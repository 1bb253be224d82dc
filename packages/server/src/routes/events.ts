import { creditBalance, type LeadgenEvent, sessionIsActive } from '@leadgen/core';
import { millicreditsToCredits, planOf } from '@leadgen/core/domain';
import { Hono } from 'hono';
import { type SSEMessage, streamSSE } from 'hono/streaming';
import type { AppEnv } from '../app-env.js';
import { jobEventJson } from '../job-json.js';
import { requireUser } from '../middleware/session.js';

/** Proxies drop idle connections; a comment line every 15 s keeps the stream open. */
const HEARTBEAT_MS = 15_000;
/** How often an idle stream re-checks that its session is still signed in. */
const SESSION_CHECK_MS = 5_000;
/**
 * A stream's last words when its server shuts down: reconnect within a second (the `retry`
 * field, html.spec.whatwg.org/multipage/server-sent-events.html#processField; no event is
 * dispatched), instead of the browser's default of a few seconds.
 */
const RECONNECT_SOON = 'retry: 1000\n\n';

/** A bus event as the browser receives it: balances in credits, plans as the API names them, jobs in the job's own snake_case names. */
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
  return { event: 'job', data: JSON.stringify(jobEventJson(event)) };
}

/**
 * Live events (DESIGN.md §6, the spec's realtime subscription): Server-Sent Events of the
 * signed-in user's credit balance (`credits`, first with the current balance), plan
 * (`subscription`) and job progress (`job`), with a heartbeat comment. The stream lives only as
 * long as its session: each event is written only after the session is found still signed in,
 * the session is re-checked every few seconds while idle and at once when this server signs
 * someone out or changes a password, and the stream ends when it is gone. Ends, and stops
 * listening, when the client goes away or the server shuts down (new streams are then refused).
 */
export const eventsRoutes = new Hono<AppEnv>().use(requireUser).get('/', (c) => {
  const { bus, store, now, sseHeartbeatMs, sessionCheckMs, phase } = c.var.deps;
  // A server shutting down ends the stream at once, asking for a reconnection within a second
  // (which reaches another server): an EventSource answered with an error status would give up.
  if (phase?.() === 'stopping')
    return streamSSE(c, async (stream) => {
      await stream.write(RECONNECT_SOON);
    });
  const { liveStreams, sessionToken: token } = c.var;
  const userId = c.var.user.id;
  // a buffering proxy (nginx) would hold events back until its buffer fills
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    const closed = new AbortController();
    const end = () => closed.abort();
    const signedIn = async () => {
      const active = await sessionIsActive({ store, now }, token).catch(() => false);
      if (!active) end();
      return active;
    };
    // Writes go one after another, in the order events happened; none after the stream ended.
    let writing: Promise<void> = Promise.resolve();
    const enqueue = (write: () => Promise<unknown>) => {
      writing = writing
        .then(async () => {
          if (!closed.signal.aborted && (await signedIn())) await write();
        })
        .then(
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
    // at shutdown: the reconnection hint after the writes already queued, then the end
    const endForShutdown = () => {
      writing = writing.then(() => stream.write(RECONNECT_SOON)).then(end, end);
    };
    const unregister = liveStreams.add(userId, () => void signedIn(), endForShutdown);
    const heartbeat = setInterval(
      () => enqueue(() => stream.write(': heartbeat\n\n')),
      sseHeartbeatMs ?? HEARTBEAT_MS,
    );
    const sessionCheck = setInterval(() => void signedIn(), sessionCheckMs ?? SESSION_CHECK_MS);
    // Stop listening as soon as the client goes away, not at the next heartbeat.
    stream.onAbort(end);
    const ended = new Promise((resolve) => closed.signal.addEventListener('abort', resolve, { once: true }));
    await ended;
    unsubscribe();
    unregister();
    clearInterval(heartbeat);
    clearInterval(sessionCheck);
    await writing;
  });
});
