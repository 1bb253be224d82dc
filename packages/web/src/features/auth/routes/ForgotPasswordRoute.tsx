import { messages } from '@leadgen/core/domain';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { ErrorBox, Field } from '../../../components/Field';
import { api, read } from '../../../lib/api';
import { AuthLayout } from '../AuthLayout';
import { useSubmit } from '../use-submit';

/** /forgot-password (spec §2): asks for a reset e-mail; the answer is the same for every address. */
export default function ForgotPasswordRoute() {
  const { error, setError, pending, run } = useSubmit();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setError(messages.enterEmail);
    void run(async () => {
      const { message } = await read(api.auth['forgot-password'].$post({ json: { email } }));
      setSent(message);
    });
  };
  return (
    <AuthLayout
      title="Reset your password"
      footer={
        <Link to="/login" className="text-brand-600 hover:underline">
          Back to sign in
        </Link>
      }
    >
      {sent ? (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          {sent}
        </p>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <ErrorBox message={error} />
          <Field
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Button type="submit" disabled={pending}>
            {pending ? 'Sending...' : 'Send reset link'}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
