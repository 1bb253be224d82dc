import { displayListName } from '@leadgen/core/domain';
import { Checkbox } from '../../../components/Checkbox';
import { FieldGroup } from '../../../components/FieldGroup';
import { SelectorFilterFields } from '../../../components/SelectorFilterFields';
import type { ListJson } from '../../../lib/api-types';
import { groupedCount } from '../../../lib/count-format';
import { type CampaignForm, emptyCampaignForm, hasFilters } from '../campaign-form';

/**
 * The selector's filter panel (spec §3 filter object, §5 "Filters: Create and edit screens"):
 * the shared fields with the lists after the search, then Exclude already contacted, and Clear
 * all filters.
 */
export function FilterPanel({
  form,
  onChange,
  lists,
}: {
  form: CampaignForm;
  onChange: (form: CampaignForm) => void;
  lists: readonly ListJson[];
}) {
  const toggleList = (id: string) =>
    onChange({
      ...form,
      selectedLists: form.selectedLists.includes(id)
        ? form.selectedLists.filter((each) => each !== id)
        : [...form.selectedLists, id],
    });
  return (
    <form aria-label="Filters" className="flex flex-col gap-5" onSubmit={(event) => event.preventDefault()}>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-slate-900">Filters</h2>
        <button
          type="button"
          disabled={!hasFilters(form)}
          onClick={() => onChange(emptyCampaignForm())}
          className="text-sm font-medium text-brand-600 hover:text-brand-700 disabled:text-slate-400"
        >
          Clear all filters
        </button>
      </div>
      <SelectorFilterFields
        value={form}
        onChange={onChange}
        layout="column"
        afterSearch={
          <FieldGroup title="Lists">
            {lists.map((list) => (
              <Checkbox
                key={list.id}
                label={displayListName(list.name)}
                hint={`${groupedCount(list.profile_count ?? 0)} profiles`}
                checked={form.selectedLists.includes(list.id)}
                onChange={() => toggleList(list.id)}
              />
            ))}
            <p className="text-xs text-slate-500">None ticked: every list.</p>
          </FieldGroup>
        }
      />
      <Checkbox
        label="Exclude already contacted"
        hint="Hide people you have messaged in another campaign or put on your do-not-contact list"
        checked={form.excludeContacted}
        onChange={(checked) => onChange({ ...form, excludeContacted: checked })}
      />
    </form>
  );
}
