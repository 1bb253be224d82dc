import { displayListName, messages } from '@leadgen/core/domain';
import { Box } from 'ink';
import { useApp } from '../../app-context.js';
import { Confirm } from '../../components/Confirm.js';
import { ScreenFrame } from '../../components/ScreenFrame.js';
import { SearchField } from '../../components/SearchField.js';
import { Text } from '../../components/Text.js';
import { count } from '../../format.js';
import { useKeymap } from '../../keymap.js';
import { useTone } from '../../theme.js';
import { useOpenProfile } from '../../use-open-profile.js';
import { useTerminalSize } from '../../use-terminal-size.js';
import { visibleWindow } from '../../visible-window.js';
import { DetailPane } from './DetailPane.js';
import { describeFilter, FilterPanel } from './FilterPanel.js';
import { PopulatePrompt } from './PopulatePrompt.js';
import { ProfileTable } from './ProfileTable.js';
import { reviewKeymap } from './review-keymap.js';
import { selectionSummary } from './use-hidden-selection.js';
import { useReviewState } from './use-review-state.js';

/**
 * Lead review (spec §2) in the terminal: the list's profiles in a table that renders only what
 * fits, the lead-review filters, selection by row, range or "all matching", a detail pane with
 * the bio and the message (edited in place, never lost), delete, export, and a campaign from
 * the selection. The data and actions are `useReviewState`'s, the keys `reviewKeymap`'s.
 */
export function ReviewScreen({ listId }: { listId: string }) {
  const { open, back, flash } = useApp();
  const tone = useTone();
  const { columns } = useTerminalSize();
  const openProfile = useOpenProfile();
  const state = useReviewState(listId);
  const { list, filter, selected, message, cursor, current, height } = state;
  const profile = list.rows[cursor.at];
  const { start } = visibleWindow(list.rows.length, cursor.at, height);

  const keymap = reviewKeymap({
    move: cursor.move,
    search: () => state.setSearching(true),
    toggle: state.toggleCurrent,
    extend: state.extend,
    selectMatching: state.selectMatching,
    clearSelection: state.clearSelection,
    openFilters: () => state.setFilterOpen(true),
    clearFilters: () => state.applyFilter({}),
    editMessage: () => {
      const row = current();
      if (row) message.start(row);
    },
    populate: () =>
      selected.size === 0 ? flash(messages.populateNeedsProfiles, 'warning') : state.setPopulating(true),
    createCampaign: () =>
      selected.size === 0
        ? flash(messages.selectAtLeastOneProfile, 'warning')
        : open({ name: 'create-campaign', listId, profileIds: [...selected], previewId: current()?.id }),
    remove: () =>
      selected.size === 0 ? flash(messages.noProfilesSelected, 'warning') : state.setConfirming(true),
    openProfile: () => {
      const row = current();
      if (row) openProfile(row.username);
    },
    exportCsv: state.exportCsv,
    back,
  });
  useKeymap(
    keymap,
    !state.filterOpen && !state.confirming && !state.populating && !state.searching && !message.editing,
  );

  const filterText = describeFilter(filter);
  const summary = `${count(list.matching)} of ${count(list.total)} profiles · ${selectionSummary(selected.size, state.hidden)}`;
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
      {state.searching || filter.nameContains ? (
        <SearchField
          query={filter.nameContains ?? ''}
          focus={state.searching}
          onChange={state.search}
          onDone={() => state.setSearching(false)}
          placeholder="name or username"
        />
      ) : null}
      {list.notice ? <Text color={tone('warning')}>{list.notice}</Text> : null}
      {list.completeness.targets.map((row, index) => (
        <Text key={row.target} color={tone(row.reason ? 'warning' : 'muted')}>
          {state.completeness[index]}
        </Text>
      ))}
      {state.filterOpen ? (
        <FilterPanel
          filter={filter}
          onApply={(next) => {
            state.applyFilter(next);
            state.setFilterOpen(false);
          }}
          onClose={() => state.setFilterOpen(false)}
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
              cursor={cursor.at}
              selected={selected}
              columns={columns}
            />
          )}
        </Box>
      )}
      {state.populating ? (
        <PopulatePrompt
          count={selected.size}
          onSubmit={state.populateSelected}
          onClose={() => state.setPopulating(false)}
        />
      ) : state.confirming ? (
        <Confirm
          question={messages.confirmDeleteProfiles(selected.size)}
          onYes={state.removeSelected}
          onNo={() => state.setConfirming(false)}
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
