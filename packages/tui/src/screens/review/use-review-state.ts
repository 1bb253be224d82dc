import {
  deleteProfiles,
  exportListCsv,
  listProfileIds,
  populateListMessages,
  saveListProfileMessage,
} from '@leadgen/core';
import {
  completenessLine,
  type LeadReviewFilter,
  messages,
  type Profile,
  terminalSafe,
  textWidth,
} from '@leadgen/core/domain';
import { useState } from 'react';
import { useApp } from '../../app-context.js';
import { count } from '../../format.js';
import { saveCsv } from '../../save-csv.js';
import { useListCursor } from '../../use-list-cursor.js';
import { useLiveState } from '../../use-live-state.js';
import { useMessageEditor } from '../../use-message-editor.js';
import { useMessageVersions } from '../../use-message-versions.js';
import { useTerminalSize } from '../../use-terminal-size.js';
import { useHiddenSelection } from './use-hidden-selection.js';
import { useListRows } from './use-list-rows.js';
import { useMarkSeen } from './use-mark-seen.js';

/** Rows the screen uses besides the table: title, summary, header, detail pane, status, footer. */
const CHROME_ROWS = 10;

/**
 * The lead review's data and actions: the list's rows under the filters (loaded as the cursor
 * nears their end), the selection (with what the filters hide of it), the message being edited,
 * the dialogs that take the keyboard, and select, delete, populate and export. The view
 * (`ReviewScreen`) lays it out; `reviewKeymap` binds it.
 */
export function useReviewState(listId: string) {
  const { deps, flash, fail } = useApp();
  const { columns, rows: terminalRows } = useTerminalSize();
  const [filter, setFilter] = useState<LeadReviewFilter>({});
  const [filterOpen, setFilterOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [populating, setPopulating] = useState(false);
  const [searching, setSearching] = useState(false);
  const [selected, setSelected] = useLiveState<ReadonlySet<string>>(() => new Set());
  const list = useListRows(listId, filter);
  useMarkSeen(listId, list.rows);
  const versions = useMessageVersions();
  const message = useMessageEditor<Profile>(async (row, text) => {
    try {
      await versions.save(row.id, () =>
        saveListProfileMessage({ store: deps.store }, deps.user.id, listId, row.id, text, {
          expectedVersion: versions.expected(row.id, row.message_version),
        }),
      );
    } finally {
      // refused too, the text typed stays on screen: editing it again saves it over the other
      list.patch({ ...row, message: text, message_processed: false });
    }
  });
  const { store, user } = deps;

  // a run that found more than it looked up says so above the table, which gives up those lines
  const noticeRows = list.notice ? Math.ceil(textWidth(list.notice) / Math.max(1, columns)) : 0;
  const searchRows = searching || filter.nameContains ? 1 : 0;
  // issue 34: a line per target of a discovery list, saying how complete it is (wrapped, like the notice)
  const completeness = list.completeness.targets.map((row) =>
    terminalSafe(completenessLine(row, list.completeness.searchType)),
  );
  const completenessRows = completeness.reduce(
    (sum, line) => sum + Math.ceil(textWidth(line) / Math.max(1, columns)),
    0,
  );
  const height = Math.max(3, terminalRows - CHROME_ROWS - noticeRows - searchRows - completenessRows);
  const last = Math.max(0, list.rows.length - 1);
  const cursor = useListCursor(list.rows.length, height, (to) => list.ensure(to + height));
  const hidden = useHiddenSelection(listId, filter, selected);

  const moveTo = (index: number) => {
    const next = Math.max(0, index);
    list.ensure(next + height);
    cursor.setCursor(next);
  };
  const toggle = (ids: string[], on?: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on ?? !next.has(id)) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const act = (work: () => Promise<void>, fallback: string) => {
    work().catch((error: unknown) => fail(error, fallback));
  };
  /** The row under the cursor after every key handled so far (keys of a burst come one by one). */
  const current = () => list.rows[cursor.liveAt()];

  return {
    list,
    filter,
    filterOpen,
    setFilterOpen,
    confirming,
    setConfirming,
    populating,
    setPopulating,
    searching,
    setSearching,
    selected,
    hidden,
    message,
    completeness,
    height,
    cursor,
    current,
    search(query: string) {
      setFilter((current) => ({ ...current, nameContains: query || null }));
      cursor.setCursor(0);
    },
    applyFilter(next: LeadReviewFilter) {
      setFilter(next);
      cursor.setCursor(0);
    },
    toggleCurrent() {
      const row = current();
      if (row) toggle([row.id]);
    },
    /** Shift-↑/↓: selects the row under the cursor and the one it moves to. */
    extend(by: -1 | 1) {
      // The cursor after any earlier key of the same burst of input.
      const at = cursor.liveAt();
      const here = list.rows[at];
      if (here) toggle([here.id], true);
      const next = list.rows[at + by];
      if (next) toggle([next.id], true);
      moveTo(by < 0 ? at - 1 : Math.min(at + 1, last));
    },
    selectMatching: () =>
      act(async () => {
        const ids = await listProfileIds({ store }, user.id, listId, filter);
        toggle(ids, true);
        flash(`Selected ${count(ids.length)} matching profile(s)`);
      }, messages.failedToLoadProfiles),
    clearSelection: () => setSelected(new Set()),
    removeSelected() {
      setConfirming(false);
      act(async () => {
        const removed = await deleteProfiles({ store }, user.id, listId, [...selected]);
        setSelected(new Set());
        list.reload();
        flash(`Deleted ${removed} profile(s)`, 'success');
      }, messages.failedToDeleteProfiles);
    },
    populateSelected(template: string) {
      populateListMessages({ store }, user.id, listId, { template, profileIds: [...selected] })
        .then(({ notice }) => {
          setPopulating(false);
          list.reload();
          flash(notice, 'success');
        })
        // refused ({First Nme}): the prompt stays open with the template as typed, to be fixed
        .catch((error: unknown) => fail(error));
    },
    exportCsv: () =>
      act(async () => {
        flash(messages.preparingCsv);
        const download = await exportListCsv({ store }, user.id, listId);
        flash(
          `CSV saved: ${await saveCsv(download, deps.exportDir)} (${download.count} profiles)`,
          'success',
        );
      }, messages.failedToDownloadCsv),
  };
}
