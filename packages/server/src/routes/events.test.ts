import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { EventBus } from '@leadgen/core';
import { testEngine } from '@leadgen/test-utils/core';
import {
  completedList,
  deliverWebhook,
  openTestApp,
  paidPackSession,
  proSubscription,
  sessionCookie,
  stripeEvent,
} from '@leadgen/test-utils/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let t: Awaited<ReturnType<typeof openTestApp>>;
let listening: number;
beforeEach(async () => {
  t = await openTestApp();
  // count the bus's listeners, to see the stream stop listening
  const inner = t.deps.bus;
  listening = 0;
  const counted: EventBus = {
    ...inner,
    publish: (event) => inner.publish(event),
    subscribe(userId, listener) {
      listening++;
      const stop = inner.subscribe(userId, listener);
      let stopped = false;
      return () => {
        if (!stopped) listening--;
        stopped = true;
        stop();
      };
    },
  };
  t.deps.bus = counted;
});
afterEach(() => t.close());

interface SseBlock {
  event?: string;
  data?: unknown;
  comment?: string;
}

/** Opens the user's event stream and reads it one SSE block at a time. */
async function openStream(as: { cookie: string }, app = t.app) {
  const res = await app.request('/api/events', { headers: { cookie: as.cookie } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/event-stream');
  const reader = (res.body as ReadableStream<Uint8Array>).pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return {
    async next(): Promise<SseBlock> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          return parseBlock(block);
        }
        const { done, value } = await reader.read();
        if (done) throw new Error('the stream ended');
        buffer += value;
      }
    },
    /** Reads to the end of the stream (it must end) and returns the blocks that came first. */
    async rest(): Promise<SseBlock[]> {
      const blocks: SseBlock[] = [];
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += value;
      }
      for (const block of buffer.split('\n\n')) if (block) blocks.push(parseBlock(block));
      return blocks;
    },
    close: () => reader.cancel(),
  };
}

function parseBlock(block: string): SseBlock {
  const out: SseBlock = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) out.comment = line.slice(1).trim();
    else if (line.startsWith('event: ')) out.event = line.slice('event: '.length);
    else if (line.startsWith('data: ')) out.data = JSON.parse(line.slice('data: '.length));
  }
  return out;
}

describe('GET /api/events', () => {
  it("streams the balance first, then the user's own credit changes and job progress", async () => {
    const ana = await t.signUp('ana@example.com');
    const ben = await t.signUp('ben@example.com');
    const stream = await openStream(ana);
    expect(await stream.next()).toEqual({ event: 'credits', data: { credits: 0.5 } });

    await deliverWebhook(t, stripeEvent('checkout.session.completed', paidPackSession(ana.id, 20)));
    expect(await stream.next()).toEqual({ event: 'credits', data: { credits: 20.5 } });
    await deliverWebhook(
      t,
      stripeEvent('customer.subscription.created', proSubscription(ana.id, 'cus_ana', 'active')),
    );
    expect(await stream.next()).toEqual({
      event: 'subscription',
      data: { subscription_status: 'active', plan: 'pro' },
    });

    // Ben's events never reach Ana's stream
    await deliverWebhook(t, stripeEvent('checkout.session.completed', paidPackSession(ben.id, 10)));
    const progress = {
      step: 'Enriching',
      stepIndex: 3,
      stepCount: 4,
      percent: 60,
      discovered: 10,
      enriched: 6,
      failed: 0,
    };
    t.deps.bus.publish({
      type: 'job',
      userId: ana.id,
      jobId: 'job-1',
      kind: 'discover',
      listId: 'list-1',
      status: 'running',
      progress,
      error: null,
    });
    expect(await stream.next()).toEqual({
      event: 'job',
      data: {
        job_id: 'job-1',
        kind: 'discover',
        list_id: 'list-1',
        status: 'running',
        progress: {
          step: 'Enriching',
          step_index: 3,
          step_count: 4,
          percent: 60,
          discovered: 10,
          enriched: 6,
          failed: 0,
          notice: null,
        },
        error: null,
      },
    });
    await stream.close();
  });

  it('sends heartbeats and stops listening when the client goes away', async () => {
    t.deps.sseHeartbeatMs = 20;
    const ana = await t.signUp('ana@example.com');
    const stream = await openStream(ana);
    expect((await stream.next()).event).toBe('credits');
    expect(await stream.next()).toEqual({ comment: 'heartbeat' });
    expect(listening).toBe(1);
    await stream.close();
    await vi.waitFor(() => expect(listening).toBe(0));
    // nothing is left to hear a later change
    await deliverWebhook(t, stripeEvent('checkout.session.completed', paidPackSession(ana.id, 10)));
    expect(listening).toBe(0);
  });

  it('stops listening when an HTTP client disconnects from a served app', async () => {
    const ana = await t.signUp('ana@example.com');
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const started = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
    });
    try {
      const { port } = server.address() as AddressInfo;
      const disconnect = new AbortController();
      const res = await fetch(`http://127.0.0.1:${port}/api/events`, {
        headers: { cookie: ana.cookie },
        signal: disconnect.signal,
      });
      const reader = (res.body as ReadableStream<Uint8Array>)
        .pipeThrough(new TextDecoderStream())
        .getReader();
      expect((await reader.read()).value).toBe('event: credits\ndata: {"credits":0.5}\n\n');
      expect(listening).toBe(1);
      disconnect.abort();
      await vi.waitFor(() => expect(listening).toBe(0));
    } finally {
      if ('closeAllConnections' in server) server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.request('/api/events')).status).toBe(401);
  });

  it.runIf(testEngine === 'postgres')(
    'reaches the streams of every server process on the database: credits and job progress written by another',
    async () => {
      const other = await openTestApp({ sandbox: t.sandbox, database: t.database });
      try {
        await Promise.all([t.store.relay?.ready(), other.store.relay?.ready()]);
        const ana = await t.signUp('ana@example.com');
        // Ana's browser is connected to the other server process
        const stream = await openStream(ana, other.app);
        expect(await stream.next()).toEqual({ event: 'credits', data: { credits: 0.5 } });

        await deliverWebhook(t, stripeEvent('checkout.session.completed', paidPackSession(ana.id, 20)));
        expect(await stream.next()).toEqual({ event: 'credits', data: { credits: 20.5 } });

        // this process's worker runs her discovery; the other process streams its progress
        const { jobId } = await completedList(t, ana, { max: 5 });
        const seen: SseBlock[] = [];
        for (;;) {
          const block = await stream.next();
          seen.push(block);
          if (block.event === 'job' && (block.data as { status: string }).status === 'completed') break;
        }
        const jobs = seen
          .filter((block) => block.event === 'job')
          .map((block) => block.data as { job_id: string; progress: { percent: number } | null });
        expect(jobs.every((job) => job.job_id === jobId)).toBe(true);
        const percents = jobs.flatMap((job) => (job.progress ? [job.progress.percent] : []));
        expect(percents.length).toBeGreaterThan(1);
        expect(percents).toEqual([...percents].sort((a, b) => a - b));
        // the five profiles' charges reached the other process too
        expect(seen.filter((block) => block.event === 'credits').at(-1)).toEqual({
          event: 'credits',
          data: { credits: 20.46 },
        });
        await stream.close();
      } finally {
        await other.close();
      }
    },
  );

  describe('lives only as long as its session', () => {
    const jobEvent = (userId: string) =>
      t.deps.bus.publish({
        type: 'job',
        userId,
        jobId: 'job-1',
        kind: 'discover',
        listId: null,
        status: 'running',
        progress: null,
        error: null,
      });

    it('ends at a password change, before writing another event', async () => {
      const ana = await t.signUp('ana@example.com');
      const stream = await openStream(ana);
      expect(await stream.next()).toMatchObject({ event: 'credits' });
      const changed = await t.call(
        'POST',
        '/api/auth/change-password',
        { currentPassword: 'secret-pw', password: 'new-secret', confirmPassword: 'new-secret' },
        ana,
      );
      expect(changed.status).toBe(200);
      jobEvent(ana.id);
      expect(await stream.rest()).toEqual([]);
      expect(listening).toBe(0);
    });

    it('ends at sign-out, and a stream of another session of the same user goes on', async () => {
      const ana = await t.signUp('ana@example.com');
      const signedIn = await t.call('POST', '/api/auth/signin', {
        email: 'ana@example.com',
        password: 'secret-pw',
      });
      const otherTab = { cookie: sessionCookie(signedIn) };
      const stream = await openStream(ana);
      const other = await openStream(otherTab);
      expect(await stream.next()).toMatchObject({ event: 'credits' });
      expect(await other.next()).toMatchObject({ event: 'credits' });
      expect((await t.call('POST', '/api/auth/signout', undefined, ana)).status).toBe(204);
      jobEvent(ana.id);
      expect(await stream.rest()).toEqual([]);
      expect(await other.next()).toMatchObject({ event: 'job' });
      await other.close();
    });

    it('ends within its check interval when the session ends elsewhere (another server, expiry)', async () => {
      t.deps.sessionCheckMs = 20;
      const ana = await t.signUp('ana@example.com');
      const stream = await openStream(ana);
      expect(await stream.next()).toMatchObject({ event: 'credits' });
      await t.store.sessions.deleteAllOfUser(ana.id);
      expect(await stream.rest()).toEqual([]);
      expect(listening).toBe(0);
    });
  });
});
