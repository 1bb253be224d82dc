import { getList, listCompleteness, listProfiles, listStanding } from '@leadgen/core';
import type { LeadReviewFilter, Profile, TargetCompleteness } from '@leadgen/core/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApp } from '../../app-context.js';

const PAGE = 500;

/** The rows of a list loaded so far under a filter, with the list's totals. */
export interface ListRows {
  name: string;
  /** What to say of profiles the list's run found and has not looked up (shown to no one), or null. */
  notice: string | null;
  /** How complete each target of a discovery list is (issue 34), with the list's search type. */
  completeness: { searchType: string; targets: TargetCompleteness[] };
  rows: Profile[];
  total: number;
  matching: number;
  /** Whether every matching row is loaded. */
  complete: boolean;
  /** Whether the first page has been read: before it, no rows means "loading", not "none". */
  loaded: boolean;
  error: unknown;
  /** Loads more rows until `index` is loaded (or all of them for Infinity). */
  ensure(index: number): void;
  /** Reads the list again from the start (after a delete). */
  reload(): void;
  /** Replaces one row in place (a saved message). */
  patch(row: Profile): void;
}

/**
 * The lead review's rows: keyset pages of core's `listProfiles` loaded as the cursor nears the
 * end of what is loaded, so opening a 10,000-row list reads one page, not the whole list.
 */
export function useListRows(listId: string, filter: LeadReviewFilter): ListRows {
  const { deps } = useApp();
  const [name, setName] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [completeness, setCompleteness] = useState<ListRows['completeness']>({ searchType: '', targets: [] });
  const [state, setState] = useState<{
    rows: Profile[];
    next: string | null;
    total: number;
    matching: number;
    error: unknown;
    loaded: boolean;
  }>({ rows: [], next: null, total: 0, matching: 0, error: null, loaded: false });
  const [version, setVersion] = useState(0);
  const loading = useRef<Promise<void> | null>(null);
  const generation = useRef(0);
  const wanted = useRef(0);

  const loadPage = useCallback(
    (cursor: string | null, reset: boolean) => {
      const current = generation.current;
      const work = listProfiles({ store: deps.store }, deps.user.id, listId, {
        filter,
        limit: PAGE,
        cursor,
      }).then(
        (page) => {
          if (current !== generation.current) return;
          setState((previous) => ({
            rows: reset ? page.profiles : [...previous.rows, ...page.profiles],
            next: page.nextCursor,
            total: page.total,
            matching: page.matching,
            error: null,
            loaded: true,
          }));
        },
        (error: unknown) => {
          if (current === generation.current) setState((previous) => ({ ...previous, error }));
        },
      );
      loading.current = work.finally(() => {
        loading.current = null;
      });
    },
    [deps, listId, filter],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: a reload is a new version.
  useEffect(() => {
    generation.current += 1;
    wanted.current = 0;
    getList({ store: deps.store }, deps.user.id, listId).then(
      (list) => setName(list.name),
      () => {},
    );
    Promise.all([
      getList({ store: deps.store }, deps.user.id, listId),
      listCompleteness({ store: deps.store }, deps.user.id, listId),
    ]).then(
      ([list, targets]) => setCompleteness({ searchType: list.search_type, targets }),
      () => {},
    );
    listStanding({ store: deps.store }, deps.user.id, listId).then(
      (standing) => setNotice(standing.notice),
      () => {},
    );
    loadPage(null, true);
  }, [loadPage, version]);

  // Keep reading pages while the wanted row is past the loaded ones.
  useEffect(() => {
    if (loading.current || !state.next || wanted.current < state.rows.length - PAGE / 5) return;
    loadPage(state.next, false);
  }, [state, loadPage]);

  return {
    name,
    notice,
    completeness,
    rows: state.rows,
    total: state.total,
    matching: state.matching,
    complete: state.next === null,
    loaded: state.loaded,
    error: state.error,
    ensure: (index) => {
      wanted.current = Math.max(wanted.current, index);
      if (!loading.current && state.next && index >= state.rows.length - PAGE / 5)
        loadPage(state.next, false);
    },
    reload: () => setVersion((v) => v + 1),
    patch: (row) =>
      setState((previous) => ({
        ...previous,
        rows: previous.rows.map((existing) => (existing.id === row.id ? row : existing)),
      })),
  };
}
