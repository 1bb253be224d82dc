import { useEffect, useRef } from 'react';
import { api } from '../../../lib/api';

/**
 * A watch's new people shown in lead review are seen (issue 34): their ids go to POST
 * /api/lists/:id/seen once each, so the badge shows for this visit and not the next. A failure
 * only leaves the badge for next time.
 */
export function useMarkSeen(listId: string, rows: readonly { id: string; is_new?: boolean }[]) {
  const sent = useRef(new Set<string>());
  useEffect(() => {
    const fresh = rows.filter((row) => row.is_new && !sent.current.has(row.id)).map((row) => row.id);
    if (fresh.length === 0) return;
    for (const id of fresh) sent.current.add(id);
    void api.lists[':id'].seen.$post({ param: { id: listId }, json: { profileIds: fresh } }).catch(() => {});
  }, [listId, rows]);
}
