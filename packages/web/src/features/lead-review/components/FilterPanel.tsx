import { useId } from 'react';
import { EMPTY_LEAD_FILTERS, hasLeadFilters, type LeadFilters } from '../lead-filters';

const TEXT_FIELDS = [
  { key: 'bioContains', label: 'Bio contains', placeholder: 'e.g. photographer' },
  { key: 'bioExcludes', label: 'Bio excludes', placeholder: 'e.g. agency' },
  { key: 'nameContains', label: 'Name contains', placeholder: 'Full name or username' },
] as const;

const BOUND_FIELDS = [
  { key: 'minFollowers', label: 'Min followers' },
  { key: 'maxFollowers', label: 'Max followers' },
  { key: 'minPosts', label: 'Min posts' },
  { key: 'maxPosts', label: 'Max posts' },
] as const;

const INPUT =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100';

function FilterInput({
  label,
  value,
  onChange,
  numeric,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  numeric?: boolean;
  placeholder?: string;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-600">
        {label}
      </label>
      <input
        id={id}
        value={value}
        placeholder={placeholder}
        inputMode={numeric ? 'numeric' : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={INPUT}
      />
    </div>
  );
}

/**
 * The lead review filters (spec §5): bio contains / excludes, name contains, followers and posts
 * bounds. The server applies them (a bound leaves out rows with a missing or zero count) and
 * its message for a bad bound shows below, in `error`.
 */
export function FilterPanel({
  filters,
  onChange,
  error,
}: {
  filters: LeadFilters;
  onChange: (filters: LeadFilters) => void;
  error: string | null;
}) {
  const set = (key: keyof LeadFilters) => (value: string) => onChange({ ...filters, [key]: value });
  return (
    <section aria-label="Filters" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-slate-900">Filters</h2>
        {hasLeadFilters(filters) ? (
          <button
            type="button"
            onClick={() => onChange(EMPTY_LEAD_FILTERS)}
            className="rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50"
          >
            Clear filters
          </button>
        ) : null}
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        {TEXT_FIELDS.map((field) => (
          <FilterInput
            key={field.key}
            label={field.label}
            placeholder={field.placeholder}
            value={filters[field.key]}
            onChange={set(field.key)}
          />
        ))}
      </div>
      <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {BOUND_FIELDS.map((field) => (
          <FilterInput
            key={field.key}
            label={field.label}
            numeric
            placeholder="Any"
            value={filters[field.key]}
            onChange={set(field.key)}
          />
        ))}
      </div>
      {error ? (
        <p
          role="alert"
          className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700"
        >
          {error}
        </p>
      ) : null}
    </section>
  );
}
