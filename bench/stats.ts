/**
 * Times `fn` `runs` times after one warm-up and returns the median and p95 in milliseconds;
 * `before`, when given, runs untimed before each run.
 */
export async function timeRuns(
  runs: number,
  fn: () => Promise<unknown>,
  before?: () => Promise<unknown>,
): Promise<{ median: number; p95: number }> {
  await before?.();
  await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    await before?.();
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? Number.NaN;
  return { median: at(0.5), p95: at(0.95) };
}

/** Prints rows as an aligned table. */
export function printTable(rows: readonly (readonly string[])[]): void {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));
}
