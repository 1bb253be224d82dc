import type { DashboardTab } from '../dashboard-tab';

const TABS: { tab: DashboardTab; label: string }[] = [
  { tab: 'campaigns', label: 'Campaigns' },
  { tab: 'lists', label: 'Lists' },
];

/** The id of a tab's panel, for `aria-controls` and `aria-labelledby`. */
export const tabPanelId = (tab: DashboardTab) => `dashboard-panel-${tab}`;
export const tabId = (tab: DashboardTab) => `dashboard-tab-${tab}`;

/** The two tabs, each with its count in its label (spec §2). Arrow keys move between them. */
export function DashboardTabs({
  current,
  counts,
  onChange,
}: {
  current: DashboardTab;
  counts: Record<DashboardTab, number | undefined>;
  onChange: (tab: DashboardTab) => void;
}) {
  return (
    <div role="tablist" aria-label="Dashboard" className="flex gap-1 border-b border-slate-200">
      {TABS.map(({ tab, label }) => {
        const selected = tab === current;
        const count = counts[tab];
        return (
          <button
            key={tab}
            id={tabId(tab)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={tabPanelId(tab)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab)}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
              const next = tab === 'campaigns' ? 'lists' : 'campaigns';
              onChange(next);
              document.getElementById(tabId(next))?.focus();
            }}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium ${selected ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
          >
            {label} ({count ?? '…'})
          </button>
        );
      })}
    </div>
  );
}
