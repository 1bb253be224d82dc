/** A message starting with this is good news, shown green (spec §2 inline error banner). */
export const CHECK_MARK = '✓';

/**
 * The screens' inline banner (spec §2): red, unless the message begins with a check mark, then
 * green. Errors are announced at once, good news politely.
 */
export function InlineBanner({ message, onDismiss }: { message: string | null; onDismiss?: () => void }) {
  if (!message) return null;
  const good = message.startsWith(CHECK_MARK);
  return (
    <div
      data-tone={good ? 'success' : 'error'}
      className={`flex items-start justify-between gap-3 rounded-lg border px-4 py-3 text-sm ${good ? 'border-emerald-200 bg-emerald-50 text-emerald-800' : 'border-red-200 bg-red-50 text-red-700'}`}
    >
      <p role={good ? 'status' : 'alert'}>{message}</p>
      {onDismiss ? (
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss message"
          className="-my-1 rounded px-1.5 text-lg leading-none opacity-70 hover:opacity-100"
        >
          ×
        </button>
      ) : null}
    </div>
  );
}
