import { SETTINGS_INDUSTRIES, SETTINGS_REFERRAL_SOURCES } from '@leadgen/core/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { Select } from '../../components/Select';
import type { UserJson } from '../../lib/use-session';
import { type ProfileValues, profileChanged, profileValues } from './profile-values';
import { useUpdateProfile } from './use-update-profile';

/** The settings choices, plus a value chosen at sign-up from its own list so it still shows. */
const withCurrent = (options: readonly string[], current: string) =>
  current && !options.includes(current) ? [...options, current] : options;

/** The profile form (spec §2 Settings, §5 Settings): e-mail read-only, Save only when changed. */
export function ProfileForm({ user }: { user: UserJson }) {
  const loaded = profileValues(user);
  const [form, setForm] = useState(loaded);
  const update = useUpdateProfile(user.settings_version);
  const field = (name: keyof ProfileValues) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(form);
  };
  return (
    <section
      aria-labelledby="profile-heading"
      className="self-start rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="profile-heading" className="text-lg font-semibold">
        Profile
      </h2>
      <form onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field label="First name" autoComplete="given-name" {...field('first_name')} />
        <Field label="Last name" autoComplete="family-name" {...field('last_name')} />
        <div className="sm:col-span-2">
          <Field label="Email" type="email" value={user.email} readOnly aria-readonly />
        </div>
        <div className="sm:col-span-2">
          <Field label="Instagram username" placeholder="yourhandle" {...field('instagram_username')} />
        </div>
        <Select
          label="Industry"
          options={withCurrent(SETTINGS_INDUSTRIES, loaded.industry)}
          placeholder="Select an industry"
          {...field('industry')}
        />
        <Select
          label="How did you hear about us?"
          options={withCurrent(SETTINGS_REFERRAL_SOURCES, loaded.referral_source)}
          placeholder="Select an option"
          {...field('referral_source')}
        />
        <div className="sm:col-span-2 flex justify-end">
          <Button type="submit" disabled={!profileChanged(form, loaded) || update.isPending}>
            {update.isPending ? 'Saving...' : 'Save changes'}
          </Button>
        </div>
      </form>
    </section>
  );
}
