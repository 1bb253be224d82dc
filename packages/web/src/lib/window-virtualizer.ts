import { type Rect, type Virtualizer, windowScroll } from '@tanstack/react-virtual';
import { afterNextPaint } from './after-next-paint';

type WindowVirtualizer = Virtualizer<Window, Element>;

const sizeOfWindow = (): Rect => ({ width: window.innerWidth, height: window.innerHeight });

/** The window's size, read when this module loads (before any list is on the page) and on resize. */
let windowSize = sizeOfWindow();
window.addEventListener('resize', () => {
  windowSize = sizeOfWindow();
});

/** Reports the window's size on resize only: until then the virtualiser has `initialRect`. */
function observeWindowResize(instance: WindowVirtualizer, report: (rect: Rect) => void) {
  const target = instance.scrollElement;
  if (!target) return;
  const onResize = () => report(sizeOfWindow());
  target.addEventListener('resize', onResize, { passive: true });
  return () => target.removeEventListener('resize', onResize);
}

const mounted = new WeakSet<WindowVirtualizer>();

/**
 * Scrolls the window as the library does, but its first write, to the initial offset when the
 * list mounts, waits for the next paint (and is dropped if the list has gone by then).
 */
function scrollWindow(...[offset, options, instance]: Parameters<typeof windowScroll<Window>>) {
  if (mounted.has(instance)) return windowScroll(offset, options, instance);
  mounted.add(instance);
  afterNextPaint(() => {
    if (instance.scrollElement) windowScroll(offset, options, instance);
  });
}

/**
 * Options for `useWindowVirtualizer` that neither read nor write the window's layout while React
 * commits a list: the library's reads (the window's size) and write (the initial offset) on mount
 * would force the new rows' style and layout inside the commit, the longest task of a page load,
 * instead of the browser's frame. The size on the first render is the window's known size.
 */
export function windowVirtualizerOptions() {
  return { initialRect: windowSize, observeElementRect: observeWindowResize, scrollToFn: scrollWindow };
}
