/** spec §4, §9: a press of 150 ms or more on a checkbox starts a drag-selection. */
export const DRAG_HOLD_MS = 150;

export interface DragSelectOptions {
  /** Whether the row at `index` is selected now. */
  isSelected: (index: number) => boolean;
  /** Selects (or deselects) the rows at `indices`. */
  apply: (indices: number[], select: boolean) => void;
  /** The row index under the pointer at (x, y), or null off the rows. */
  hitTest: (x: number, y: number) => number | null;
  /** Called when a hold becomes a drag (and with false when it ends). */
  onDragChange?: (dragging: boolean) => void;
  holdMs?: number;
  /** Runs `fn` after `ms`; returns a cancel. */
  schedule?: (fn: () => void, ms: number) => () => void;
}

export interface DragSelect {
  /** The pointer went down on the checkbox of row `index`. */
  press: (index: number) => void;
  /** The pointer moved to (x, y). */
  move: (x: number, y: number) => void;
  /** The pointer went up (or was cancelled). */
  release: () => void;
  /** True once for the click that ends a drag, which must not toggle its row again. */
  consumeClick: () => boolean;
  dragging: () => boolean;
}

const defaultSchedule = (fn: () => void, ms: number) => {
  const timer = setTimeout(fn, ms);
  return () => clearTimeout(timer);
};

/**
 * Drag-selection of spec §4: holding a checkbox for `holdMs` starts a drag that selects, or
 * deselects when the first row was selected, that row and every row the pointer passes until
 * release. Rows skipped by a fast move (between two hits) count as passed. A short press does
 * nothing here: its click toggles the row as usual. Independent of layout: rows are found by
 * `hitTest`, so it works with a virtualised list and is testable without one.
 */
export function createDragSelect(options: DragSelectOptions): DragSelect {
  const { holdMs = DRAG_HOLD_MS, schedule = defaultSchedule } = options;
  let cancelHold: (() => void) | null = null;
  let drag: { select: boolean; last: number } | null = null;
  let swallowClick = false;

  const stopHold = () => {
    cancelHold?.();
    cancelHold = null;
  };

  return {
    press(index) {
      stopHold();
      swallowClick = false;
      cancelHold = schedule(() => {
        cancelHold = null;
        const select = !options.isSelected(index);
        drag = { select, last: index };
        options.apply([index], select);
        options.onDragChange?.(true);
      }, holdMs);
    },
    move(x, y) {
      if (!drag) return;
      const index = options.hitTest(x, y);
      if (index === null || index === drag.last) return;
      const step = index > drag.last ? 1 : -1;
      const passed: number[] = [];
      for (let i = drag.last + step; i !== index + step; i += step) passed.push(i);
      drag.last = index;
      options.apply(passed, drag.select);
    },
    release() {
      stopHold();
      if (!drag) return;
      drag = null;
      options.onDragChange?.(false);
      // the click that follows the release lands on the first row (or nowhere): swallow it once
      swallowClick = true;
      schedule(() => {
        swallowClick = false;
      }, 0);
    },
    consumeClick() {
      const swallow = swallowClick;
      swallowClick = false;
      return swallow;
    },
    dragging: () => drag !== null,
  };
}

/** The elements at a point of the viewport, topmost first (`document.elementsFromPoint`). */
export type ElementsAt = (x: number, y: number) => readonly Element[];

const elementsAtPoint: ElementsAt = (x, y) =>
  typeof document.elementsFromPoint === 'function'
    ? document.elementsFromPoint(x, y)
    : [document.elementFromPoint(x, y)].filter((element): element is Element => element !== null);

/**
 * The hit test of a list's rows: the index (`data-index`) of the row of `list` under the pointer
 * now, read from the page as it is laid out at this move (never from offsets remembered at the
 * drag's start, which a layout shift would make wrong). Whatever covers the row (the floating
 * selection bar, a toast) is looked through, and a pointer that drifted left or right of the
 * list counts at the list's edge, so only the height decides the row. Null off the rows.
 */
export function rowHitTest(
  list: () => Element | null,
  elementsAt: ElementsAt = elementsAtPoint,
): (x: number, y: number) => number | null {
  return (x, y) => {
    const container = list();
    if (!container) return null;
    const box = container.getBoundingClientRect();
    const inside = box.width > 2 ? Math.min(Math.max(x, box.left + 1), box.right - 1) : x;
    for (const element of elementsAt(inside, y)) {
      if (!container.contains(element)) continue;
      const row = element.closest('[data-index]');
      if (!row || !container.contains(row)) continue;
      const index = Number(row.getAttribute('data-index'));
      return Number.isInteger(index) ? index : null;
    }
    return null;
  };
}
