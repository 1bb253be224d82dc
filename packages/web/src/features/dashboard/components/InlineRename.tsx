import { type KeyboardEvent, useState } from 'react';

/**
 * A name with a pencil (spec §4 inline rename): the pencil opens an input; Enter or leaving the
 * field saves a non-empty, changed name; an empty name, or Escape, cancels.
 */
export function InlineRename({
  value,
  what,
  onSave,
  children,
}: {
  value: string;
  /** Names the thing in the buttons' accessible names, e.g. 'list natgeo'. */
  what: string;
  onSave: (name: string) => void;
  /** How the name shows when not editing (a toggle button, a heading). */
  children: React.ReactNode;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const finish = (save: boolean) => {
    const name = draft?.trim() ?? '';
    setDraft(null);
    if (save && name !== '' && name !== value) onSave(name);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') finish(true);
    if (event.key === 'Escape') {
      event.stopPropagation();
      finish(false);
    }
  };
  if (draft !== null) {
    return (
      <input
        // biome-ignore lint/a11y/noAutofocus: the user just asked to edit this name
        autoFocus
        aria-label={`New name for ${what}`}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => finish(true)}
        maxLength={200}
        className="min-w-0 flex-1 rounded-md border border-brand-500 px-2 py-1 text-sm focus:outline-none focus:ring-2 focus:ring-brand-100"
      />
    );
  }
  return (
    <>
      {children}
      <button
        type="button"
        aria-label={`Rename ${what}`}
        title="Rename"
        onClick={() => setDraft(value)}
        className="shrink-0 rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700"
      >
        <svg viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor" aria-hidden="true">
          <path d="M13.6 2.6a2 2 0 0 1 2.8 2.8l-9 9-3.9 1.1 1.1-3.9 9-9Z" />
        </svg>
      </button>
    </>
  );
}
