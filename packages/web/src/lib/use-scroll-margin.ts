import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * How far below the page's top an element starts: the window virtualiser's `scrollMargin` for a
 * list under a header, filters or a search box whose height changes (measured again on resize).
 * It is read when the ResizeObserver reports, after the browser's own layout, never in the
 * commit: a read there would force the new rows' style and layout inside React's task, the
 * longest task of a page load. Until then it is null.
 */
export function useMeasuredScrollMargin(element: RefObject<HTMLElement | null>): number | null {
  const [scrollMargin, setScrollMargin] = useState<number | null>(null);
  useLayoutEffect(() => {
    const measure = () => {
      const top = (element.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
      setScrollMargin((current) => (current !== null && Math.abs(current - top) < 1 ? current : top));
    };
    if (typeof ResizeObserver !== 'function') {
      measure();
      return;
    }
    // observing reports once after the first layout, then on every resize
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [element]);
  return scrollMargin;
}

/**
 * `useMeasuredScrollMargin`, 0 until measured: positions do not depend on it, only how many rows
 * the first frame renders (a few more than fit).
 */
export function useScrollMargin(element: RefObject<HTMLElement | null>): number {
  return useMeasuredScrollMargin(element) ?? 0;
}
