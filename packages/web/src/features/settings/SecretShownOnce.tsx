import { type ReactNode, useState } from 'react';
import { Button } from '../../components/Button';

/**
 * A secret just made (an API key, an extension token, a webhook's signing secret), shown this
 * once with Copy: the server keeps only its hash, or never shows it again. `name` is what it is
 * called in the sentences ("key", "token", "signing secret"); `children` say how to use it.
 */
export function SecretShownOnce({
  name,
  label,
  value,
  notice,
  children,
}: {
  name: string;
  /** What the panel says first; "Copy this <name> now: it is shown only once." by default. */
  notice?: string;
  /** The field's accessible name ("New API key"). */
  label: string;
  value: string;
  children: ReactNode;
}) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="mt-4 flex flex-col gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm">
      <p className="font-medium">{notice ?? `Copy this ${name} now: it is shown only once.`}</p>
      <div className="flex gap-2">
        <input
          aria-label={label}
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-xs"
        />
        <Button onClick={copy}>Copy</Button>
      </div>
      {copied === null ? null : (
        <p role="status" className="text-slate-700">
          {copied
            ? `${name[0]?.toUpperCase()}${name.slice(1)} copied`
            : `Could not copy: select the ${name} and copy it`}
        </p>
      )}
      {children}
    </div>
  );
}

/** When a key, token or delivery was made or last used, short ('Nov 28, 06:50 PM'); `none` otherwise. */
export const shortDateTime = (iso: string | null, none: string) =>
  iso
    ? new Date(iso).toLocaleString('en-US', {
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      })
    : none;
