import { useState } from 'react';
import { Button } from '../../components/Button';
import { ErrorBox, Field } from '../../components/Field';
import { failureMessage } from '../../lib/api';
import { EXTENSION_INSTALL_STEPS } from '../../lib/extension-install-steps';
import { usePublicConfig } from '../../lib/use-public-config';
import { SecretShownOnce, shortDateTime } from './SecretShownOnce';
import { useExtensionPairings, usePairBrowser, useRevokePairing } from './use-extension-pairings';

const when = (iso: string | null) => shortDateTime(iso, 'never');

/** The token just made, shown this once with Copy and the steps to paste it in the extension. */
function NewToken({ token, extensionUrl }: { token: string; extensionUrl: string | null | undefined }) {
  return (
    <SecretShownOnce name="token" label="Extension token" value={token}>
      <ol className="list-decimal space-y-1 pl-5 text-slate-700">
        <li>
          Install the extension:
          <ol aria-label="Install the extension" className="mt-1 list-[lower-alpha] space-y-1 pl-5">
            {EXTENSION_INSTALL_STEPS.map((each, index) => (
              <li key={each.title}>
                {index === 0 && extensionUrl ? (
                  <a className="text-brand-700 underline" href={extensionUrl}>
                    {each.title}
                  </a>
                ) : (
                  each.title
                )}
                . {each.text}
              </li>
            ))}
          </ol>
        </li>
        <li>Open the extension’s popup from the browser’s toolbar.</li>
        <li>
          Enter this Leadgen’s address, <span className="font-mono">{window.location.origin}</span>, paste the
          token, and choose Pair.
        </li>
      </ol>
    </SecretShownOnce>
  );
}

/**
 * Settings › Browser extension (issue 23): pair a browser (a token shown once, with the steps
 * to paste it in the extension's popup), and the paired browsers with their last use and Revoke.
 * A token only opens the send queue: it cannot read lists, spend credits or change the account.
 */
export function ExtensionCard() {
  const pairings = useExtensionPairings();
  const pair = usePairBrowser();
  const revoke = useRevokePairing();
  const config = usePublicConfig();
  const [label, setLabel] = useState('');
  const error = pair.error ?? revoke.error ?? pairings.error;
  return (
    <section
      aria-labelledby="extension-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="extension-heading" className="text-lg font-semibold">
        Browser extension
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        The extension shows your send queue beside Instagram: the next lead, its message, Copy, Sent and Skip.
        You press Send in Instagram yourself; the extension never types or sends there.
      </p>
      <form
        className="mt-4 flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          pair.mutate(label, { onSuccess: () => setLabel('') });
        }}
      >
        <div className="min-w-48 flex-1">
          <Field
            label="Name this browser (optional)"
            value={label}
            maxLength={60}
            placeholder="Work laptop"
            onChange={(event) => setLabel(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={pair.isPending}>
          {pair.isPending ? 'Pairing...' : 'Pair a browser'}
        </Button>
      </form>
      {error ? (
        <div className="mt-3">
          <ErrorBox message={failureMessage(error, 'Something went wrong: try again')} />
        </div>
      ) : null}
      {pair.data ? <NewToken token={pair.data.token} extensionUrl={config.data?.extension_url} /> : null}
      <h3 className="mt-6 text-sm font-semibold text-slate-700">Paired browsers</h3>
      {pairings.data && pairings.data.length > 0 ? (
        <ul className="mt-2 divide-y divide-slate-100" aria-label="Paired browsers">
          {pairings.data.map((pairing) => (
            <li key={pairing.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span>
                <span className="font-medium">{pairing.label}</span>
                <span className="block text-xs text-slate-500">
                  Paired {when(pairing.created_at)} · Last used {when(pairing.last_used_at)}
                </span>
              </span>
              <Button
                variant="secondary"
                aria-label={`Revoke ${pairing.label}`}
                disabled={revoke.isPending}
                onClick={() => revoke.mutate(pairing.id)}
              >
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-500">
          {pairings.isPending ? 'Loading...' : 'No browser is paired.'}
        </p>
      )}
    </section>
  );
}
