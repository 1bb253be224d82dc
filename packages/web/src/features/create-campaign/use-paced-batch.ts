import { useCallback, useEffect, useRef, useState } from 'react';
import { type PacedResult, runPaced, type Sleep, sleep } from './paced-batch';

/**
 * A paced batch run for a screen (spec §9: 5 at a time, 1 s between groups): `run` starts it,
 * `progress` says how far it is while running, `cancel` stops it before its next group. Leaving
 * the screen cancels it too. `wait` is injectable so tests need not wait.
 */
export function usePacedBatch({ wait = sleep }: { wait?: Sleep } = {}) {
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    async <T, R>(
      items: readonly T[],
      work: (item: T, signal: AbortSignal) => Promise<R>,
    ): Promise<PacedResult<T, R>> => {
      const abort = new AbortController();
      controller.current = abort;
      setProgress({ done: 0, total: items.length });
      try {
        return await runPaced(items, work, {
          wait,
          signal: abort.signal,
          onProgress: (done, total) => setProgress({ done, total }),
        });
      } finally {
        if (controller.current === abort) controller.current = null;
        setProgress(null);
      }
    },
    [wait],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { run, cancel, progress, running: progress !== null };
}
