/** The lead review's panels that fold away on narrow screens, so the profiles come first. */
export type FoldingPanel = 'filters' | 'template' | 'insight';

const PANELS: { panel: FoldingPanel; label: string }[] = [
  { panel: 'filters', label: 'Filters' },
  { panel: 'template', label: 'Template' },
  { panel: 'insight', label: 'Audience' },
];

/** The id of a folding panel's region, for its toggle's aria-controls. */
export const panelId = (panel: FoldingPanel) => `lead-review-${panel}`;

/**
 * On narrow screens (below lg), one toggle per folding panel, shown only there; `activeFilters`
 * counts the filters in use on the Filters toggle.
 */
export function PanelToggles({
  open,
  onToggle,
  activeFilters,
}: {
  open: FoldingPanel | null;
  onToggle: (panel: FoldingPanel) => void;
  activeFilters: number;
}) {
  return (
    <div className="flex gap-2 lg:hidden">
      {PANELS.map(({ panel, label }) => (
        <button
          key={panel}
          type="button"
          aria-expanded={open === panel}
          aria-controls={panelId(panel)}
          onClick={() => onToggle(panel)}
          className={`rounded-lg border px-3 py-1.5 text-sm font-medium ${
            open === panel
              ? 'border-brand-600 bg-brand-50 text-brand-700'
              : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
          }`}
        >
          {label}
          {panel === 'filters' && activeFilters > 0 ? ` (${activeFilters})` : ''}
        </button>
      ))}
    </div>
  );
}

/** A folding panel's classes: always shown from lg up; below, only while open. */
export const foldingClass = (shown: boolean) => (shown ? '' : 'hidden lg:block');
