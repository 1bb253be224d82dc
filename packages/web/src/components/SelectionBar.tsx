import { type ReactNode, type RefObject, useLayoutEffect, useRef } from 'react';
import { groupedCount } from '../lib/count-format';

/**
 * The CSS variable holding the room the selection bar takes at the bottom of the screen (its
 * height and margin, 0 without it): the toasts stack above it (components/toasts.tsx).
 */
export const SELECTION_BAR_SPACE = '--selection-bar-space';

/** Keeps SELECTION_BAR_SPACE on the root element up to date with `bar`'s height while it shows. */
function useReservedSpace(bar: RefObject<HTMLElement | null>, shown: boolean) {
  useLayoutEffect(() => {
    const element = bar.current;
    if (!shown || !element) return;
    const root = document.documentElement.style;
    const reserve = () => root.setProperty(SELECTION_BAR_SPACE, `${element.offsetHeight + 16}px`);
    reserve();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.removeProperty(SELECTION_BAR_SPACE);
    };
  }, [bar, shown]);
}

/**
 * The floating selection bar (spec §2): shown while any profile is selected, fixed at the bottom
 * of the screen with the count, a way to clear the selection and the screen's `children` actions.
 * It is opaque, and the toasts rise above it rather than cover it.
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
  const bar = useRef<HTMLElement>(null);
  useReservedSpace(bar, count > 0);
  if (count === 0) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4">
      <section
        ref={bar}
        aria-label="Selection"
        className="pointer-events-auto flex max-w-full flex-wrap items-center gap-2 rounded-2xl border border-slate-200 bg-white px-4 py-3 shadow-xl"
      >
        <span className="text-sm font-semibold text-slate-900" aria-live="polite">
          {groupedCount(count)} selected
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
