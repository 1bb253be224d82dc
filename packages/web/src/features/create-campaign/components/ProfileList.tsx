import { messages } from '@leadgen/core/domain';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useEffect, useRef } from 'react';
import { Button } from '../../../components/Button';
import type { SelectorRow } from '../../../lib/api-types';
import { useScrollMargin } from '../../../lib/use-scroll-margin';
import { ProfileRow } from './ProfileRow';

/** Up to this many rows render plainly; past it only the rows near the viewport do. */
const VIRTUALISE_ABOVE = 300;
const ROW_ESTIMATE_PX = 92;

type VirtualPlace = { index: number; top: number; measure: (element: HTMLElement | null) => void };

/**
 * The profiles across the completed lists, a page at a time: the next page loads when the end
 * of the list scrolls into view, or with Load more.
 */
export function ProfileList({
  rows,
  matching,
  selected,
  rowMessages,
  template,
  loading,
  failed,
  hasMore,
  loadingMore,
  onLoadMore,
  onToggle,
  onMessage,
}: {
  rows: readonly SelectorRow[];
  matching: number;
  selected: ReadonlySet<string>;
  rowMessages: Readonly<Record<string, string>>;
  template: string;
  loading: boolean;
  /** The server's message when the profiles could not be read. */
  failed: string | null;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onToggle: (id: string) => void;
  onMessage: (id: string, text: string) => void;
}) {
  const end = useRef<HTMLDivElement>(null);
  const more = useRef(onLoadMore);
  more.current = onLoadMore;
  useEffect(() => {
    const target = end.current;
    if (!target || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) more.current();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore]);

  const label = `Profiles: ${matching} matching`;
  const renderRow = (profile: SelectorRow, virtual?: VirtualPlace) => (
    <ProfileRow
      key={profile.id}
      profile={profile}
      selected={selected.has(profile.id)}
      message={rowMessages[profile.id] ?? ''}
      template={template}
      onToggle={onToggle}
      onMessage={onMessage}
      {...(virtual && { virtual })}
    />
  );

  if (failed && rows.length === 0) {
    return (
      <p role="alert" className="px-4 py-12 text-center text-sm text-red-700">
        {failed}
      </p>
    );
  }
  if (loading && rows.length === 0) {
    return (
      <p className="flex items-center justify-center gap-2 py-12 text-sm text-slate-600">
        <span className="h-4 w-4 animate-spin rounded-full border-2 border-brand-100 border-t-brand-600" />
        Loading profiles…
      </p>
    );
  }
  if (rows.length === 0) {
    return <p className="px-4 py-12 text-center text-sm text-slate-600">{messages.noProfilesMatchFilters}</p>;
  }
  return (
    <div>
      {rows.length > VIRTUALISE_ABOVE ? (
        <VirtualRows rows={rows} label={label} renderRow={renderRow} />
      ) : (
        <ul aria-label={label}>{rows.map((profile) => renderRow(profile))}</ul>
      )}
      <div ref={end} className="flex flex-col items-center gap-1 px-4 py-4">
        <span className="text-xs text-slate-500">
          Showing {rows.length.toLocaleString('en-US')} of {matching.toLocaleString('en-US')}
        </span>
        {hasMore ? (
          <Button variant="secondary" disabled={loadingMore} onClick={onLoadMore}>
            {loadingMore ? 'Loading…' : 'Load more'}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** Many rows: only those near the viewport are in the page (TanStack Virtual, window scroll). */
function VirtualRows({
  rows,
  label,
  renderRow,
}: {
  rows: readonly SelectorRow[];
  label: string;
  renderRow: (profile: SelectorRow, virtual: VirtualPlace) => ReactNode;
}) {
  const list = useRef<HTMLUListElement>(null);
  // the list starts below the counts, chart and template, whose heights change
  const scrollMargin = useScrollMargin(list);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan: 8,
    scrollMargin,
    getItemKey: (index) => rows[index]?.id ?? index,
  });
  return (
    <ul ref={list} aria-label={label} className="relative" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const profile = rows[item.index];
        return profile
          ? renderRow(profile, {
              index: item.index,
              top: item.start - scrollMargin,
              measure: virtualizer.measureElement,
            })
          : null;
      })}
    </ul>
  );
}
