const RADIUS = 9;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A list's small progress ring (spec §4: 100 when completed, 50 or the run's live percent while processing, else 0). */
export function ProgressRing({ percent, label }: { percent: number; label: string }) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  const tone = value === 100 ? 'text-emerald-700' : value === 0 ? 'text-slate-500' : 'text-blue-700';
  return (
    <span
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className={`inline-flex items-center gap-1 text-xs ${tone}`}
    >
      <svg viewBox="0 0 24 24" className="h-5 w-5 -rotate-90" aria-hidden="true">
        <circle
          cx="12"
          cy="12"
          r={RADIUS}
          fill="none"
          stroke="currentColor"
          strokeOpacity="0.2"
          strokeWidth="3"
        />
        <circle
          cx="12"
          cy="12"
          r={RADIUS}
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - value / 100)}
          className="transition-[stroke-dashoffset] duration-500"
        />
      </svg>
      {/* the ring alone on phones, where the list's name needs the room */}
      <span className="hidden sm:inline">{value}%</span>
    </span>
  );
}
