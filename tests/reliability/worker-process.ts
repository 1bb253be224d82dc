// A standalone worker process for the crash test: runs jobs from a shared database against a
// sandbox until SIGTERM (or until it is killed with SIGKILL, which is the point).
import { discoverHandler, openStore, runWorker } from '@leadgen/core';
import { createApifyScraper } from '@leadgen/core/providers';

const [path, sandboxUrl, leaseText] = process.argv.slice(2);
if (!path || !sandboxUrl) throw new Error('usage: worker-process <db path> <sandbox url> [lease ms]');
const leaseMs = Number(leaseText ?? 1000);

const store = await openStore({ database: { kind: 'sqlite', path } });
const scraper = createApifyScraper({
  token: 'sandbox-apify-token',
  baseUrl: sandboxUrl,
  followersActor: 'sandbox~followers',
  profileActor: 'sandbox~profiles',
  retry: { baseDelayMs: 5, maxDelayMs: 50 },
  pollIntervalMs: 20,
});
const shutdown = new AbortController();
process.on('SIGTERM', () => shutdown.abort());
await runWorker({
  store,
  mode: 'forever',
  signal: shutdown.signal,
  leaseMs,
  heartbeatMs: Math.floor(leaseMs / 4),
  pollMs: 50,
  handlers: {
    discover: discoverHandler({
      store,
      scraper,
      chunkSize: 25,
      concurrency: 4,
      saveListId: (jobId, listId) => store.jobs.mergePayload(jobId, { listId }),
    }),
  },
});
await store.close();
