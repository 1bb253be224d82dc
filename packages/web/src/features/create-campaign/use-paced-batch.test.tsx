import { PERSONALIZE_CONCURRENCY, PERSONALIZE_PAUSE_MS } from '@leadgen/core/domain';
import { act, renderHook } from '@testing-library/react';
import { expect, it } from 'vitest';
import { runPaced } from './paced-batch';
import { usePacedBatch } from './use-paced-batch';

/** A sleep that returns at once and remembers what it was asked, with how much work had started. */
function fakeSleep(started: () => number) {
  const pauses: { ms: number; startedBefore: number }[] = [];
  const wait = async (ms: number) => {
    pauses.push({ ms, startedBefore: started() });
  };
  return { pauses, wait };
}

it('runs 5 at a time with a 1 s pause between groups (spec §9), never between or after', async () => {
  let started = 0;
  let inFlight = 0;
  let most = 0;
  const { pauses, wait } = fakeSleep(() => started);
  const { result } = renderHook(() => usePacedBatch({ wait }));
  let outcome: Awaited<ReturnType<typeof result.current.run<number, number>>> | undefined;
  await act(async () => {
    const running = result.current.run(
      Array.from({ length: 12 }, (_, i) => i),
      async (item) => {
        started += 1;
        inFlight += 1;
        most = Math.max(most, inFlight);
        await Promise.resolve();
        inFlight -= 1;
        return item * 2;
      },
    );
    outcome = await running;
  });
  expect(PERSONALIZE_CONCURRENCY).toBe(5);
  expect(PERSONALIZE_PAUSE_MS).toBe(1000);
  expect(most).toBe(5);
  // groups of 5, 5, 2: a pause after the first and the second group only
  expect(pauses).toEqual([
    { ms: 1000, startedBefore: 5 },
    { ms: 1000, startedBefore: 10 },
  ]);
  expect(outcome?.ok.map((each) => each.value).sort((a, b) => a - b)).toEqual(
    Array.from({ length: 12 }, (_, i) => i * 2),
  );
  expect(outcome?.cancelled).toBe(false);
  expect(result.current.progress).toBeNull();
});

it('reports progress while running, and cancel stops before the next group', async () => {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const { result } = renderHook(() => usePacedBatch({ wait: async () => {} }));
  let running: Promise<{ ok: unknown[]; failed: unknown[]; cancelled: boolean }> | undefined;
  act(() => {
    running = result.current.run(
      Array.from({ length: 8 }, (_, i) => i),
      async () => gate,
    );
  });
  expect(result.current.progress).toEqual({ done: 0, total: 8 });
  expect(result.current.running).toBe(true);
  act(() => result.current.cancel());
  await act(async () => {
    release();
    await running;
  });
  const outcome = await running;
  // the group in flight finished; the second group never started
  expect(outcome?.ok).toHaveLength(5);
  expect(outcome?.cancelled).toBe(true);
  expect(result.current.progress).toBeNull();
});

it('collects per-item failures without stopping the run', async () => {
  const progress: number[] = [];
  const outcome = await runPaced(
    ['a', 'b', 'c', 'd', 'e', 'f', 'g'],
    async (item) => {
      if (item === 'b' || item === 'f') throw new Error(`no ${item}`);
      return item.toUpperCase();
    },
    { wait: async () => {}, onProgress: (done) => progress.push(done) },
  );
  expect(outcome.ok.map((each) => each.value).sort()).toEqual(['A', 'C', 'D', 'E', 'G']);
  expect(outcome.failed.map((each) => each.item)).toEqual(['b', 'f']);
  expect(progress).toEqual([1, 2, 3, 4, 5, 6, 7]);
});
