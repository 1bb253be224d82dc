import { messages } from '@leadgen/core/domain';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/Button';
import type { SelectorRow } from '../api/selector-types';
import { ProfileRow } from './ProfileRow';

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
      <ul aria-label={`Profiles: ${matching} matching`}>
        {rows.map((profile) => (
          <ProfileRow
            key={profile.id}
            profile={profile}
            selected={selected.has(profile.id)}
            message={rowMessages[profile.id] ?? ''}
            template={template}
            onToggle={onToggle}
            onMessage={onMessage}
          />
        ))}
      </ul>
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
