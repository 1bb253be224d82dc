import { useEffect, useId, useRef, useState } from 'react';

/**
 * The two-step delete (spec §4): the first click turns the button into 'Confirm Delete', a click
 * anywhere else cancels, the second click calls `onConfirm`. A `warning` (what the delete
 * touches beyond the thing itself) shows beside 'Confirm Delete' and describes it.
 */
export function TwoStepDeleteButton({
  what,
  onConfirm,
  disabled,
  warning,
}: {
  /** Names the thing in the accessible name, e.g. 'list natgeo'. */
  what: string;
  onConfirm: () => void;
  disabled?: boolean;
  warning?: string | null;
}) {
  const warningId = useId();
  const [armed, setArmed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!armed) return;
    const cancel = (event: Event) => {
      // The arming click may still be on its way up to the document: it is inside the button.
      if (!button.current?.contains(event.target as Node)) setArmed(false);
    };
    document.addEventListener('click', cancel, true);
    return () => document.removeEventListener('click', cancel, true);
  }, [armed]);
  const warned = armed && !!warning;
  return (
    <>
      {warned ? (
        <span id={warningId} role="status" className="max-w-56 text-xs text-amber-800">
          {warning}
        </span>
      ) : null}
      <button
        ref={button}
        type="button"
        disabled={disabled}
        aria-label={armed ? 'Confirm Delete' : `Delete ${what}`}
        aria-describedby={warned ? warningId : undefined}
        onClick={() => {
          if (!armed) return setArmed(true);
          setArmed(false);
          onConfirm();
        }}
        className={
          armed
            ? 'shrink-0 rounded-md bg-red-600 px-2 py-1 text-xs font-medium text-white hover:bg-red-700'
            : 'shrink-0 rounded-md p-1 text-slate-400 hover:bg-red-50 hover:text-red-600 disabled:opacity-50'
        }
      >
        {armed ? (
          'Confirm Delete'
        ) : (
          <svg viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor" aria-hidden="true">
            <path d="M8 2h4a1 1 0 0 1 1 1v1h3a1 1 0 1 1 0 2h-.1l-.8 10.1A2 2 0 0 1 13.1 18H6.9a2 2 0 0 1-2-1.9L4.1 6H4a1 1 0 0 1 0-2h3V3a1 1 0 0 1 1-1Zm-1.9 4 .8 10h6.2l.8-10H6.1Z" />
          </svg>
        )}
      </button>
    </>
  );
}
