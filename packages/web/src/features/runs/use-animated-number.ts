import { useEffect, useRef, useState } from 'react';

/** spec §9: the number animation lasts 800 ms. */
export const NUMBER_ANIMATION_MS = 800;

const easeOut = (t: number) => 1 - (1 - t) ** 3;

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * `target`, counted from the value shown before (0 at first) over `durationMs` (spec §9: 800
 * ms), one step per animation frame; the last frame lands exactly on `target`. A user who
 * prefers reduced motion sees the value at once.
 */
export function useAnimatedNumber(target: number, durationMs = NUMBER_ANIMATION_MS): number {
  const [shown, setShown] = useState(0);
  const latest = useRef(0);
  latest.current = shown;

  useEffect(() => {
    const from = latest.current;
    if (from === target) return;
    if (reducedMotion()) {
      setShown(target);
      return;
    }
    const start = performance.now();
    let frame = 0;
    const tick = (now: number) => {
      const t = Math.min(1, Math.max(0, (now - start) / durationMs));
      setShown(t === 1 ? target : Math.round(from + (target - from) * easeOut(t)));
      if (t < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs]);

  return shown;
}
