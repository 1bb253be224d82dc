import { markProfilesSeen } from '@leadgen/core';
import { useEffect, useRef } from 'react';
import { useApp } from '../../app-context.js';

/**
 * A watch's new people the review has loaded are seen (issue 34): their ids are marked once each,
 * so the N flag shows for this view and not the next. A failure only leaves the flag for next time.
 */
export function useMarkSeen(listId: string, rows: readonly { id: string; is_new?: boolean }[]) {
  const { deps } = useApp();
  const sent = useRef(new Set<string>());
  useEffect(() => {
    const fresh = rows.filter((row) => row.is_new && !sent.current.has(row.id)).map((row) => row.id);
    if (fresh.length === 0) return;
    for (const id of fresh) sent.current.add(id);
    void markProfilesSeen({ store: deps.store }, deps.user.id, listId, fresh).catch(() => {});
  }, [deps, listId, rows]);
}
