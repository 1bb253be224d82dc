import { messages } from '@leadgen/core/domain';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorBox, Field } from '../../components/Field';
import { Select } from '../../components/Select';
import { failureMessage } from '../../lib/api';
import { SecretShownOnce, shortDateTime } from './SecretShownOnce';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from './use-api-keys';

const when = (iso: string | null) => shortDateTime(iso, 'never');

const SCOPES = { write: 'Read and write', read: 'Read only' } as const;
type Scope = keyof typeof SCOPES;
const scopeOf = (label: string): Scope => (label === SCOPES.read ? 'read' : 'write');

/** The key just made, shown this once with Copy. */
function NewKey({ apiKey }: { apiKey: string }) {
  return (
    <SecretShownOnce name="key" label="New API key" value={apiKey} notice={messages.apiKeyShownOnce}>
      <p className="text-slate-700">
        Send it as <span className="font-mono">Authorization: Bearer &lt;key&gt;</span> to{' '}
        <span className="font-mono">{window.location.origin}/api/v1</span>.
      </p>
    </SecretShownOnce>
  );
}

/**
 * Settings › API keys (issue 35): make a key for the public API (a name and a scope; the key is
 * shown once), and the keys with their last use and Revoke, asked first. The reference of the
 * API is linked (/api/v1/docs).
 */
export function ApiKeysCard() {
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<Scope>('write');
  const [revoking, setRevoking] = useState<{ id: string; name: string } | null>(null);
  const error = create.error ?? revoke.error ?? keys.error;
  return (
    <section
      aria-labelledby="api-keys-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="api-keys-heading" className="text-lg font-semibold">
        API keys
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Keys let your scripts and other tools use Leadgen’s API: lists, runs, campaigns and more, as you. A
        read-only key cannot change anything or spend credits.{' '}
        <a className="text-brand-700 underline" href="/api/v1/docs">
          API reference
        </a>
      </p>
      <form
        className="mt-4 flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate({ name, scope }, { onSuccess: () => setName('') });
        }}
      >
        <div className="min-w-48 flex-1">
          <Field
            label="Key name"
            value={name}
            maxLength={60}
            placeholder="Nightly export"
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <Select
          label="Access"
          options={Object.values(SCOPES)}
          value={SCOPES[scope]}
          onChange={(event) => setScope(scopeOf(event.target.value))}
        />
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create key'}
        </Button>
      </form>
      {error ? (
        <div className="mt-3">
          <ErrorBox message={failureMessage(error, 'Something went wrong: try again')} />
        </div>
      ) : null}
      {create.data ? <NewKey apiKey={create.data.key} /> : null}
      <h3 className="mt-6 text-sm font-semibold text-slate-700">Your keys</h3>
      {keys.data && keys.data.length > 0 ? (
        <ul className="mt-2 divide-y divide-slate-100" aria-label="API keys">
          {keys.data.map((key) => (
            <li key={key.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span>
                <span className="font-medium">{key.name}</span>{' '}
                <span className="font-mono text-xs text-slate-500">{key.prefix}…</span>
                <span className="block text-xs text-slate-500">
                  {SCOPES[key.scope]} · Created {when(key.created_at)} · Last used {when(key.last_used_at)}
                </span>
              </span>
              <Button
                variant="secondary"
                aria-label={`Revoke ${key.name}`}
                disabled={revoke.isPending}
                onClick={() => setRevoking({ id: key.id, name: key.name })}
              >
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-500">{keys.isPending ? 'Loading...' : 'No API keys yet.'}</p>
      )}
      {revoking ? (
        <ConfirmDialog
          title="Revoke API key?"
          tone="danger"
          confirmLabel="Revoke"
          onConfirm={() => {
            revoke.mutate(revoking.id);
            setRevoking(null);
          }}
          onClose={() => setRevoking(null)}
        >
          Programs using “{revoking.name}” will be refused from now on. This cannot be undone.
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
