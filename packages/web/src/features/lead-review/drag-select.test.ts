import { afterEach, describe, expect, it } from 'vitest';
import { createDragSelect, type ElementsAt, rowHitTest } from './drag-select';

// Drag-selection hit-testing: the row under the pointer is read from the page at every move, so
// a layout shift after the drag starts (a card above the list growing) cannot pick other rows.

const ROW = 40;

/** A list of `count` rows laid out from `layout.top`, `ROW` px each, with what covers them. */
function fakeList(count: number) {
  const list = document.createElement('ul');
  for (let index = 0; index < count; index++) {
    const row = document.createElement('li');
    row.setAttribute('data-index', String(index));
    row.append(document.createElement('input'));
    list.append(row);
  }
  const overlay = document.createElement('div');
  document.body.append(list, overlay);
  const layout = { top: 100, left: 0, width: 600, overlayFrom: Number.POSITIVE_INFINITY };
  list.getBoundingClientRect = () =>
    ({
      left: layout.left,
      right: layout.left + layout.width,
      top: layout.top,
      width: layout.width,
    }) as DOMRect;
  // the page as it is laid out now: the overlay (a fixed bar) above the row's checkbox and row
  const elementsAt: ElementsAt = (x, y) => {
    const found: Element[] = [];
    if (y >= layout.overlayFrom) found.push(overlay);
    if (x < layout.left || x > layout.left + layout.width) return [...found, document.body];
    const index = Math.floor((y - layout.top) / ROW);
    const row = list.children[index];
    if (row) found.push(row.firstElementChild as Element, row);
    return [...found, list, document.body];
  };
  const y = (index: number) => layout.top + index * ROW + ROW / 2;
  return { list, layout, elementsAt, y };
}

/** A drag whose hold fires at once when asked (`hold()`), selecting into a set. */
function drag(hitTest: (x: number, y: number) => number | null) {
  const selected = new Set<number>();
  let fire: (() => void) | null = null;
  const select = createDragSelect({
    isSelected: (index) => selected.has(index),
    apply: (indices, on) => {
      for (const index of indices) {
        if (on) selected.add(index);
        else selected.delete(index);
      }
    },
    hitTest,
    schedule: (fn) => {
      fire = fn;
      return () => {
        fire = null;
      };
    },
  });
  return { select, selected, hold: () => fire?.() };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('drag-selection hit-testing', () => {
  it('selects exactly the rows the pointer passes, though the list moved down after the drag began', () => {
    const page = fakeList(10);
    const { select, selected, hold } = drag(rowHitTest(() => page.list, page.elementsAt));
    select.press(1);
    hold();
    // something above the list grew by 34 px: the rows are read where they are now
    page.layout.top += 34;
    for (const index of [1, 2, 3, 4]) select.move(10, page.y(index));
    select.release();
    expect([...selected].sort()).toEqual([1, 2, 3, 4]);
  });

  it('deselects exactly the rows a drag from a selected row passes, upwards too', () => {
    const page = fakeList(10);
    const { select, selected, hold } = drag(rowHitTest(() => page.list, page.elementsAt));
    for (const index of [0, 1, 2, 3, 4, 5, 6]) selected.add(index);
    select.press(5);
    hold();
    page.layout.top -= 20;
    select.move(10, page.y(4));
    select.move(10, page.y(2));
    select.release();
    expect([...selected].sort()).toEqual([0, 1, 6]);
  });

  it('looks through a bar covering the rows, counts a pointer off the side at the edge, ignores other lists', () => {
    const page = fakeList(10);
    const other = fakeList(10);
    const hitTest = rowHitTest(() => page.list, page.elementsAt);
    page.layout.overlayFrom = page.y(6) - 5;
    expect(hitTest(10, page.y(7))).toBe(7);
    expect(hitTest(-200, page.y(3))).toBe(3);
    expect(hitTest(900, page.y(2))).toBe(2);
    expect(hitTest(10, page.layout.top - 5)).toBeNull();
    expect(rowHitTest(() => page.list, other.elementsAt)(10, other.y(3))).toBeNull();
  });

  it('fills in rows skipped by a fast move, and a short press selects nothing', () => {
    const page = fakeList(10);
    const { select, selected, hold } = drag(rowHitTest(() => page.list, page.elementsAt));
    select.press(2);
    select.release();
    expect(selected.size).toBe(0);
    select.press(2);
    hold();
    select.move(10, page.y(6));
    expect([...selected].sort()).toEqual([2, 3, 4, 5, 6]);
  });
});
