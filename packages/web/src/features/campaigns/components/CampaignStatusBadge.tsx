import { CAMPAIGN_BADGE_COLORS } from '@leadgen/core/domain';

const COLORS: Record<string, string> = {
  gray: 'bg-slate-100 text-slate-700 ring-slate-200',
  green: 'bg-emerald-100 text-emerald-800 ring-emerald-200',
  yellow: 'bg-amber-100 text-amber-800 ring-amber-200',
  blue: 'bg-blue-100 text-blue-800 ring-blue-200',
  cyan: 'bg-cyan-100 text-cyan-800 ring-cyan-200',
};

/** Each status's own icon (spec §2 campaigns list: "Each status has its own colour and icon"). */
const ICONS: Record<string, string> = {
  draft: '✎',
  active: '▶',
  paused: '❚❚',
  completed: '✓',
  archived: '▣',
};

/** A campaign's status badge: spec §4 colours (draft grey, active green, …) and its icon. */
export function CampaignStatusBadge({ status }: { status: string }) {
  const color = (CAMPAIGN_BADGE_COLORS as Record<string, string>)[status] ?? 'gray';
  return (
    <span
      data-color={color}
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium capitalize ring-1 ring-inset ${COLORS[color] ?? COLORS.gray}`}
    >
      <span aria-hidden="true" className="text-[0.65rem]">
        {ICONS[status] ?? '•'}
      </span>
      {status}
    </span>
  );
}
