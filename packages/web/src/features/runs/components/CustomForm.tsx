import {
  isValidUsername,
  MAX_CUSTOM_USERNAMES,
  messages,
  normalizeUsername,
  splitPastedUsernames,
} from '@leadgen/core/domain';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { TagInput } from '../../../components/TagInput';
import { LISTS_TAB } from '../lists-tab';
import { CsvImport } from './CsvImport';
import { RefreshCheckbox } from './RefreshCheckbox';

/** What the custom list form holds. */
export interface CustomFormValues {
  usernames: string[];
  /** Enrich everyone again, charged, instead of reusing the people already known (issue 30). */
  refresh: boolean;
}

/** spec §5: letters, digits, dot and underscore, '@' dropped and lowercased as typed. */
const usernameRules = {
  normalize: normalizeUsername,
  validate: (username: string, raw: string) =>
    isValidUsername(username) ? null : messages.invalidUsername(raw.trim()),
  max: MAX_CUSTOM_USERNAMES,
  maxMessage: messages.maxUsernames,
  // a column pasted from a spreadsheet: one username per cell
  split: splitPastedUsernames,
};

/**
 * The custom list form (spec §2, §5 Custom list): usernames one by one or from a CSV, and Launch,
 * disabled while there is no username. No session id field: the profile actor never logs in to
 * Instagram, so one would never be used (DESIGN.md §9).
 */
export function CustomForm({
  values,
  onChange,
  onSubmit,
  pending,
}: {
  values: CustomFormValues;
  onChange: (values: CustomFormValues) => void;
  onSubmit: () => void;
  pending: boolean;
}) {
  const set = (patch: Partial<CustomFormValues>) => onChange({ ...values, ...patch });
  const count = values.usernames.length;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (count > 0) onSubmit();
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="custom-form-title"
      className="flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="custom-form-title" className="text-lg font-semibold">
        Create Custom Campaign
      </h2>
      <CsvImport onImported={(usernames) => set({ usernames })} />
      <div className="flex flex-col gap-2">
        <TagInput
          label="Instagram usernames"
          tags={values.usernames}
          onChange={(usernames) => set({ usernames })}
          placeholder="Type a username, then Enter or comma"
          hint={`Up to ${MAX_CUSTOM_USERNAMES} usernames. Backspace in the empty field removes the last one.`}
          {...usernameRules}
        />
        <div className="flex items-center justify-between text-sm text-slate-600">
          <span aria-live="polite">
            {count} username{count === 1 ? '' : 's'}
          </span>
          {count > 0 ? (
            <Button variant="ghost" className="px-2 py-1" onClick={() => set({ usernames: [] })}>
              Clear all
            </Button>
          ) : null}
        </div>
      </div>
      <RefreshCheckbox checked={values.refresh} onChange={(refresh) => set({ refresh })} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link
          to={LISTS_TAB}
          className="inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          Cancel
        </Link>
        <Button type="submit" disabled={count === 0 || pending}>
          {pending ? 'Launching...' : 'Launch Campaign'}
        </Button>
      </div>
    </form>
  );
}
