import { type CSSProperties, useEffect, useMemo, useState } from 'react';

/** spec §9: the welcome confetti is 150 pieces for 3 seconds. */
export const CONFETTI_PIECES = 150;
export const CONFETTI_MS = 3000;

const COLORS = ['#4f46e5', '#ec4899', '#f59e0b', '#10b981', '#06b6d4', '#ef4444'];

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A dependency-free CSS confetti burst over the page: `pieces` coloured bits fall for
 * `durationMs`, then it removes itself. Nothing is drawn when the user prefers reduced motion.
 * `random` is injectable so a test can fix the layout. The fall's keyframes are in index.css
 * (the Content-Security-Policy allows no inline <style>); each piece's own values are `style`
 * props, which the CSSOM sets and the policy allows.
 */
export function Confetti({
  pieces = CONFETTI_PIECES,
  durationMs = CONFETTI_MS,
  random = Math.random,
}: {
  pieces?: number;
  durationMs?: number;
  random?: () => number;
}) {
  const [running, setRunning] = useState(() => !prefersReducedMotion());
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setRunning(false), durationMs);
    return () => clearTimeout(timer);
  }, [running, durationMs]);

  const styles = useMemo(
    () =>
      Array.from({ length: pieces }, (_, index): CSSProperties => {
        // Each piece starts within the first quarter and lands before the burst ends.
        const delay = random() * durationMs * 0.25;
        const fall = durationMs * (0.5 + random() * 0.25);
        return {
          left: `${random() * 100}%`,
          width: `${6 + random() * 6}px`,
          height: `${8 + random() * 8}px`,
          background: COLORS[index % COLORS.length],
          borderRadius: random() > 0.5 ? '9999px' : '2px',
          animation: `leadgen-confetti-fall ${fall}ms ease-in ${delay}ms both`,
          ['--drift' as string]: `${(random() - 0.5) * 30}vw`,
          ['--spin' as string]: `${(random() - 0.5) * 1440}deg`,
        };
      }),
    [pieces, durationMs, random],
  );

  if (!running) return null;
  return (
    <div
      aria-hidden="true"
      data-testid="confetti"
      className="pointer-events-none fixed inset-0 z-50 overflow-hidden"
    >
      {styles.map((style, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces never reorder
        <span key={index} data-confetti-piece="" className="absolute top-0 block" style={style} />
      ))}
    </div>
  );
}
