import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { EventRelay, LeadgenEvent } from '../jobs/event-bus.js';

/** How long a lost listening connection waits before it connects again. */
const RECONNECT_MS = 1000;

/**
 * Carries events between every process on one PostgreSQL database (LISTEN/NOTIFY), so a credit
 * change or job progress written by a worker reaches every server's live streams. The channel
 * is per schema, so installations sharing a database do not hear each other. Events are sent
 * one after another, in the order they were published; a process does not hear its own.
 */
export function createPostgresRelay(pool: pg.Pool, url: string): EventRelay & { close(): Promise<void> } {
  const origin = randomUUID();
  let channel: Promise<string> | undefined;
  const channelName = () => {
    channel ??= pool
      .query<{ schema: string }>('select current_schema() as schema')
      .then(({ rows }) => `leadgen_events:${rows[0]?.schema ?? 'public'}`)
      .catch((error: unknown) => {
        channel = undefined; // asked again next time
        throw error;
      });
    return channel;
  };

  let sending: Promise<void> = Promise.resolve();
  const receivers = new Set<(event: LeadgenEvent) => void>();
  let listener: pg.Client | undefined;
  let listening: Promise<void> = Promise.resolve();
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  function deliver(message: pg.Notification) {
    let parsed: { origin?: string; event?: LeadgenEvent };
    try {
      parsed = JSON.parse(message.payload ?? '');
    } catch {
      return;
    }
    if (parsed.origin === origin || !parsed.event) return;
    for (const receiver of receivers) receiver(parsed.event);
  }

  function listen(): Promise<void> {
    if (closed || listener) return listening;
    listening = connect();
    return listening;
  }

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    listener = client;
    const reconnect = () => {
      if (listener !== client) return;
      listener = undefined;
      client.end().catch(() => {});
      if (!closed && receivers.size > 0) retry = setTimeout(() => void listen(), RECONNECT_MS);
    };
    client.on('error', reconnect);
    client.on('end', reconnect);
    client.on('notification', deliver);
    try {
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(await channelName())}`);
    } catch {
      reconnect();
    }
  }

  return {
    send(event) {
      sending = sending
        .then(async () => {
          await pool.query('select pg_notify($1, $2)', [
            await channelName(),
            JSON.stringify({ origin, event }),
          ]);
        })
        // A lost notification costs a live update, never data: the database has the truth.
        .catch(() => {});
    },
    receive(receiver) {
      receivers.add(receiver);
      void listen();
      return () => {
        receivers.delete(receiver);
      };
    },
    ready: () => listening,
    async close() {
      closed = true;
      clearTimeout(retry);
      await sending;
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => {});
    },
  };
}
