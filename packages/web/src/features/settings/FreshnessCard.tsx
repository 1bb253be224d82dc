import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/Button';
import { useFreshness, useUpdateFreshness } from './use-freshness';

/** The field with the saved days; a fresh one whenever they change (a save, another tab). */
function FreshnessForm({
  days,
  defaultDays,
  maxDays,
  version,
}: {
  days: number;
  defaultDays: number;
  maxDays: number;
  /** The settings version the form saves over. */
  version: number;
}) {
  const loaded = String(days);
  const [value, setValue] = useState(loaded);
  const update = useUpdateFreshness(version);
  const fieldId = useId();
  const hintId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(value.trim());
  };
  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <label htmlFor={fieldId}>Reuse enrichment younger than</label>
        <input
          id={fieldId}
          type="number"
          inputMode="numeric"
          min={0}
          max={maxDays}
          step={1}
          placeholder={String(defaultDays)}
          aria-describedby={hintId}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          className="w-20 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-xs focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100"
        />
        <span>days</span>
      </div>
      <p id={hintId} className="text-xs text-slate-500">
        From 0 to {maxDays}: 0 enriches everyone again on every run; empty puts back the default,{' '}
        {defaultDays} days.
      </p>
      <div className="flex justify-end">
        <Button type="submit" disabled={value.trim() === loaded || update.isPending}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}

/**
 * Settings › Enrichment (issue 30): how long a person's enrichment is reused by later runs at
 * no charge, in days (0 to 365; 0 always enriches again; blank is the default, 30; the server
 * answers the bounds with the setting).
 */
export function FreshnessCard() {
  const freshness = useFreshness();
  return (
    <section
      aria-labelledby="freshness-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="freshness-heading" className="text-lg font-semibold">
        Enrichment
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        A run reuses what it already knows of a profile, at no charge, while it is recent enough.
      </p>
      {freshness.data ? (
        <FreshnessForm
          key={freshness.data.days}
          days={freshness.data.days}
          defaultDays={freshness.data.default_days}
          maxDays={freshness.data.max_days}
          version={freshness.data.version}
        />
      ) : freshness.isError ? (
        <p className="mt-4 text-sm text-slate-600">
          The setting could not be loaded. Please reload the page.
        </p>
      ) : (
        <p className="mt-4 text-sm text-slate-500">Loading...</p>
      )}
    </section>
  );
}
