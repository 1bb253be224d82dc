import { displayListName, messages } from '@leadgen/core/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/Button';
import { InsightChart } from '../../../components/InsightChart';
import { SelectionBar } from '../../../components/SelectionBar';
import { TemplateEditor } from '../../../components/TemplateEditor';
import { ApiError } from '../../../lib/api';
import { groupedCount } from '../../../lib/count-format';
import { useCsvDownload } from '../../../lib/use-csv-download';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useOpenInstagram } from '../../../lib/use-open-instagram';
import { fetchMatchingProfiles } from '../api/fetch-matching-profiles';
import { selectionUsernames } from '../api/selection-usernames';
import { useDeleteProfiles } from '../api/use-delete-profiles';
import { useListInsight } from '../api/use-list-insight';
import { useListProfiles } from '../api/use-list-profiles';
import { usePopulateMessages } from '../api/use-populate-messages';
import { EMPTY_LEAD_FILTERS, type LeadFilters, leadFilterProblem, leadFilterQuery } from '../lead-filters';
import { useLeadReviewToast } from '../lead-review-toast';
import { useLeadView } from '../use-lead-view';
import { useSelection } from '../use-selection';
import { DeleteProfilesModal } from './DeleteProfilesModal';
import { FilterPanel } from './FilterPanel';
import { LeadReviewHeader } from './LeadReviewHeader';
import { type FoldingPanel, foldingClass, PanelToggles, panelId } from './PanelToggles';
import { ProfileList } from './ProfileList';
import { ViewToggle } from './ViewToggle';

/** Typing in the filters is sent once it pauses this long. */
const FILTER_DEBOUNCE_MS = 300;

/**
 * The lead review screen of one list (spec §2): header with Download CSV, the list's shape, the
 * message template with Populate, the filters, the virtualised selectable list with per-profile
 * messages (as cards or a dense table, the choice remembered), and the floating bar for the
 * selection. On narrow screens the filters, template and chart fold behind toggles, so the
 * profiles come first. The template lives in this screen's state
 * only (a list has no template column): it is a tool for filling messages, which are saved.
 * A list whose run found more than it looked up says so (`messages.unsettledProfiles`): those
 * rows are shown to no one until the run settles them.
 */
export function LeadReviewScreen({
  list,
}: {
  list: { id: string; name: string; standing?: { notice: string | null } | null };
}) {
  const listId = list.id;
  const client = useQueryClient();
  const toast = useLeadReviewToast();
  const { ok, fail } = toast;
  const [filters, setFilters] = useState<LeadFilters>(EMPTY_LEAD_FILTERS);
  const settled = useDebouncedValue(filters, FILTER_DEBOUNCE_MS);
  const problem = leadFilterProblem(settled);
  const [query, setQuery] = useState<Record<string, string>>({});
  // a bad bound keeps the last good filter's rows and shows its message instead
  useEffect(() => {
    if (leadFilterProblem(settled) === null) setQuery(leadFilterQuery(settled));
  }, [settled]);
  const profiles = useListProfiles(listId, query);
  const insight = useListInsight(listId);
  const selection = useSelection();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [view, setView] = useLeadView();
  const [openPanel, setOpenPanel] = useState<FoldingPanel | null>(null);
  const togglePanel = (panel: FoldingPanel) => setOpenPanel((open) => (open === panel ? null : panel));
  const [template, setTemplate] = useState('');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [selectingAll, setSelectingAll] = useState(false);
  // usernames "select all matching" brought, so Open IG needs no request for rows not loaded
  const knownUsernames = useRef(new Map<string, string>());
  const download = useCsvDownload(toast);
  const remove = useDeleteProfiles(listId);
  const populate = usePopulateMessages(listId);

  // the rows render in a transition, in which React yields to the browser every few milliseconds:
  // rendering a page of rows at once was the longest task of the screen's load
  const pages = useDeferredValue(profiles.data ?? null, null);
  const rowsShown = pages === (profiles.data ?? null);
  const rows = useMemo(() => pages?.pages.flatMap((page) => page.profiles) ?? [], [pages]);
  const first = pages?.pages[0];
  const total = first?.total ?? 0;
  const matching = first?.matching ?? 0;
  const filterError =
    problem ??
    (profiles.error instanceof ApiError && profiles.error.status === 400 ? profiles.error.message : null);
  const selectedIds = [...selection.selected];
  const count = selection.selected.size;
  const previewProfile = rows.find((row) => selection.selected.has(row.id)) ?? rows[0] ?? null;

  const onExpand = useCallback(
    (id: string) =>
      setExpanded((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );

  const selectAllMatching = async () => {
    setSelectingAll(true);
    try {
      const matched = await fetchMatchingProfiles(listId, query);
      for (const { id, username } of matched) knownUsernames.current.set(id, username);
      selection.setMany(
        matched.map((profile) => profile.id),
        true,
      );
    } catch {
      fail(messages.failedToLoadProfiles);
    } finally {
      setSelectingAll(false);
    }
  };

  const instagram = useOpenInstagram({ ok, fail });
  const openInstagram = async () => {
    try {
      instagram.open(await selectionUsernames(client, listId, selectedIds, knownUsernames.current));
    } catch {
      fail(messages.failedToLoadProfiles);
    }
  };

  const populateSelected = () => populate.mutate({ template, ids: selectedIds });

  const deleteSelected = () =>
    remove.mutate(selectedIds, {
      onSuccess: () => {
        selection.clear();
        setConfirmDelete(false);
      },
      onError: () => setConfirmDelete(false),
    });

  const populateButton = (
    <Button onClick={populateSelected} disabled={populate.isPending || count === 0} className="px-3 py-1.5">
      {populate.isPending ? 'Populating...' : `Populate selected${count > 0 ? ` (${count})` : ''}`}
    </Button>
  );

  return (
    <div className="min-h-screen bg-slate-50 pb-32">
      <LeadReviewHeader
        name={displayListName(list.name)}
        downloading={download.isPending}
        onDownload={() => download.mutate({ kind: 'list', id: listId, count: total })}
      />
      <main className="mx-auto flex max-w-6xl flex-col gap-4 px-4 pt-4 sm:px-6">
        <PanelToggles
          open={openPanel}
          onToggle={togglePanel}
          activeFilters={Object.keys(leadFilterQuery(filters)).length}
        />
        <div
          className={`grid gap-4 lg:grid-cols-2 ${openPanel === 'insight' || openPanel === 'template' ? '' : 'hidden lg:grid'}`}
        >
          <div id={panelId('insight')} className={foldingClass(openPanel === 'insight')}>
            {insight.data ? (
              <InsightChart insight={insight.data} title="Audience shape" />
            ) : (
              <div
                className="h-44 animate-pulse rounded-xl border border-slate-200 bg-white"
                aria-hidden="true"
              />
            )}
          </div>
          <section
            id={panelId('template')}
            aria-label="Message template"
            className={`rounded-2xl border border-slate-200 bg-white p-4 shadow-sm ${foldingClass(openPanel === 'template')}`}
          >
            <TemplateEditor
              value={template}
              onChange={setTemplate}
              rows={3}
              preview={previewProfile}
              actions={populateButton}
            />
          </section>
        </div>
        {list.standing?.notice ? (
          <p
            role="status"
            data-testid="unsettled-notice"
            className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          >
            {list.standing.notice}
          </p>
        ) : null}
        <div
          id={panelId('filters')}
          className={foldingClass(openPanel === 'filters' || filterError !== null)}
        >
          <FilterPanel filters={filters} onChange={setFilters} error={filterError} />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-slate-600" aria-live="polite" data-testid="profile-counts">
            {first ? (
              Object.keys(query).length > 0 ? (
                <>
                  <strong className="text-slate-900">{groupedCount(matching)}</strong> of{' '}
                  {groupedCount(total)} profiles match
                </>
              ) : (
                <>
                  <strong className="text-slate-900">{groupedCount(total)}</strong> profiles
                </>
              )
            ) : (
              'Loading profiles...'
            )}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <ViewToggle view={view} onChange={setView} />
            <Button
              variant="secondary"
              className="px-3 py-1.5"
              onClick={() => void selectAllMatching()}
              disabled={selectingAll || matching === 0}
            >
              {selectingAll ? 'Selecting...' : `Select all matching (${groupedCount(matching)})`}
            </Button>
            {count > 0 ? (
              <Button variant="ghost" className="px-3 py-1.5" onClick={selection.clear}>
                Clear selection
              </Button>
            ) : null}
          </div>
        </div>
        {profiles.isError && !filterError ? (
          <p
            role="alert"
            className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center text-sm text-red-700"
          >
            {messages.failedToLoadProfiles}
          </p>
        ) : pages === null ? (
          <div
            className="h-64 animate-pulse rounded-2xl border border-slate-200 bg-white"
            aria-hidden="true"
          />
        ) : matching === 0 && !filterError ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center text-sm text-slate-600">
            {total === 0 ? messages.noProfilesFound : messages.noProfilesMatchFilters}
          </p>
        ) : (
          <ProfileList
            key={view}
            dense={view === 'table'}
            listId={listId}
            rows={rows}
            count={matching}
            selected={selection.selected}
            onToggle={selection.toggle}
            onSelectMany={selection.setMany}
            expanded={expanded}
            onExpand={onExpand}
            hasNextPage={profiles.hasNextPage && rowsShown}
            fetchingNextPage={profiles.isFetchingNextPage}
            fetchNextPage={() => void profiles.fetchNextPage()}
          />
        )}
      </main>
      <SelectionBar count={count} onClear={selection.clear}>
        {populateButton}
        <Button variant="secondary" className="px-3 py-1.5" onClick={() => void openInstagram()}>
          Open IG
        </Button>
        <Button variant="danger" className="px-3 py-1.5" onClick={() => setConfirmDelete(true)}>
          Delete selected
        </Button>
      </SelectionBar>
      {confirmDelete ? (
        <DeleteProfilesModal
          count={count}
          deleting={remove.isPending}
          onConfirm={deleteSelected}
          onClose={() => setConfirmDelete(false)}
        />
      ) : null}
      {instagram.dialog}
    </div>
  );
}
