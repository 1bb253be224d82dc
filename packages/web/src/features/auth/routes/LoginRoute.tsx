import { messages } from '@leadgen/core/domain';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/Button';
import { ErrorBox, Field } from '../../../components/Field';
import { api, read } from '../../../lib/api';
import { useSetSession } from '../../../lib/use-session';
import { AuthLayout } from '../AuthLayout';
import { useSubmit } from '../use-submit';

/** /login (spec §2): e-mail, password, remember me; success goes to /dashboard. */
export function LoginRoute() {
  const navigate = useNavigate();
  const setSession = useSetSession();
  const { error, setError, pending, run } = useSubmit();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) return setError(messages.fillAllFields);
    void run(async () => {
      const { user } = await read(api.auth.signin.$post({ json: { email, password, remember } }));
      setSession(user, { signedIn: true });
      void navigate('/dashboard');
    });
  };

  return (
    <AuthLayout
      title="Sign in to Leadgen"
      footer={
        <>
          No account yet?{' '}
          <Link to="/signup" className="font-medium text-brand-600 hover:underline">
            Sign up
          </Link>
        </>
      }
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <ErrorBox message={error} />
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Field
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className="flex items-center justify-between text-sm">
          <label className="flex items-center gap-2">
            <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
            Remember me
          </label>
          <Link to="/forgot-password" className="text-brand-600 hover:underline">
            Forgot password?
          </Link>
        </div>
        <Button type="submit" disabled={pending}>
          {pending ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
    </AuthLayout>
  );
}
