import type { LeadReviewSort } from '@leadgen/core/domain';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type PointerEvent, useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useMeasuredScrollMargin } from '../../../lib/use-scroll-margin';
import { windowVirtualizerOptions } from '../../../lib/window-virtualizer';
import { rowHitTest } from '../drag-select';
import type { LeadProfile } from '../lead-profile';
import { useDragSelect } from '../use-drag-select';
import { DENSE_ROW_HEIGHT_PX, DenseHeader, DenseProfileRow } from './DenseProfileRow';
import { ProfileRow, ROW_HEIGHT_PX } from './ProfileRow';

/** Room for an expanded row's message editor until it is measured. */
const EDITOR_ESTIMATE_PX = 130;
/** Ask for the next page this many rows before the loaded ones run out. */
const PREFETCH_ROWS = 80;
/** Rows rendered beyond the window's edges, once the list's offset is known. */
const OVERSCAN_ROWS = 4;

function SkeletonRow({ height }: { height: number }) {
  return (
    <div
      className="flex gap-3 overflow-hidden border-b border-slate-100 bg-white px-4 py-3"
      style={{ height }}
      aria-hidden="true"
    >
      <span className="mt-2.5 h-4 w-4 rounded bg-slate-100" />
      <span className="h-9 w-9 rounded-full bg-slate-100" />
      <span className="flex flex-1 flex-col gap-2 pt-1">
        <span className="h-3 w-32 rounded bg-slate-100" />
        <span className="h-3 w-48 rounded bg-slate-100" />
      </span>
    </div>
  );
}

/**
 * The virtualised profile list (DESIGN.md §7): `count` rows (all that match), of which `rows`
 * are loaded; the next page is asked for before the user reaches the end of them. Rows scroll
 * with the page. A click toggles a row; holding a checkbox starts drag-selection (spec §4).
 * `dense`: the table view, a 40 px line per profile under column titles (which sort it: `sort`,
 * `onSort`), instead of the cards.
 */
export function ProfileList({
  listId,
  rows,
  count,
  selected,
  onToggle,
  onSelectMany,
  expanded,
  onExpand,
  hasNextPage,
  fetchingNextPage,
  fetchNextPage,
  dense = false,
  sort,
  onSort,
}: {
  dense?: boolean;
  sort?: LeadReviewSort;
  onSort?: (sort: LeadReviewSort) => void;
  listId: string;
  rows: readonly LeadProfile[];
  count: number;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onSelectMany: (ids: string[], select: boolean) => void;
  expanded: ReadonlySet<string>;
  onExpand: (id: string) => void;
  hasNextPage: boolean;
  fetchingNextPage: boolean;
  fetchNextPage: () => void;
}) {
  const container = useRef<HTMLUListElement>(null);
  const scrollMargin = useMeasuredScrollMargin(container);

  const total = Math.max(count, rows.length);
  const getItemKey = useCallback((index: number) => rows[index]?.id ?? `pending-${index}`, [rows]);
  const rowHeight = dense ? DENSE_ROW_HEIGHT_PX : ROW_HEIGHT_PX;
  const Row = dense ? DenseProfileRow : ProfileRow;
  const virtualizer = useWindowVirtualizer({
    count: total,
    estimateSize: (index) => rowHeight + (expanded.has(rows[index]?.id ?? '') ? EDITOR_ESTIMATE_PX : 0),
    // Until the list's offset is measured (after the first frame), the rows are those that would
    // fill the window were the list at the page's top: more than show, so none beyond them; once
    // measured, these are about the rows kept, rather than a few drawn only to be removed.
    overscan: scrollMargin === null ? 0 : OVERSCAN_ROWS,
    // rows on the first render, before the window has been measured
    ...windowVirtualizerOptions(),
    scrollMargin: scrollMargin ?? 0,
    getItemKey,
  });
  // collapsed rows have a fixed height; a row that opened or closed is measured again
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure when the expanded rows change
  useLayoutEffect(() => virtualizer.measure(), [expanded, virtualizer]);
  const items = virtualizer.getVirtualItems();

  const lastIndex = items.at(-1)?.index ?? 0;
  useEffect(() => {
    if (hasNextPage && !fetchingNextPage && lastIndex >= rows.length - PREFETCH_ROWS) fetchNextPage();
  }, [lastIndex, rows.length, hasNextPage, fetchingNextPage, fetchNextPage]);

  // the row under the pointer at each move, in this list only
  const hitTest = useMemo(() => rowHitTest(() => container.current), []);
  const { drag, dragging } = useDragSelect(
    (index) => {
      const id = rows[index]?.id;
      return id !== undefined && selected.has(id);
    },
    (indices, select) =>
      onSelectMany(
        indices.flatMap((index) => rows[index]?.id ?? []),
        select,
      ),
    hitTest,
  );
  const toggle = useCallback(
    (id: string) => (drag.consumeClick() ? undefined : onToggle(id)),
    [drag, onToggle],
  );
  const press = useCallback(
    (id: string, event: PointerEvent) => {
      if (event.button !== 0) return;
      const index = rows.findIndex((row) => row.id === id);
      if (index !== -1) drag.press(index);
    },
    [drag, rows],
  );

  return (
    <div>
      {dense ? <DenseHeader sort={sort} onSort={onSort} /> : null}
      <ul
        ref={container}
        aria-label="Profiles"
        aria-busy={fetchingNextPage}
        className={`relative overflow-hidden border border-slate-200 bg-white shadow-sm ${dense ? 'rounded-b-2xl' : 'rounded-2xl'} ${dragging ? 'select-none' : ''}`}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {items.map((item) => {
          const profile = rows[item.index];
          return (
            <li
              key={item.key}
              aria-label={profile ? `@${profile.username}` : 'Loading'}
              data-index={item.index}
              ref={profile && expanded.has(profile.id) ? virtualizer.measureElement : undefined}
              className="absolute inset-x-0 top-0"
              style={{
                transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
                contain: 'layout paint',
              }}
            >
              {profile ? (
                <Row
                  listId={listId}
                  profile={profile}
                  selected={selected.has(profile.id)}
                  expanded={expanded.has(profile.id)}
                  onToggle={toggle}
                  onExpand={onExpand}
                  onCheckboxPointerDown={press}
                />
              ) : (
                <SkeletonRow height={rowHeight} />
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
