import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * How far below the page's top an element starts: the window virtualiser's `scrollMargin` for a
 * list under a header, filters or a search box whose height changes (measured again on resize).
 */
export function useScrollMargin(element: RefObject<HTMLElement | null>): number {
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const top = (element.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
      setScrollMargin((current) => (Math.abs(current - top) < 1 ? current : top));
    };
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(document.body);
    return () => observer?.disconnect();
  }, [element]);
  return scrollMargin;
}
