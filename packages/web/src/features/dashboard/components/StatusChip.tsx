import { CAMPAIGN_BADGE_COLORS, listStatusColor } from '@leadgen/core/domain';

const COLORS: Record<string, string> = {
  gray: 'bg-slate-100 text-slate-700',
  neutral: 'bg-slate-100 text-slate-700',
  green: 'bg-emerald-100 text-emerald-800',
  yellow: 'bg-amber-100 text-amber-800',
  blue: 'bg-blue-100 text-blue-800',
  red: 'bg-red-100 text-red-800',
  cyan: 'bg-cyan-100 text-cyan-800',
};

/** A status chip: list colours from spec §4 (unknown statuses neutral), or campaign badge colours. */
export function StatusChip({ status, kind }: { status: string; kind: 'list' | 'campaign' }) {
  const color =
    kind === 'list'
      ? listStatusColor(status)
      : ((CAMPAIGN_BADGE_COLORS as Record<string, string>)[status] ?? 'neutral');
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium capitalize ${COLORS[color] ?? COLORS.neutral}`}
    >
      {status}
    </span>
  );
}
