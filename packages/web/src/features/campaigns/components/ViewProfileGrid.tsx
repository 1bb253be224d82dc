import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useScrollMargin } from '../../../lib/use-scroll-margin';
import { windowVirtualizerOptions } from '../../../lib/window-virtualizer';
import type { CampaignMember } from '../api/campaign-types';
import { useGridColumns } from '../use-grid-columns';
import { ViewProfileCard } from './ViewProfileCard';

/** A row of cards until it is measured (a card with a two-line message). */
const ROW_ESTIMATE_PX = 196;
/** Ask for the next page this many cards before the loaded ones run out. */
const PREFETCH_CARDS = 60;

const GRID_COLUMNS: Record<number, string> = { 1: 'grid-cols-1', 2: 'grid-cols-2', 3: 'grid-cols-3' };

function SkeletonCard() {
  return (
    <div
      className="flex h-[164px] flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4"
      aria-hidden="true"
    >
      <span className="flex items-center gap-3">
        <span className="h-12 w-12 rounded-full bg-slate-100" />
        <span className="flex flex-1 flex-col gap-2">
          <span className="h-3 w-28 rounded bg-slate-100" />
          <span className="h-3 w-20 rounded bg-slate-100" />
        </span>
      </span>
      <span className="h-12 rounded-xl bg-slate-50" />
    </div>
  );
}

/**
 * The view screen's cards, virtualised by rows of as many cards as the window has columns
 * (DESIGN.md §7, as lead review's list): `count` cards (all that match), of which `profiles`
 * are loaded; the next page is asked for before the user reaches the end of them.
 */
export function ViewProfileGrid({
  profiles,
  count,
  hasNextPage,
  fetchingNextPage,
  fetchNextPage,
  onShowMore,
  onOpen,
}: {
  profiles: readonly CampaignMember[];
  count: number;
  hasNextPage: boolean;
  fetchingNextPage: boolean;
  fetchNextPage: () => void;
  onShowMore: (profile: CampaignMember) => void;
  onOpen: (profile: CampaignMember) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const columns = useGridColumns();
  const scrollMargin = useScrollMargin(container);

  // without more pages to load, a smaller `count` (rows removed since) must not leave skeletons
  const cards = hasNextPage ? Math.max(count, profiles.length) : profiles.length;
  const virtualizer = useWindowVirtualizer({
    count: Math.ceil(cards / columns),
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan: 3,
    // rows on the first render, before the window has been measured
    ...windowVirtualizerOptions(),
    scrollMargin,
  });
  // a change of columns regroups the cards: every row is measured again
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure when the columns change
  useLayoutEffect(() => virtualizer.measure(), [columns, virtualizer]);
  const rows = virtualizer.getVirtualItems();

  const lastCard = ((rows.at(-1)?.index ?? 0) + 1) * columns;
  useEffect(() => {
    if (hasNextPage && !fetchingNextPage && lastCard >= profiles.length - PREFETCH_CARDS) fetchNextPage();
  }, [lastCard, profiles.length, hasNextPage, fetchingNextPage, fetchNextPage]);

  return (
    // biome-ignore lint/a11y/useSemanticElements: a <ul> may hold only <li>; the virtual rows come between
    <div
      role="list"
      ref={container}
      aria-label="Campaign profiles"
      aria-busy={fetchingNextPage}
      className="relative"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {rows.map((row) => (
        <div
          key={row.key}
          role="presentation"
          data-index={row.index}
          ref={virtualizer.measureElement}
          className={`absolute inset-x-0 top-0 grid gap-4 pb-4 ${GRID_COLUMNS[columns] ?? 'grid-cols-1'}`}
          style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
        >
          {Array.from({ length: columns }, (_, column) => {
            const index = row.index * columns + column;
            if (index >= cards) return null;
            const profile = profiles[index];
            return profile ? (
              <ViewProfileCard
                key={profile.id}
                profile={profile}
                onShowMore={() => onShowMore(profile)}
                onOpen={() => onOpen(profile)}
              />
            ) : (
              <SkeletonCard key={`pending-${index}`} />
            );
          })}
        </div>
      ))}
    </div>
  );
}
