import { useEffect, useState } from 'react';
import { afterNextPaint } from '../../lib/after-next-paint';

/** spec §2, §9: the sticky header dims once the page has scrolled 10 px. */
export const HEADER_DIM_SCROLL_PX = 10;

/** True while the window is scrolled more than `threshold` pixels. */
export function useScrolled(threshold = HEADER_DIM_SCROLL_PX): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    // the first read waits for the page's layout (a read while it is stale would force it)
    const cancel = afterNextPaint(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancel();
      window.removeEventListener('scroll', onScroll);
    };
  }, [threshold]);
  return scrolled;
}
