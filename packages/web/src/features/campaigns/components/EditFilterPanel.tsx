import { OutreachStatusSelect } from '../../../components/OutreachStatusSelect';
import { SelectorFilterFields } from '../../../components/SelectorFilterFields';
import { emptySelectorForm, isSelectorFormSet, type SelectorForm } from '../../../lib/selector-form';

/**
 * Filter Profiles (spec §2 "Edit campaign screen", §5 "Filters: Create and edit screens"): the
 * shared fields in the wide layout, Clear All Filters, and how many profiles match and are
 * selected.
 */
export function EditFilterPanel({
  filter,
  onChange,
  status,
  onStatus,
  matching,
  selected,
}: {
  filter: SelectorForm;
  onChange: (filter: SelectorForm) => void;
  /** The outreach status shown ('' for any). */
  status: string;
  onStatus: (status: string) => void;
  matching: number;
  selected: number;
}) {
  return (
    <form
      aria-label="Filter Profiles"
      className="flex flex-col gap-4"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-900">Filter Profiles</h2>
        <button
          type="button"
          disabled={!isSelectorFormSet(filter) && status === ''}
          onClick={() => {
            onChange(emptySelectorForm());
            onStatus('');
          }}
          className="text-sm font-medium text-brand-600 hover:text-brand-700 disabled:text-slate-400"
        >
          Clear All Filters
        </button>
      </div>
      <SelectorFilterFields value={filter} onChange={onChange} layout="wide" />
      <OutreachStatusSelect value={status} onChange={onStatus} />
      <p className="text-sm text-slate-600" aria-live="polite" data-testid="filter-counts">
        <strong className="font-semibold text-slate-900">{matching}</strong> matching ·{' '}
        <strong className="font-semibold text-slate-900">{selected}</strong> selected
      </p>
    </form>
  );
}
