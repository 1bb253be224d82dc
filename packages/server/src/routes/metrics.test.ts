import {
  completedList,
  histogramSeries,
  openTestApp,
  type PrometheusFamily,
  parsePrometheusText,
} from '@leadgen/test-utils/server';
import { afterEach, describe, expect, it } from 'vitest';

let t: Awaited<ReturnType<typeof openTestApp>>;
afterEach(async () => {
  await t.close();
});

/**
 * /metrics read the way Prometheus reads it: by a strict reader of the text exposition format
 * written from its description (testing/prometheus-text.ts), not by our metrics code.
 */
async function scrape(headers: Record<string, string> = {}): Promise<Map<string, PrometheusFamily>> {
  const res = await t.app.request('/metrics', { headers });
  expect(res.status).toBe(200);
  // prometheus.io/docs/instrumenting/exposition_formats/: text format version 0.0.4
  expect(res.headers.get('content-type')).toContain('text/plain; version=0.0.4');
  return parsePrometheusText(await res.text());
}

const matches = (labels: Record<string, string>, wanted: Record<string, string>) =>
  Object.entries(wanted).every(([key, value]) => labels[key] === value);

/** The value of one sample of a counter or gauge, by its labels (0 when the series is absent). */
function sampleValue(
  families: Map<string, PrometheusFamily>,
  name: string,
  labels: Record<string, string> = {},
) {
  return families.get(name)?.samples.find((sample) => matches(sample.labels, labels))?.value ?? 0;
}

/** How many observations a histogram's series holds (0 when absent). */
function countOf(families: Map<string, PrometheusFamily>, name: string, labels: Record<string, string>) {
  const family = families.get(name);
  if (!family) return 0;
  return histogramSeries(family).find((series) => matches(series.labels, labels))?.count ?? 0;
}

describe('GET /metrics', () => {
  it('parses as Prometheus text, and run durations, charges and provider calls move when a discovery run completes', async () => {
    t = await openTestApp({ metrics: {} });
    const ana = await t.signUp('ana@example.com');
    const before = await scrape();
    expect(
      countOf(before, 'leadgen_job_run_duration_seconds', { kind: 'discover', outcome: 'completed' }),
    ).toBe(0);
    expect(sampleValue(before, 'leadgen_credits_charged_millicredits_total')).toBe(0);

    const { listId } = await completedList(t, ana, { max: 5 });
    const after = await scrape();
    expect(after.get('leadgen_job_run_duration_seconds')?.type).toBe('histogram');
    expect(
      countOf(after, 'leadgen_job_run_duration_seconds', { kind: 'discover', outcome: 'completed' }),
    ).toBe(1);
    // five profiles enriched at 8 millicredits each
    expect(sampleValue(after, 'leadgen_credits_charged_millicredits_total', { kind: 'discover' })).toBe(40);
    expect(sampleValue(after, 'leadgen_provider_calls_total', { service: 'apify' })).toBeGreaterThan(0);
    expect(sampleValue(after, 'leadgen_jobs', { kind: 'discover', status: 'completed' })).toBe(1);
    expect(after.get('leadgen_sse_connections')?.type).toBe('gauge');
    // prom-client's default process metrics carry the event-loop lag
    expect(after.has('nodejs_eventloop_lag_seconds')).toBe(true);

    // requests are labelled by their route's pattern, never by the ids in the path
    await t.call('GET', `/api/lists/${listId}`, undefined, ana);
    const labelled = await scrape();
    const family = labelled.get('leadgen_http_request_duration_seconds') as PrometheusFamily;
    const routes = histogramSeries(family).map(
      ({ labels }) => `${labels.method} ${labels.route} ${labels.status}`,
    );
    expect(routes).toContain('GET /api/lists/:id 200');
    expect(routes).toContain('POST /api/lists/discovery 202');
    expect(routes?.join('\n')).not.toContain(listId);
  });

  it('counts failed provider attempts by service and error code', async () => {
    t = await openTestApp({ metrics: {} });
    const ana = await t.signUp('ana@example.com');
    // one 503 from Apify, retried: one error among the calls of a run that still completes
    t.sandbox.update({ faults: { next: [{ service: 'apify', status: 503 }] } });
    await completedList(t, ana, { max: 5 });
    const families = await scrape();
    expect(
      sampleValue(families, 'leadgen_provider_errors_total', { service: 'apify', code: 'PROVIDER_ERROR' }),
    ).toBe(1);
  });

  it('is open on a loopback server; on a public one only with the bearer token; off without a token', async () => {
    t = await openTestApp({ metrics: { access: { open: false, token: 's3cret-scraper-token' } } });
    expect((await t.app.request('/metrics')).status).toBe(401);
    const wrong = await t.app.request('/metrics', { headers: { authorization: 'Bearer not-the-token' } });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toBe('Bearer');
    await scrape({ authorization: 'Bearer s3cret-scraper-token' });
    await t.close();

    t = await openTestApp({ metrics: { access: { open: false, token: null } } });
    expect((await t.app.request('/metrics', { headers: { authorization: 'Bearer anything' } })).status).toBe(
      404,
    );
    await t.close();

    t = await openTestApp({ metrics: { access: { open: true, token: null } } });
    await scrape();
  });
});
