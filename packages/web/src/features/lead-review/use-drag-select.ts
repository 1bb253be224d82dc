import { useEffect, useRef, useState } from 'react';
import { createDragSelect, type DragSelect } from './drag-select';

/** Pixels from the window's top or bottom edge where a drag scrolls the page. */
const EDGE = 48;

/**
 * The drag-selection of the lead review list (see `createDragSelect`) wired to the window's
 * pointer events, scrolling the page while the pointer is held near its top or bottom edge.
 * `isSelected`, `apply` and `hitTest` (see `rowHitTest`) are read fresh on each use.
 */
export function useDragSelect(
  isSelected: (index: number) => boolean,
  apply: (indices: number[], select: boolean) => void,
  hitTest: (x: number, y: number) => number | null,
): { drag: DragSelect; dragging: boolean } {
  const [dragging, setDragging] = useState(false);
  const latest = useRef({ isSelected, apply, hitTest });
  latest.current = { isSelected, apply, hitTest };
  const ref = useRef<DragSelect | null>(null);
  if (ref.current === null) {
    ref.current = createDragSelect({
      isSelected: (index) => latest.current.isSelected(index),
      apply: (indices, select) => latest.current.apply(indices, select),
      hitTest: (x, y) => latest.current.hitTest(x, y),
      onDragChange: setDragging,
    });
  }
  const drag = ref.current;

  useEffect(() => {
    let pointer: { x: number; y: number } | null = null;
    let frame = 0;
    const autoScroll = () => {
      frame = 0;
      if (!pointer || !drag.dragging()) return;
      const { y } = pointer;
      const speed =
        y < EDGE ? -(EDGE - y) / 2 : y > window.innerHeight - EDGE ? (y - window.innerHeight + EDGE) / 2 : 0;
      if (speed === 0) return;
      window.scrollBy(0, speed);
      drag.move(pointer.x, pointer.y);
      frame = requestAnimationFrame(autoScroll);
    };
    const onMove = (event: PointerEvent) => {
      if (!drag.dragging()) return;
      pointer = { x: event.clientX, y: event.clientY };
      drag.move(event.clientX, event.clientY);
      if (frame === 0) frame = requestAnimationFrame(autoScroll);
    };
    const onUp = () => {
      pointer = null;
      drag.release();
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onUp);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onUp);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [drag]);

  return { drag, dragging };
}
