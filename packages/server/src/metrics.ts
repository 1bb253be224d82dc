import { jobCounts, type ServiceObserver } from '@leadgen/core';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** What the job gauges read at each scrape: the app's store, typed as the core service takes it. */
type JobCountsDeps = Parameters<typeof jobCounts>[0];

/** Request durations, in seconds: an API call takes milliseconds, a CSV export of a big list seconds. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Run durations, in seconds: a small run takes seconds, a 10,000-profile one most of an hour. */
const RUN_BUCKETS = [1, 5, 15, 30, 60, 120, 300, 600, 1200, 1800, 3600];

/**
 * This server's metrics, in a registry of its own (not prom-client's global one, so several
 * servers in one process, as in tests, keep theirs apart): HTTP request durations by route
 * pattern, jobs by kind and state (read from the database at each scrape), run durations,
 * provider calls and errors, credits charged, open event streams, and prom-client's default
 * process metrics (event-loop lag, memory, CPU). `observer` is what core reports to.
 *
 * @example
 * const metrics = createServerMetrics({ store, streams: () => liveStreams.size });
 * await runWorker({ ..., observer: metrics.observer });
 * const text = await metrics.registry.metrics(); // Prometheus text format
 */
export function createServerMetrics(deps: JobCountsDeps & { streams: () => number }) {
  const registry = new Registry();
  // event-loop lag (nodejs_eventloop_lag_*), heap, GC, handles: prom-client's standard set
  collectDefaultMetrics({ register: registry });

  const requestDuration = new Histogram({
    name: 'leadgen_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status, and how long each took.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'leadgen_jobs',
    help: 'Jobs in the database by kind and state (queued: waiting for a worker; running: in flight).',
    labelNames: ['kind', 'status'] as const,
    registers: [registry],
    async collect() {
      // a count that went to zero must read 0, not keep its last value
      this.reset();
      for (const { kind, status, count } of await jobCounts(deps)) this.set({ kind, status }, count);
    },
  });
  const runDuration = new Histogram({
    name: 'leadgen_job_run_duration_seconds',
    help: 'How long a job ran in this process, by kind and how it ended (requeued: handed back at shutdown).',
    labelNames: ['kind', 'outcome'] as const,
    buckets: RUN_BUCKETS,
    registers: [registry],
  });
  const providerCalls = new Counter({
    name: 'leadgen_provider_calls_total',
    help: 'HTTP attempts to an outside service (every retry counts), by service.',
    labelNames: ['service'] as const,
    registers: [registry],
  });
  const providerErrors = new Counter({
    name: 'leadgen_provider_errors_total',
    help: 'Failed attempts to an outside service, by service and error code.',
    labelNames: ['service', 'code'] as const,
    registers: [registry],
  });
  const charged = new Counter({
    name: 'leadgen_credits_charged_millicredits_total',
    help: 'Credits charged for enrichment by the jobs this process ran, in millicredits (1 credit = 1000).',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'leadgen_sse_connections',
    help: 'Live event streams (/api/events) open on this server.',
    registers: [registry],
    collect() {
      this.set(deps.streams());
    },
  });

  const observer: ServiceObserver = {
    onProviderCall({ service, code }) {
      providerCalls.inc({ service });
      if (code !== null) providerErrors.inc({ service, code });
    },
    onCharge({ kind, millicredits }) {
      charged.inc({ kind }, millicredits);
    },
    onJobFinished({ kind, outcome, durationMs }) {
      runDuration.observe({ kind, outcome }, durationMs / 1000);
    },
  };

  return {
    registry,
    observer,
    /** Records one answered request: its route pattern (never the raw path, which holds ids). */
    observeRequest(request: { method: string; route: string; status: number; seconds: number }) {
      requestDuration.observe(
        { method: request.method, route: request.route, status: String(request.status) },
        request.seconds,
      );
    },
  };
}

export type ServerMetrics = ReturnType<typeof createServerMetrics>;
