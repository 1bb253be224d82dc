// A standalone worker process for the crash test: runs jobs from a shared database against a
// sandbox until SIGTERM (or until it is killed with SIGKILL, which is the point). Every profile
// lookup it starts is written to stdout as one JSON line, so the test can tell whether two
// workers ever ran the same chunk.
// Plain Node runs it (spawn-worker.ts): only erasable TypeScript, and only built packages (the
// `testing` entry point is TypeScript source, which Node does not load through a package).
import {
  type DatabaseLocation,
  discoverHandler,
  isPostgresUrl,
  runWorker,
  type Scraper,
  watchHandler,
} from '@leadgen/core';
import { createApifyScraper } from '@leadgen/core/providers';
import { openStore } from '@leadgen/core/store';

const [database, sandboxUrl, leaseText] = process.argv.slice(2);
if (!database || !sandboxUrl)
  throw new Error('usage: worker-process <db path or url> <sandbox url> [lease ms]');
const leaseMs = Number(leaseText ?? 1000);

const location: DatabaseLocation = isPostgresUrl(database)
  ? { kind: 'postgres', url: database }
  : { kind: 'sqlite', path: database };
const store = await openStore({ database: location });
const adapter = createApifyScraper({
  token: 'sandbox-apify-token',
  baseUrl: sandboxUrl,
  retry: { baseDelayMs: 5, maxDelayMs: 50 },
  pollIntervalMs: 20,
});
const scraper: Scraper = {
  sessionIdRequired: (type) => adapter.sessionIdRequired(type),
  discover: (request) => adapter.discover(request),
  lookupProfiles(usernames, sessionId, options) {
    process.stdout.write(`${JSON.stringify(usernames)}\n`);
    return adapter.lookupProfiles(usernames, sessionId, options);
  },
};
// the takeover test waits for this before it kills the other worker: a process still starting
// (compiling the sources on a busy machine) is not what it measures
if (process.env.LEADGEN_TEST_READY_LINE) process.stderr.write('worker ready\n');
const shutdown = new AbortController();
process.on('SIGTERM', () => shutdown.abort());
await runWorker({
  store,
  mode: 'forever',
  signal: shutdown.signal,
  leaseMs,
  heartbeatMs: Math.floor(leaseMs / 4),
  // one job per process: a kill stops one run, and two runs go on different workers
  concurrency: 1,
  pollMs: 50,
  handlers: {
    discover: discoverHandler({
      store,
      scraper,
      chunkSize: 25,
      concurrency: 4,
    }),
    watch: watchHandler({ store, scraper, chunkSize: 25, concurrency: 4 }),
  },
});
await store.close();
