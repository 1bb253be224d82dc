import {
  deleteProfiles,
  exportListCsv,
  listProfileIds,
  populateListMessages,
  saveListProfileMessage,
} from '@leadgen/core';
import {
  completenessLine,
  displayListName,
  type LeadReviewFilter,
  messages,
  type Profile,
  terminalSafe,
  textWidth,
} from '@leadgen/core/domain';
import { Box } from 'ink';
import { useState } from 'react';
import { useApp, useKeys } from '../../app-context.js';
import { Confirm } from '../../components/Confirm.js';
import { ScreenFrame } from '../../components/ScreenFrame.js';
import { SearchField } from '../../components/SearchField.js';
import { Text } from '../../components/Text.js';
import { count } from '../../format.js';
import { type Binding, dispatchKey, enter, esc, press } from '../../keymap.js';
import { saveCsv } from '../../save-csv.js';
import { useTone } from '../../theme.js';
import { useListCursor } from '../../use-list-cursor.js';
import { useLiveState } from '../../use-live-state.js';
import { useMessageEditor } from '../../use-message-editor.js';
import { useMessageVersions } from '../../use-message-versions.js';
import { useOpenProfile } from '../../use-open-profile.js';
import { useTerminalSize } from '../../use-terminal-size.js';
import { visibleWindow } from '../../visible-window.js';
import { DetailPane } from './DetailPane.js';
import { describeFilter, FilterPanel } from './FilterPanel.js';
import { PopulatePrompt } from './PopulatePrompt.js';
import { ProfileTable } from './ProfileTable.js';
import { selectionSummary, useHiddenSelection } from './use-hidden-selection.js';
import { useListRows } from './use-list-rows.js';
import { useMarkSeen } from './use-mark-seen.js';

/** Rows the screen uses besides the table: title, summary, header, detail pane, status, footer. */
const CHROME_ROWS = 10;

/**
 * Lead review (spec §2) in the terminal: the list's profiles in a table that renders only what
 * fits, the lead-review filters, selection by row, range or "all matching", a detail pane with
 * the bio and the message (edited in place, never lost), delete, export, and a campaign from
 * the selection.
 */
export function ReviewScreen({ listId }: { listId: string }) {
  const { deps, open, back, flash, fail } = useApp();
  const tone = useTone();
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
  const openProfile = useOpenProfile();
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
  const { at, liveAt, setCursor, move } = useListCursor(list.rows.length, height, (to) =>
    list.ensure(to + height),
  );
  const profile = list.rows[at];
  const { start } = visibleWindow(list.rows.length, at, height);
  const hidden = useHiddenSelection(listId, filter, selected);

  const moveTo = (index: number) => {
    const next = Math.max(0, index);
    list.ensure(next + height);
    setCursor(next);
  };
  const search = (query: string) => {
    setFilter((current) => ({ ...current, nameContains: query || null }));
    setCursor(0);
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

  const removeSelected = () => {
    setConfirming(false);
    act(async () => {
      const removed = await deleteProfiles({ store }, user.id, listId, [...selected]);
      setSelected(new Set());
      list.reload();
      flash(`Deleted ${removed} profile(s)`, 'success');
    }, messages.failedToDeleteProfiles);
  };

  const populateSelected = (template: string) => {
    setPopulating(false);
    populateListMessages({ store }, user.id, listId, { template, profileIds: [...selected] })
      .then(({ notice }) => {
        list.reload();
        flash(notice, 'success');
      })
      .catch((error: unknown) => fail(error));
  };

  /** The row under the cursor after every key handled so far (keys of a burst come one by one). */
  const current = () => list.rows[liveAt()];
  const exportCsv = () =>
    act(async () => {
      flash(messages.preparingCsv);
      const download = await exportListCsv({ store }, user.id, listId);
      flash(`CSV saved: ${await saveCsv(download, deps.exportDir)} (${download.count} profiles)`, 'success');
    }, messages.failedToDownloadCsv);
  /** The keys: what the help and the footer list is what the keyboard does. */
  const keymap: Binding[] = [
    { keys: '↑ ↓ j k PgUp PgDn', does: 'move', hint: 'move', hintKeys: 'j/k' },
    { keys: 'g G Home End', does: 'first / last profile' },
    {
      keys: '/',
      does: 'search by name or username (Enter keeps it, Esc clears it)',
      hint: 'search',
      on: press('/'),
      run: () => setSearching(true),
    },
    {
      keys: 'Space',
      does: 'select or unselect the row (the cursor stays)',
      hint: 'select',
      on: press(' '),
      run: () => {
        const row = current();
        if (row) toggle([row.id]);
      },
    },
    { keys: 'Shift-↑ Shift-↓', does: 'extend the selection' },
    {
      keys: 'a',
      does: 'select every profile matching the filters',
      on: press('a'),
      run: () =>
        act(async () => {
          const ids = await listProfileIds({ store }, user.id, listId, filter);
          toggle(ids, true);
          flash(`Selected ${count(ids.length)} matching profile(s)`);
        }, messages.failedToLoadProfiles),
    },
    { keys: 'A', does: 'clear the selection', on: press('A'), run: () => setSelected(new Set()) },
    { keys: 'f', does: 'filters', hint: 'filter', on: press('f'), run: () => setFilterOpen(true) },
    {
      keys: 'x',
      does: 'clear the filters',
      on: press('x'),
      run: () => {
        setFilter({});
        setCursor(0);
      },
    },
    {
      keys: 'Enter',
      does: 'write the message (Esc or Ctrl-S to leave; saved as you type)',
      hint: 'message',
      on: enter,
      run: () => {
        const row = current();
        if (row) message.start(row);
      },
    },
    {
      keys: 'p',
      does: "populate the selected profiles' messages from a template",
      on: press('p'),
      run: () =>
        selected.size === 0 ? flash(messages.populateNeedsProfiles, 'warning') : setPopulating(true),
    },
    {
      keys: 'C',
      does: 'create a campaign from the selection',
      hint: 'campaign',
      on: press('C'),
      run: () =>
        selected.size === 0
          ? flash(messages.selectAtLeastOneProfile, 'warning')
          : open({ name: 'create-campaign', listId, profileIds: [...selected], previewId: current()?.id }),
    },
    {
      keys: 'D',
      does: 'delete the selected profiles (asks first)',
      on: press('D'),
      run: () => (selected.size === 0 ? flash(messages.noProfilesSelected, 'warning') : setConfirming(true)),
    },
    {
      keys: 'o',
      does: "open the profile's Instagram page in the browser",
      on: press('o'),
      run: () => {
        const row = current();
        if (row) openProfile(row.username);
      },
    },
    { keys: 'e', does: 'export the list as CSV to the current directory', on: press('e'), run: exportCsv },
    { keys: 'Esc', does: 'back to the lists', on: esc, run: back },
  ];

  useKeys(
    (input, key) => {
      // The cursor after any earlier key of the same burst of input.
      const at = liveAt();
      const profile = list.rows[at];
      if (key.upArrow && key.shift) {
        if (profile) toggle([profile.id], true);
        const above = list.rows[at - 1];
        if (above) toggle([above.id], true);
        return moveTo(at - 1);
      }
      if (key.downArrow && key.shift) {
        if (profile) toggle([profile.id], true);
        const below = list.rows[at + 1];
        if (below) toggle([below.id], true);
        return moveTo(Math.min(at + 1, last));
      }
      if (!move(input, key)) dispatchKey(keymap, input, key);
    },
    !filterOpen && !confirming && !populating && !searching && !message.editing,
  );

  const filterText = describeFilter(filter);
  const summary = `${count(list.matching)} of ${count(list.total)} profiles · ${selectionSummary(selected.size, hidden)}`;
  const empty = list.rows.length === 0 && !list.error && list.loaded;

  return (
    <ScreenFrame
      title={displayListName(list.name) || 'Lead review'}
      right={<Text>{list.loaded ? summary : ''}</Text>}
      keys={keymap}
    >
      <Text color={tone(filterText ? 'accent' : 'muted')} wrap="truncate">
        {filterText ? `Filters: ${filterText} (f edit · x clear)` : 'No filters (f to filter)'}
      </Text>
      {searching || filter.nameContains ? (
        <SearchField
          query={filter.nameContains ?? ''}
          focus={searching}
          onChange={search}
          onDone={() => setSearching(false)}
          placeholder="name or username"
        />
      ) : null}
      {list.notice ? <Text color={tone('warning')}>{list.notice}</Text> : null}
      {list.completeness.targets.map((row, index) => (
        <Text key={row.target} color={tone(row.reason ? 'warning' : 'muted')}>
          {completeness[index]}
        </Text>
      ))}
      {filterOpen ? (
        <FilterPanel
          filter={filter}
          onApply={(next) => {
            setFilter(next);
            setCursor(0);
            setFilterOpen(false);
          }}
          onClose={() => setFilterOpen(false)}
        />
      ) : (
        <Box flexDirection="column" height={height + 1}>
          {list.error ? (
            <Text color={tone('danger')}>{messages.failedToLoadProfiles}</Text>
          ) : !list.loaded ? (
            <Text color={tone('muted')}>{messages.loading}</Text>
          ) : empty ? (
            <Text color={tone('muted')}>
              {filterText ? messages.noProfilesMatchFilters : messages.noProfilesFound}
            </Text>
          ) : (
            <ProfileTable
              rows={list.rows}
              start={start}
              height={height}
              cursor={at}
              selected={selected}
              columns={columns}
            />
          )}
        </Box>
      )}
      {populating ? (
        <PopulatePrompt
          count={selected.size}
          onSubmit={populateSelected}
          onClose={() => setPopulating(false)}
        />
      ) : confirming ? (
        <Confirm
          question={messages.confirmDeleteProfiles(selected.size)}
          onYes={removeSelected}
          onNo={() => setConfirming(false)}
        />
      ) : (
        <DetailPane
          profile={message.editing ?? profile}
          editing={message.editing !== null}
          draft={message.draft}
          onDraft={message.change}
          onLeave={message.leave}
          height={4}
        />
      )}
    </ScreenFrame>
  );
}
