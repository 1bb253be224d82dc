import { useEffect, useRef } from 'react';
import { useApp } from './app-context.js';

/**
 * Calls `refresh` now, every `pollMs` (default 1 s: what other processes wrote to the shared
 * database, e.g. a run the web app or cron started) and at once when this process's event bus
 * reports a change for the user. Stops when the component unmounts.
 */
export function usePoll(refresh: () => Promise<void> | void): void {
  const { deps } = useApp();
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    let stopped = false;
    const run = () => {
      if (!stopped) void Promise.resolve(latest.current()).catch(() => {});
    };
    run();
    const timer = setInterval(run, deps.pollMs ?? 1000);
    const unsubscribe = deps.bus.subscribe(deps.user.id, run);
    return () => {
      stopped = true;
      clearInterval(timer);
      unsubscribe();
    };
  }, [deps]);
}
