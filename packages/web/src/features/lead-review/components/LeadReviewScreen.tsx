import { displayListName, type LeadReviewSort, lintTemplate, messages } from '@leadgen/core/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/Button';
import { InsightChart } from '../../../components/InsightChart';
import { SelectionBar } from '../../../components/SelectionBar';
import { TemplateEditor } from '../../../components/TemplateEditor';
import { ApiError } from '../../../lib/api';
import { groupedCount } from '../../../lib/count-format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useOpenInstagram } from '../../../lib/use-open-instagram';
import { fetchMatchingProfiles } from '../api/fetch-matching-profiles';
import { selectionUsernames } from '../api/selection-usernames';
import { useDeleteProfiles } from '../api/use-delete-profiles';
import { type LeadCsvExport, useLeadCsvDownload } from '../api/use-lead-csv-download';
import { useListInsight } from '../api/use-list-insight';
import { useListProfiles } from '../api/use-list-profiles';
import { useMarkSeen } from '../api/use-mark-seen';
import { usePopulateMessages } from '../api/use-populate-messages';
import { type LeadFilters, leadFilterProblem, leadFilterQuery } from '../lead-filters';
import { leadSortQuery } from '../lead-review-params';
import { useLeadReviewToast } from '../lead-review-toast';
import { useLeadReviewParams } from '../use-lead-review-params';
import { useLeadView } from '../use-lead-view';
import { useSelection } from '../use-selection';
import { DeleteProfilesModal } from './DeleteProfilesModal';
import { FilterPanel } from './FilterPanel';
import { type DownloadChoice, LeadReviewHeader } from './LeadReviewHeader';
import { type FoldingPanel, foldingClass, PanelToggles, panelId } from './PanelToggles';
import { ProfileList } from './ProfileList';
import { SortSelect } from './SortSelect';
import { TargetCompleteness, type TargetCompletenessJson } from './TargetCompleteness';
import { ViewToggle } from './ViewToggle';

/** Typing in the filters is sent once it pauses this long. */
const FILTER_DEBOUNCE_MS = 300;

/** Filters compared by what they send (trimmed, blanks left out). */
const sameFilters = (a: LeadFilters, b: LeadFilters) =>
  JSON.stringify(leadFilterQuery(a)) === JSON.stringify(leadFilterQuery(b));

/**
 * The lead review screen of one list (spec §2): header with Download CSV, the list's shape, the
 * message template with Populate, the filters, the virtualised selectable list with per-profile
 * messages (as cards or a dense table, the choice remembered), and the floating bar for the
 * selection. The filters, the order and the view live in the address, so a reload, Back or a
 * shared link shows the same rows. Nothing above the list changes height as rows are selected,
 * so a drag-selection never has the rows move under the pointer. On narrow screens the filters,
 * template and chart fold behind toggles, so the profiles come first. The template lives in this screen's state
 * only (a list has no template column): it is a tool for filling messages, which are saved.
 * A list whose run found more than it looked up says so (`messages.unsettledProfiles`): those
 * rows are shown to no one until the run settles them. A discovery list says how complete each
 * target is (issue 34).
 */
export function LeadReviewScreen({
  list,
}: {
  list: {
    id: string;
    name: string;
    search_type?: string;
    standing?: { notice: string | null } | null;
    completeness?: readonly TargetCompletenessJson[];
  };
}) {
  const listId = list.id;
  const client = useQueryClient();
  const toast = useLeadReviewToast();
  const { ok, fail } = toast;
  const [params, setParams] = useLeadReviewParams();
  // the filters as typed; once typing pauses they go into the address (in place: no history
  // entry per keystroke), which is what the rows are read for
  const [filters, setFilters] = useState<LeadFilters>(params.filters);
  const settled = useDebouncedValue(filters, FILTER_DEBOUNCE_MS);
  const written = useRef(params.filters);
  useEffect(() => {
    if (sameFilters(settled, written.current)) return;
    written.current = settled;
    setParams({ filters: settled }, { replace: true });
  }, [settled, setParams]);
  // Back, Forward or a link changed the address: the fields show its filters
  useEffect(() => {
    if (sameFilters(params.filters, written.current)) return;
    written.current = params.filters;
    setFilters(params.filters);
  }, [params.filters]);
  const problem = leadFilterProblem(params.filters);
  const [filterQuery, setFilterQuery] = useState<Record<string, string>>(() =>
    problem === null ? leadFilterQuery(params.filters) : {},
  );
  // a bad bound keeps the last good filter's rows and shows its message instead
  useEffect(() => {
    if (leadFilterProblem(params.filters) === null) setFilterQuery(leadFilterQuery(params.filters));
  }, [params.filters]);
  const { sort } = params;
  const sortQuery = useMemo(() => leadSortQuery(sort), [sort]);
  const query = useMemo(() => ({ ...filterQuery, ...sortQuery }), [filterQuery, sortQuery]);
  const setSort = useCallback((next: LeadReviewSort) => setParams({ sort: next }), [setParams]);
  const profiles = useListProfiles(listId, query);
  const insight = useListInsight(listId);
  const selection = useSelection();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [view, setView] = useLeadView(params.view, (next) => setParams({ view: next }));
  const [openPanel, setOpenPanel] = useState<FoldingPanel | null>(null);
  const togglePanel = (panel: FoldingPanel) => setOpenPanel((open) => (open === panel ? null : panel));
  const [template, setTemplate] = useState('');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [selectingAll, setSelectingAll] = useState(false);
  // usernames "select all matching" brought, so Open IG needs no request for rows not loaded
  const knownUsernames = useRef(new Map<string, string>());
  const download = useLeadCsvDownload(listId, toast);
  const remove = useDeleteProfiles(listId);
  const populate = usePopulateMessages(listId);

  // the rows render in a transition, in which React yields to the browser every few milliseconds:
  // rendering a page of rows at once was the longest task of the screen's load
  const pages = useDeferredValue(profiles.data ?? null, null);
  const rowsShown = pages === (profiles.data ?? null);
  const rows = useMemo(() => pages?.pages.flatMap((page) => page.profiles) ?? [], [pages]);
  useMarkSeen(listId, rows);
  const first = pages?.pages[0];
  const total = first?.total ?? 0;
  const matching = first?.matching ?? 0;
  const filterError =
    problem ??
    (profiles.error instanceof ApiError && profiles.error.status === 400 ? profiles.error.message : null);
  const selectedIds = [...selection.selected];
  const count = selection.selected.size;
  // the first row shown, whatever is selected: a preview changing with the selection would
  // change the template card's height above the list while rows are being selected
  const previewProfile = rows[0] ?? null;
  const filtered = Object.keys(filterQuery).length > 0;
  const downloads: DownloadChoice[] = [];
  const exportRows = (shown: LeadCsvExport) => () => download.mutate(shown);
  if (count > 0)
    downloads.push({
      label: `Selected rows (${groupedCount(count)})`,
      download: exportRows({ rows: 'selected', ids: selectedIds, order: sortQuery, count }),
    });
  if (filtered)
    downloads.push({
      label: `Filtered rows (${groupedCount(matching)})`,
      download: exportRows({ rows: 'filtered', query: filterQuery, order: sortQuery, count: matching }),
    });
  downloads.push({
    label: downloads.length > 0 ? `Whole list (${groupedCount(total)})` : 'Whole list',
    download: exportRows({ rows: 'all', order: sortQuery, count: total }),
  });

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

  const populateButton = (counted: boolean) => (
    <Button onClick={populateSelected} disabled={populate.isPending || count === 0} className="px-3 py-1.5">
      {populate.isPending ? 'Populating...' : `Populate selected${counted && count > 0 ? ` (${count})` : ''}`}
    </Button>
  );

  return (
    <div className="min-h-screen bg-slate-50 pb-32">
      <LeadReviewHeader
        name={displayListName(list.name)}
        downloading={download.isPending}
        downloads={downloads}
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
          <div id={panelId('insight')} className={`space-y-4 ${foldingClass(openPanel === 'insight')}`}>
            {insight.data ? (
              <InsightChart insight={insight.data} title="Audience shape" />
            ) : (
              <div
                className="h-44 animate-pulse rounded-xl border border-slate-200 bg-white"
                aria-hidden="true"
              />
            )}
            {/* beside the template, in the room its card leaves: the profiles keep their place */}
            <TargetCompleteness rows={list.completeness ?? []} searchType={list.search_type ?? 'followers'} />
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
              // issue 36: what Populate would refuse or warn of (the count is the campaign's, later)
              lint={lintTemplate(template)}
              // no count here: a label growing with the selection could wrap the card taller
              actions={populateButton(false)}
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
            {view === 'cards' ? <SortSelect sort={sort} onChange={setSort} /> : null}
            <ViewToggle view={view} onChange={setView} />
            <Button
              variant="secondary"
              className="px-3 py-1.5"
              onClick={() => void selectAllMatching()}
              disabled={selectingAll || matching === 0}
            >
              {selectingAll ? 'Selecting...' : `Select all matching (${groupedCount(matching)})`}
            </Button>
            {/* always laid out (hidden without a selection), so selecting never wraps this row */}
            <Button
              variant="ghost"
              className={`px-3 py-1.5 ${count > 0 ? '' : 'invisible'}`}
              onClick={selection.clear}
              disabled={count === 0}
            >
              Clear selection
            </Button>
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
            sort={sort}
            onSort={setSort}
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
        {populateButton(true)}
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
