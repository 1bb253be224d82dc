import type { ReactNode } from 'react';

/**
 * The floating selection bar (spec §2): shown while any profile is selected, fixed at the bottom
 * of the screen with the count, a way to clear the selection and the screen's `children` actions.
 */
export function SelectionBar({
  count,
  onClear,
  children,
}: {
  count: number;
  onClear: () => void;
  children: ReactNode;
}) {
  if (count === 0) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4">
      <section
        aria-label="Selection"
        className="pointer-events-auto flex max-w-full flex-wrap items-center gap-2 rounded-2xl border border-slate-200 bg-white/95 px-4 py-3 shadow-xl backdrop-blur"
      >
        <span className="text-sm font-semibold text-slate-900" aria-live="polite">
          {count} selected
        </span>
        <button
          type="button"
          onClick={onClear}
          className="rounded-md px-2 py-1 text-sm text-slate-600 hover:bg-slate-100"
        >
          Clear
        </button>
        <span className="mx-1 hidden h-5 w-px bg-slate-200 sm:block" aria-hidden="true" />
        <div className="flex flex-wrap gap-2">{children}</div>
      </section>
    </div>
  );
}
