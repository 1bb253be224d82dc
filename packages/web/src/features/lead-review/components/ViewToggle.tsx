import type { LeadView } from '../use-lead-view';

const VIEWS: { view: LeadView; label: string }[] = [
  { view: 'cards', label: 'Cards' },
  { view: 'table', label: 'Table' },
];

/** Cards or the dense table: two pressed-state buttons. */
export function ViewToggle({ view, onChange }: { view: LeadView; onChange: (view: LeadView) => void }) {
  return (
    <fieldset className="flex rounded-lg border border-slate-300 bg-white p-0.5">
      <legend className="sr-only">View</legend>
      {VIEWS.map((each) => (
        <button
          key={each.view}
          type="button"
          aria-pressed={view === each.view}
          onClick={() => onChange(each.view)}
          className={`rounded-md px-3 py-1 text-sm font-medium ${
            view === each.view ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100'
          }`}
        >
          {each.label}
        </button>
      ))}
    </fieldset>
  );
}
