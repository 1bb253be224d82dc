import { Field } from '../../../components/Field';
import { TagInput } from '../../../components/TagInput';
import { type EditFilter, emptyEditFilter, isFilterSet } from '../edit-filter';
import { Checkbox } from './Checkbox';

const keywordTag = (raw: string) => raw.trim().toLowerCase();
const digits = (text: string) => text.replace(/\D/g, '');

/**
 * Filter Profiles (spec §2 edit screen, §5 "Create and edit screens"): search, follower bounds,
 * include and exclude keywords, the three flags, Clear All Filters, and how many profiles match
 * and are selected.
 */
export function EditFilterPanel({
  filter,
  onChange,
  matching,
  selected,
}: {
  filter: EditFilter;
  onChange: (filter: EditFilter) => void;
  matching: number;
  selected: number;
}) {
  const set = <K extends keyof EditFilter>(key: K, value: EditFilter[K]) =>
    onChange({ ...filter, [key]: value });
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
          disabled={!isFilterSet(filter)}
          onClick={() => onChange(emptyEditFilter())}
          className="text-sm font-medium text-brand-600 hover:text-brand-700 disabled:text-slate-400"
        >
          Clear All Filters
        </button>
      </div>
      <Field
        label="Search"
        type="search"
        placeholder="Username, name or bio"
        value={filter.searchQuery}
        onChange={(event) => set('searchQuery', event.target.value)}
      />
      <div className="grid grid-cols-2 gap-3">
        <Field
          label="Min followers"
          inputMode="numeric"
          placeholder="0"
          value={filter.minFollowers}
          onChange={(event) => set('minFollowers', digits(event.target.value))}
        />
        <Field
          label="Max followers"
          inputMode="numeric"
          placeholder="Any"
          value={filter.maxFollowers}
          onChange={(event) => set('maxFollowers', digits(event.target.value))}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <TagInput
          label="Include keywords"
          hint="At least one in bio, name or username"
          placeholder="e.g. photographer"
          tags={filter.includeKeywords}
          normalize={keywordTag}
          onChange={(tags) => set('includeKeywords', tags)}
        />
        <TagInput
          label="Exclude keywords"
          hint="None of these may appear"
          placeholder="e.g. agency"
          tags={filter.excludeKeywords}
          normalize={keywordTag}
          onChange={(tags) => set('excludeKeywords', tags)}
        />
      </div>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        <Checkbox
          label="Has Profile Picture"
          checked={filter.hasProfilePicture}
          onChange={(checked) => set('hasProfilePicture', checked)}
        />
        <Checkbox
          label="Business Account"
          checked={filter.hasBusinessAccount}
          onChange={(checked) => set('hasBusinessAccount', checked)}
        />
        <Checkbox
          label="Verified"
          checked={filter.isVerified}
          onChange={(checked) => set('isVerified', checked)}
        />
      </div>
      <p className="text-sm text-slate-600" aria-live="polite" data-testid="filter-counts">
        <strong className="font-semibold text-slate-900">{matching}</strong> matching ·{' '}
        <strong className="font-semibold text-slate-900">{selected}</strong> selected
      </p>
    </form>
  );
}
