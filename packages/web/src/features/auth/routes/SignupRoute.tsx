import { messages, SIGNUP_INDUSTRIES, SIGNUP_REFERRAL_SOURCES } from '@leadgen/core/domain';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/Button';
import { ErrorBox, Field } from '../../../components/Field';
import { Select } from '../../../components/Select';
import { api, read } from '../../../lib/api';
import { useSetSession } from '../../../lib/use-session';
import { AuthLayout } from '../AuthLayout';
import { useSubmit } from '../use-submit';

const EMPTY = {
  email: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
  instagramUsername: '',
  industry: '',
  referralSource: '',
};

/** spec §5 Auth, checked before the request (the server checks the same). */
export function signupError(form: typeof EMPTY): string | null {
  if (!form.email.trim() || !form.password || !form.firstName.trim() || !form.lastName.trim())
    return messages.fillAllRequiredFields;
  if (form.password !== form.confirmPassword) return messages.passwordsDoNotMatch;
  if (form.password.length < 6) return messages.passwordTooShort;
  return null;
}

/** /signup (spec §2, §3 option lists): success goes to /dashboard. */
export default function SignupRoute() {
  const navigate = useNavigate();
  const setSession = useSetSession();
  const { error, setError, pending, run } = useSubmit();
  const [form, setForm] = useState(EMPTY);
  const field = (name: keyof typeof EMPTY) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = signupError(form);
    if (invalid) return setError(invalid);
    void run(async () => {
      const { user } = await read(api.auth.signup.$post({ json: form }));
      setSession(user, { signedIn: true });
      void navigate('/dashboard');
    });
  };

  return (
    <AuthLayout
      title="Create your account"
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-medium text-brand-600 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <ErrorBox message={error} />
        <Field label="Email" type="email" autoComplete="email" {...field('email')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="First name" autoComplete="given-name" {...field('firstName')} />
          <Field label="Last name" autoComplete="family-name" {...field('lastName')} />
        </div>
        <Field label="Password" type="password" autoComplete="new-password" {...field('password')} />
        <Field
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <Field label="Instagram username (optional)" {...field('instagramUsername')} />
        <Select
          label="Industry (optional)"
          options={SIGNUP_INDUSTRIES}
          placeholder="Select an industry"
          {...field('industry')}
        />
        <Select
          label="How did you hear about us? (optional)"
          options={SIGNUP_REFERRAL_SOURCES}
          placeholder="Select an option"
          {...field('referralSource')}
        />
        <Button type="submit" disabled={pending}>
          {pending ? 'Creating account...' : 'Create account'}
        </Button>
      </form>
    </AuthLayout>
  );
}
