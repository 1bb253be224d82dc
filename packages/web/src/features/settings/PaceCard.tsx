import { MAX_DAILY_CAP, MAX_WARMUP_DAYS, MIN_WARMUP_DAYS } from '@leadgen/core/domain';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/Button';
import { type PaceValues, usePaceSettings, useUpdatePaceSettings } from './use-pace-settings';

type Pace = NonNullable<ReturnType<typeof usePaceSettings>['data']>;

const INPUT =
  'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-xs focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100';

const valuesOf = (pace: Pace): PaceValues => ({
  dailyCap: String(pace.daily_cap),
  workingHours: pace.working_hours ?? '',
  timeZone: pace.time_zone,
  warmup: pace.warmup,
  warmupStart: String(pace.warmup_start),
  warmupDays: String(pace.warmup_days),
});

/** One labelled field of the form. */
function Field({
  label,
  hint,
  children,
}: {
  label: string;
  hint?: string;
  children: (id: string) => React.ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1 text-sm text-slate-700">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {children(id)}
      {hint ? <p className="text-xs text-slate-500">{hint}</p> : null}
    </div>
  );
}

/** A whole-number input between `min` and `max`, for a `Field`. */
const wholeNumber =
  (value: string, onChange: React.ChangeEventHandler<HTMLInputElement>, min: number, max: number) =>
  (id: string) => (
    <input
      id={id}
      type="number"
      min={min}
      max={max}
      step={1}
      value={value}
      onChange={onChange}
      className={INPUT}
    />
  );

/** The form over the saved pace; a fresh one whenever it changes (a save, another tab). */
function PaceForm({ pace }: { pace: Pace }) {
  const loaded = valuesOf(pace);
  const [values, setValues] = useState(loaded);
  const update = useUpdatePaceSettings(pace.version);
  const set = (field: keyof PaceValues) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues({ ...values, [field]: field === 'warmup' ? event.target.checked : event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(values);
  };
  const unchanged = JSON.stringify(values) === JSON.stringify(loaded);
  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label="New conversations a day" hint={`Across all campaigns, 1 to ${MAX_DAILY_CAP}`}>
          {wholeNumber(values.dailyCap, set('dailyCap'), 1, MAX_DAILY_CAP)}
        </Field>
        <Field label="Working hours" hint="Like 09:00-17:30; empty for any hour">
          {(id) => (
            <input
              id={id}
              value={values.workingHours}
              placeholder="any hour"
              onChange={set('workingHours')}
              className={INPUT}
            />
          )}
        </Field>
        <Field label="Time zone" hint="Like Europe/Lisbon">
          {(id) => <input id={id} value={values.timeZone} onChange={set('timeZone')} className={INPUT} />}
        </Field>
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" checked={values.warmup} onChange={set('warmup')} />
        Warm up a new account (off if you were already sending by hand)
      </label>
      {values.warmup ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Warm-up: a day at first" hint="New conversations on day 1">
            {wholeNumber(values.warmupStart, set('warmupStart'), 1, MAX_DAILY_CAP)}
          </Field>
          <Field label="Warm-up: days to the daily cap" hint={`${MIN_WARMUP_DAYS} to ${MAX_WARMUP_DAYS}`}>
            {wholeNumber(values.warmupDays, set('warmupDays'), MIN_WARMUP_DAYS, MAX_WARMUP_DAYS)}
          </Field>
        </div>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={unchanged || update.isPending}>
          {update.isPending ? 'Saving...' : 'Save pace'}
        </Button>
      </div>
    </form>
  );
}

/**
 * Settings › Sending pace (issue 36): the daily cap on new conversations (over the day and any
 * 24 hours), working hours, the time zone and the warm-up ramp for a new account, with the line
 * saying what limits sending now. Saves over the settings version it was loaded with.
 */
export function PaceCard() {
  const pace = usePaceSettings();
  return (
    <section
      aria-labelledby="pace-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="pace-heading" className="text-lg font-semibold">
        Sending pace
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        Instagram limits accounts that open many new conversations quickly: the send queue keeps you to this
        pace.
      </p>
      {pace.data ? (
        <>
          <p
            role="note"
            aria-label="What limits sending now"
            className="mt-3 text-sm font-medium text-slate-800"
          >
            {pace.data.health.line}
          </p>
          <PaceForm key={JSON.stringify(valuesOf(pace.data))} pace={pace.data} />
        </>
      ) : pace.isError ? (
        <p className="mt-4 text-sm text-slate-600">
          The setting could not be loaded. Please reload the page.
        </p>
      ) : (
        <p className="mt-4 text-sm text-slate-500">Loading...</p>
      )}
    </section>
  );
}
