import autocannon from 'autocannon';
import { printTable } from './stats.js';

/** One load run's label and what it asks: each request's path comes from `path()`. */
export interface LoadCase {
  label: string;
  path: () => string;
  /** Headers beside the session cookie, e.g. the `Accept-Encoding` browsers send. */
  headers?: Record<string, string>;
}

/** What browsers send (Chromium): every answer is coded (zstd, the server's first choice), as for them. */
export const BROWSER_ENCODING = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/**
 * Runs each case from 10 connections for 10 s (after a 2 s warm-up; requests time out at 60 s)
 * against the server's `url` signed in with `cookie`, and prints requests/s and latencies beside
 * `targets`, and the server's CPU time per request (`cpuMs` reads its CPU clock): on a shared
 * machine the wall-clock figures move with the other load, the CPU time much less. Prints;
 * never asserts.
 */
export async function printLoad(
  server: { url: string; cookie: string; cpuMs: () => number },
  cases: readonly LoadCase[],
  targets: string,
) {
  const { url, cookie } = server;
  const rows = [
    [
      'path',
      'requests/s (mean)',
      'p50 ms',
      'p99 ms',
      'max ms',
      'non-2xx',
      'errors',
      'server CPU ms/request',
      'targets',
    ],
  ];
  for (const { label, path, headers } of cases) {
    const options = {
      url,
      connections: 10,
      // a slow request is measured, not dropped at autocannon's default 10 s
      timeout: 60,
      headers: { cookie, ...headers },
      requests: [{ setupRequest: (request: { path: string }) => ({ ...request, path: path() }) }],
    };
    await autocannon({ ...options, duration: 2 });
    const cpuBefore = server.cpuMs();
    const result = await autocannon({ ...options, duration: 10 });
    const cpuPerRequest = (server.cpuMs() - cpuBefore) / Math.max(result.requests.total, 1);
    rows.push([
      label,
      result.requests.average.toFixed(0),
      result.latency.p50.toFixed(1),
      result.latency.p99.toFixed(1),
      result.latency.max.toFixed(1),
      String(result.non2xx),
      String(result.errors + result.timeouts),
      cpuPerRequest.toFixed(1),
      targets,
    ]);
  }
  printTable(rows);
}

/**
 * The slow path beside the fast one: `runs` times, `change` writes something that makes the
 * server's kept answers stale (a new data version), then one request of `path()` is timed. Prints
 * the median and the slowest; never asserts.
 */
export async function printAfterChange(
  server: { url: string; cookie: string },
  cases: readonly { label: string; change: (run: number) => Promise<void>; path: () => string }[],
  runs = 7,
) {
  const rows = [['path', 'first request after a change: median ms', 'slowest ms', 'runs']];
  for (const { label, change, path } of cases) {
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      await change(run);
      const start = performance.now();
      const res = await fetch(`${server.url}${path()}`, { headers: { cookie: server.cookie } });
      if (!res.ok) throw new Error(`${label}: HTTP ${res.status}`);
      await res.arrayBuffer();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    rows.push([
      label,
      (times[Math.floor(runs / 2)] ?? 0).toFixed(0),
      (times.at(-1) ?? 0).toFixed(0),
      String(runs),
    ]);
  }
  printTable(rows);
}

/** A deterministic pseudo-random source (so two runs ask the same sequence). */
export function randomSource(seed = 42) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return {
    next,
    pick: <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
  };
}
