import { messages } from '@leadgen/core/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/Button';
import { ErrorBox, Field } from '../../../components/Field';
import { api, read } from '../../../lib/api';
import { useSetSession } from '../../../lib/use-session';
import { AuthLayout } from '../AuthLayout';
import { useSubmit } from '../use-submit';

/** spec §2: the reset page waits 2 s with tokens in the hash, and 2 s after success. */
export const RESET_WAIT_MS = 2000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The token of the mailed link (`#access_token=…&type=recovery`), read once and cleared from the URL. */
function takeTokenFromHash(): string {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('access_token') ?? '';
  if (window.location.hash) window.history.replaceState(null, '', window.location.pathname);
  return token;
}

/** /reset-password (spec §2, §5 Auth). */
export default function ResetPasswordRoute() {
  const navigate = useNavigate();
  const setSession = useSetSession();
  const [token, setToken] = useState(takeTokenFromHash);
  const [state, setState] = useState<'verifying' | 'valid' | 'invalid' | 'done'>('verifying');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { error, setError, pending, run } = useSubmit();

  // A link pasted into a tab already on this page changes only the hash: read it again.
  useEffect(() => {
    const onHashChange = () => {
      const fresh = takeTokenFromHash();
      if (fresh) setToken(fresh);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  useEffect(() => {
    let live = true;
    const verify = async () => {
      setState('verifying');
      if (!token) return setState('invalid');
      const [{ valid }] = await Promise.all([
        read(api.auth['reset-password'].verify.$post({ json: { token } })).catch(() => ({
          valid: false,
        })),
        sleep(RESET_WAIT_MS),
      ]);
      if (live) setState(valid ? 'valid' : 'invalid');
    };
    void verify();
    return () => {
      live = false;
    };
  }, [token]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password || !confirm) return setError(messages.fillAllFields);
    if (password !== confirm) return setError(messages.passwordsDoNotMatch);
    if (password.length < 6) return setError(messages.passwordTooShort);
    void run(async () => {
      const { user } = await read(
        api.auth['reset-password'].$post({ json: { token, password, confirmPassword: confirm } }),
      );
      setState('done');
      await sleep(RESET_WAIT_MS);
      setSession(user, { signedIn: true });
      void navigate('/dashboard');
    });
  };

  return (
    <AuthLayout title="Set a new password">
      {state === 'verifying' ? <p className="text-sm text-slate-600">{messages.verifyingResetLink}</p> : null}
      {state === 'done' ? (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          {messages.passwordUpdated}. Taking you to your dashboard...
        </p>
      ) : null}
      {state === 'valid' || state === 'invalid' ? (
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <ErrorBox message={state === 'invalid' ? messages.invalidResetLink : error} />
          <Field
            label="New password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Field
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
          <Button type="submit" disabled={state !== 'valid' || pending}>
            {pending ? 'Updating...' : 'Update password'}
          </Button>
        </form>
      ) : null}
    </AuthLayout>
  );
}
