import { type CSSProperties, useEffect, useMemo, useState } from 'react';

/** spec §9: the welcome confetti is 150 pieces for 3 seconds. */
export const CONFETTI_PIECES = 150;
export const CONFETTI_MS = 3000;

const COLORS = ['#4f46e5', '#ec4899', '#f59e0b', '#10b981', '#06b6d4', '#ef4444'];

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The pieces fall in this many sheets: each sheet is one animation (see `Confetti`). */
const SHEETS = 10;

interface Sheet {
  style: CSSProperties;
  pieces: CSSProperties[];
}

/**
 * A dependency-free CSS confetti burst over the page: `pieces` coloured bits fall for
 * `durationMs`, then it removes itself. Nothing is drawn when the user prefers reduced motion.
 * `random` is injectable so a test can fix the layout. The pieces are scattered over a few
 * full-screen sheets, each falling with its own delay and speed: a handful of animations rather
 * than one per piece, which kept a phone's main thread busy for a second after the dashboard
 * loaded. The fall's keyframes are in index.css (the Content-Security-Policy allows no inline
 * <style>); each sheet's and piece's own values are `style` props, which the CSSOM sets and the
 * policy allows.
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

  const sheets = useMemo(() => {
    const made: Sheet[] = Array.from({ length: SHEETS }, () => {
      // Each sheet starts within the first quarter and lands before the burst ends.
      const delay = random() * durationMs * 0.25;
      const fall = durationMs * (0.5 + random() * 0.25);
      return { style: { animation: `leadgen-confetti-fall ${fall}ms ease-in ${delay}ms both` }, pieces: [] };
    });
    for (let index = 0; index < pieces; index++) {
      made[index % SHEETS]?.pieces.push({
        left: `${random() * 100}%`,
        top: `${random() * 100}%`,
        width: `${6 + random() * 6}px`,
        height: `${8 + random() * 8}px`,
        background: COLORS[index % COLORS.length],
        borderRadius: random() > 0.5 ? '9999px' : '2px',
        rotate: `${random() * 360}deg`,
      });
    }
    return made;
  }, [pieces, durationMs, random]);

  if (!running) return null;
  return (
    <div
      aria-hidden="true"
      data-testid="confetti"
      className="pointer-events-none fixed inset-0 z-50 overflow-hidden"
    >
      {sheets.map((sheet, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the sheets never reorder
        <div key={index} className="absolute inset-0" style={sheet.style}>
          {sheet.pieces.map((style, at) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the pieces never reorder
            <span key={at} data-confetti-piece="" className="absolute block" style={style} />
          ))}
        </div>
      ))}
    </div>
  );
}
