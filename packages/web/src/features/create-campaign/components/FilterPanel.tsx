import { displayListName } from '@leadgen/core/domain';
import { type ReactNode, useId } from 'react';
import { Field } from '../../../components/Field';
import { TagInput } from '../../../components/TagInput';
import type { CompletedList } from '../api/selector-types';
import { emptySelectorForm, hasFilters, type SelectorForm } from '../selector-form';

const keywordTag = (raw: string) => raw.trim().toLowerCase();

/**
 * The selector's filter panel (spec §3 filter object, §5 "Create and edit screens"): search,
 * lists, follower bounds, the three flags (true or no filter), include and exclude keywords,
 * Exclude already contacted, and Clear all filters.
 */
export function FilterPanel({
  form,
  onChange,
  lists,
}: {
  form: SelectorForm;
  onChange: (form: SelectorForm) => void;
  lists: readonly CompletedList[];
}) {
  const set = <K extends keyof SelectorForm>(key: K, value: SelectorForm[K]) =>
    onChange({ ...form, [key]: value });
  const toggleList = (id: string) =>
    set(
      'selectedLists',
      form.selectedLists.includes(id)
        ? form.selectedLists.filter((each) => each !== id)
        : [...form.selectedLists, id],
    );
  return (
    <form aria-label="Filters" className="flex flex-col gap-5" onSubmit={(event) => event.preventDefault()}>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-slate-900">Filters</h2>
        <button
          type="button"
          disabled={!hasFilters(form)}
          onClick={() => onChange(emptySelectorForm())}
          className="text-sm font-medium text-brand-600 hover:text-brand-700 disabled:text-slate-400"
        >
          Clear all filters
        </button>
      </div>
      <Field
        label="Search"
        type="search"
        placeholder="Username, name or bio"
        value={form.searchQuery}
        onChange={(event) => set('searchQuery', event.target.value)}
      />
      <Group title="Lists">
        {lists.map((list) => (
          <Check
            key={list.id}
            label={displayListName(list.name)}
            hint={`${list.profiles_found ?? 0} profiles`}
            checked={form.selectedLists.includes(list.id)}
            onChange={() => toggleList(list.id)}
          />
        ))}
        <p className="text-xs text-slate-500">None ticked: every list.</p>
      </Group>
      <Group title="Followers">
        <div className="grid grid-cols-2 gap-2">
          <Field
            label="Min followers"
            inputMode="numeric"
            placeholder="0"
            value={form.minFollowers}
            onChange={(event) => set('minFollowers', event.target.value.replace(/\D/g, ''))}
          />
          <Field
            label="Max followers"
            inputMode="numeric"
            placeholder="Any"
            value={form.maxFollowers}
            onChange={(event) => set('maxFollowers', event.target.value.replace(/\D/g, ''))}
          />
        </div>
      </Group>
      <Group title="Profile">
        <Check
          label="Has Profile Picture"
          checked={form.hasProfilePicture}
          onChange={(checked) => set('hasProfilePicture', checked)}
        />
        <Check
          label="Business Account"
          checked={form.hasBusinessAccount}
          onChange={(checked) => set('hasBusinessAccount', checked)}
        />
        <Check
          label="Verified"
          checked={form.isVerified}
          onChange={(checked) => set('isVerified', checked)}
        />
      </Group>
      <TagInput
        label="Include keywords"
        hint="At least one in bio, name or username"
        placeholder="e.g. coach, founder"
        tags={form.includeKeywords}
        normalize={keywordTag}
        onChange={(tags) => set('includeKeywords', tags)}
      />
      <TagInput
        label="Exclude keywords"
        hint="None of these may appear"
        placeholder="e.g. agency"
        tags={form.excludeKeywords}
        normalize={keywordTag}
        onChange={(tags) => set('excludeKeywords', tags)}
      />
      <Check
        label="Exclude already contacted"
        hint="Hide profiles already in one of your campaigns"
        checked={form.excludeContacted}
        onChange={(checked) => set('excludeContacted', checked)}
      />
    </form>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">{title}</legend>
      {children}
    </fieldset>
  );
}

function Check({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-2 text-sm text-slate-800">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 h-4 w-4 shrink-0 cursor-pointer rounded border-slate-300 accent-brand-600"
      />
      <span className="min-w-0">
        <label htmlFor={id} className="block cursor-pointer break-words">
          {label}
        </label>
        {hint ? (
          <span id={`${id}-hint`} className="block text-xs text-slate-500">
            {hint}
          </span>
        ) : null}
      </span>
    </div>
  );
}
