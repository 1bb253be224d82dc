import autocannon from 'autocannon';
import { printTable } from './stats.js';

/** One load run's label and what it asks: each request's path comes from `path()`. */
export interface LoadCase {
  label: string;
  path: () => string;
}

/**
 * Runs each case from 10 connections for 10 s (after a 2 s warm-up; requests time out at 60 s) against `url` signed in
 * with `cookie`, and prints requests/s and latencies beside `targets`. Prints; never asserts.
 */
export async function printLoad(url: string, cookie: string, cases: readonly LoadCase[], targets: string) {
  const rows = [['path', 'requests/s (mean)', 'p50 ms', 'p99 ms', 'max ms', 'non-2xx', 'errors', 'targets']];
  for (const { label, path } of cases) {
    const options = {
      url,
      connections: 10,
      // a slow request is measured, not dropped at autocannon's default 10 s
      timeout: 60,
      headers: { cookie },
      requests: [{ setupRequest: (request: { path: string }) => ({ ...request, path: path() }) }],
    };
    await autocannon({ ...options, duration: 2 });
    const result = await autocannon({ ...options, duration: 10 });
    rows.push([
      label,
      result.requests.average.toFixed(0),
      result.latency.p50.toFixed(1),
      result.latency.p99.toFixed(1),
      result.latency.max.toFixed(1),
      String(result.non2xx),
      String(result.errors + result.timeouts),
      targets,
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
