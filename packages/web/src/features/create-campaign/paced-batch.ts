import { PERSONALIZE_CONCURRENCY, PERSONALIZE_PAUSE_MS } from '@leadgen/core/domain';

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

/** Waits `ms`, or less when `signal` aborts (a cancelled run doesn't sit out its pause). */
export const sleep: Sleep = (ms, signal) =>
  new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

export interface PacedResult<T, R> {
  ok: { item: T; value: R }[];
  failed: { item: T; error: unknown }[];
  cancelled: boolean;
}

/**
 * Runs `work` over `items` in groups of `size` at once with `pauseMs` between groups (spec §9:
 * the domain's `PERSONALIZE_CONCURRENCY` and `PERSONALIZE_PAUSE_MS`, as core's `personalizeBatch`),
 * reporting each finished item to `onProgress`. Per-item failures are collected, never thrown;
 * an aborted `signal` stops before the next group (the group in flight finishes).
 */
export async function runPaced<T, R>(
  items: readonly T[],
  work: (item: T, signal: AbortSignal) => Promise<R>,
  {
    size = PERSONALIZE_CONCURRENCY,
    pauseMs = PERSONALIZE_PAUSE_MS,
    wait = sleep,
    signal = new AbortController().signal,
    onProgress,
  }: {
    size?: number;
    pauseMs?: number;
    wait?: Sleep;
    signal?: AbortSignal;
    onProgress?: (done: number, total: number) => void;
  } = {},
): Promise<PacedResult<T, R>> {
  const result: PacedResult<T, R> = { ok: [], failed: [], cancelled: false };
  let done = 0;
  for (let start = 0; start < items.length; start += size) {
    if (start > 0) await wait(pauseMs, signal);
    if (signal.aborted) {
      result.cancelled = true;
      break;
    }
    const group = items.slice(start, start + size);
    await Promise.all(
      group.map(async (item) => {
        try {
          result.ok.push({ item, value: await work(item, signal) });
        } catch (error) {
          result.failed.push({ item, error });
        }
        done += 1;
        onProgress?.(done, items.length);
      }),
    );
  }
  return result;
}
