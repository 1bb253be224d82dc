import { useEffect, useState } from 'react';

/** spec §2, §9: the sticky header dims once the page has scrolled 10 px. */
export const HEADER_DIM_SCROLL_PX = 10;

/** True while the window is scrolled more than `threshold` pixels. */
export function useScrolled(threshold = HEADER_DIM_SCROLL_PX): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return scrolled;
}
