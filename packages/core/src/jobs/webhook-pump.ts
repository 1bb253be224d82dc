import type { Store } from '../store/open-store.js';
import { sendDueWebhooks } from '../webhooks/send-due-webhooks.js';

/** A worker's webhook sender: `tick` starts a pass when none runs and one is due; `stop` ends it. */
export interface WebhookPump {
  tick(): void;
  stop(): Promise<void>;
}

/**
 * Sends due webhook deliveries beside a worker's jobs (issue 35: from the worker, never inside
 * a user's request), one pass at a time, at most every `pollMs`, so a slow receiver never holds
 * up claiming jobs. `stop` lets the attempt in flight finish (it is bounded by the 15 s timeout)
 * unless `cut` aborts first (a shutdown's deadline): then the attempt is dropped unrecorded and
 * its lease runs out, so another worker sends it again (a receiver dedupes by `webhook-id`).
 */
export function startWebhookPump(options: {
  store: Store;
  allowPrivate: boolean;
  pollMs: number;
  now?: () => Date;
  cut?: AbortSignal;
  log?: (line: string, error?: unknown) => void;
}): WebhookPump {
  const stopping = new AbortController();
  let running: Promise<void> | null = null;
  let lastAt = Number.NEGATIVE_INFINITY;
  return {
    tick() {
      if (running || stopping.signal.aborted || Date.now() - lastAt < options.pollMs) return;
      lastAt = Date.now();
      running = sendDueWebhooks(
        { store: options.store, allowPrivate: options.allowPrivate, now: options.now, log: options.log },
        { signal: stopping.signal, cut: options.cut },
      )
        .then(
          () => {},
          (error: unknown) => options.log?.('sending webhooks failed', error),
        )
        .finally(() => {
          running = null;
        });
    },
    async stop() {
      stopping.abort();
      await running;
    },
  };
}
