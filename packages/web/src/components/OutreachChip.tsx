import type { OutreachStatus } from '@leadgen/core/domain';

/** Each outreach status's colours: waiting grey, sent blue, answers green, ends amber or red. */
const TONES: Record<OutreachStatus, string> = {
  queued: 'bg-slate-100 text-slate-700',
  skipped: 'bg-slate-100 text-slate-500',
  sent: 'bg-sky-100 text-sky-800',
  replied: 'bg-emerald-100 text-emerald-800',
  interested: 'bg-emerald-100 text-emerald-800',
  won: 'bg-green-600 text-white',
  lost: 'bg-red-100 text-red-800',
};

/** A lead's outreach status as a chip. */
export function OutreachChip({ status }: { status: OutreachStatus }) {
  return (
    <span className={`inline-flex shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ${TONES[status]}`}>
      {status}
    </span>
  );
}
