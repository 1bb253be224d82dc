import { MAX_MAX_PROFILES, MIN_MAX_PROFILES } from '@leadgen/core/domain';
import { type FormEvent, useId } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { Field } from '../../../components/Field';
import { type DiscoveryForm as Form, maxProfilesOf } from '../discovery-targets';
import { LISTS_TAB } from '../lists-tab';
import { RefreshCheckbox } from './RefreshCheckbox';
import { TargetAccountsField } from './TargetAccountsField';

const SEARCH_TYPES = [
  { value: 'followers', label: 'Followers', hint: 'People who follow the targets' },
  { value: 'following', label: 'Following', hint: 'Accounts the targets follow' },
] as const;

/**
 * The search-by-target form (spec §2, §5): target accounts, followers or following, max
 * profiles (clamped to 1..1000 when the field is left) and, only when `askSessionId` (the search
 * type's actor logs in to Instagram, DESIGN.md §9), the Instagram session id.
 */
export function DiscoveryForm({
  form,
  askSessionId,
  onChange,
  onSubmit,
  pending,
}: {
  form: Form;
  askSessionId: boolean;
  onChange: (form: Form) => void;
  onSubmit: () => void;
  pending: boolean;
}) {
  const sessionHelpId = useId();
  const set = (patch: Partial<Form>) => onChange({ ...form, ...patch });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="discovery-form-title"
      className="flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="discovery-form-title" className="text-lg font-semibold">
        Create Instagram Discovery Campaign
      </h2>
      <TargetAccountsField targets={form.targets} onChange={(targets) => set({ targets })} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-700">Search type</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {SEARCH_TYPES.map((type) => (
            <label
              key={type.value}
              className={`flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 text-sm ${form.searchType === type.value ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-white'}`}
            >
              <input
                type="radio"
                name="search-type"
                value={type.value}
                checked={form.searchType === type.value}
                onChange={() => set({ searchType: type.value })}
                className="mt-0.5"
              />
              <span>
                <span className="block font-medium text-slate-900">{type.label}</span>
                <span className="block text-xs text-slate-600">{type.hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Max profiles"
          type="number"
          inputMode="numeric"
          min={MIN_MAX_PROFILES}
          max={MAX_MAX_PROFILES}
          step={1}
          value={form.maxProfiles}
          onChange={(event) => set({ maxProfiles: event.target.value })}
          onBlur={() => set({ maxProfiles: String(maxProfilesOf(form)) })}
        />
        {askSessionId ? (
          <Field
            label="Instagram session ID"
            type="password"
            autoComplete="off"
            spellCheck={false}
            aria-describedby={sessionHelpId}
            value={form.sessionId}
            onChange={(event) => set({ sessionId: event.target.value })}
          />
        ) : null}
      </div>
      <div className="-mt-3 flex flex-col gap-1 text-xs text-slate-500">
        <p>
          Between {MIN_MAX_PROFILES} and {MAX_MAX_PROFILES.toLocaleString('en-US')} profiles.
        </p>
        {askSessionId ? (
          <p id={sessionHelpId}>
            The configured scraper logs in to Instagram, so it needs the <code>sessionid</code> cookie of a
            signed-in Instagram session. It is used for this run only and erased afterwards.
          </p>
        ) : null}
      </div>
      <RefreshCheckbox checked={form.refresh} onChange={(refresh) => set({ refresh })} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link
          to={LISTS_TAB}
          className="inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          Cancel
        </Link>
        <Button type="submit" disabled={pending}>
          {pending ? 'Starting...' : 'Start Discovery'}
        </Button>
      </div>
    </form>
  );
}
