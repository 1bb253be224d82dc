import {
  type CampaignSummary,
  deleteCampaign,
  deleteList,
  exportCampaignCsv,
  exportListCsv,
  jobListId,
  listCampaigns,
  listCampaignUse,
  listLists,
  listStanding,
  renameCampaign,
  renameList,
} from '@leadgen/core';
import { displayListName, messages, searchCampaigns, searchLists } from '@leadgen/core/domain';
import { useMemo, useState } from 'react';
import { useApp } from '../../app-context.js';
import type { HomeTab } from '../../routes.js';
import { saveCsv } from '../../save-csv.js';
import { useActiveJobs } from '../../use-jobs.js';
import { useListCursor } from '../../use-list-cursor.js';
import { usePoll } from '../../use-poll.js';
import { useTerminalSize } from '../../use-terminal-size.js';
import type { ListRow } from './HomeRows.js';
import { useRetryList } from './use-retry-list.js';

/** What the home screen is doing: browsing, or what has the keyboard instead. */
export type HomeMode =
  | { kind: 'browse' }
  | { kind: 'search' }
  | { kind: 'rename'; value: string }
  /** `kept`: what campaigns keep of a list being deleted (a campaign owns its leads). */
  | { kind: 'delete'; kept: string | null };

/**
 * The home screen's data and actions: the lists and campaigns (polled), the live progress of
 * lists being made, the tab, the search, the cursor over what the search leaves, and open,
 * rename, delete, export and retry of the row under it. The view (`HomeScreen`) lays it out;
 * `homeKeymap` binds it.
 */
export function useHomeState(initialTab: HomeTab) {
  const { deps, open, flash, fail } = useApp();
  const jobs = useActiveJobs();
  const { rows } = useTerminalSize();
  const [tab, setTab] = useState<HomeTab>(initialTab);
  const [query, setQuery] = useState('');
  const [mode, setMode] = useState<HomeMode>({ kind: 'browse' });
  // undefined until first read: the screen says it is loading, not that there is nothing
  const [lists, setLists] = useState<ListRow[] | undefined>(undefined);
  const [campaigns, setCampaigns] = useState<CampaignSummary[] | undefined>(undefined);
  const [loadError, setLoadError] = useState(false);
  const { store, user } = deps;
  const retry = useRetryList();

  const reread = async () => {
    const [nextLists, nextCampaigns] = await Promise.all([
      listLists({ store }, user.id),
      listCampaigns({ store }, user.id),
    ]);
    setLists(nextLists);
    setCampaigns(nextCampaigns);
  };
  usePoll(async () => {
    try {
      await reread();
      setLoadError(false);
    } catch {
      setLoadError(true);
    }
  });

  const progress = useMemo(() => {
    const byList = new Map<string, { jobId: string; percent: number }>();
    for (const job of jobs) {
      const listId = jobListId(job);
      if (listId) byList.set(listId, { jobId: job.id, percent: job.progress?.percent ?? 0 });
    }
    return byList;
  }, [jobs]);

  const shownLists = useMemo(() => searchLists(lists ?? [], query), [lists, query]);
  const shownCampaigns = useMemo(() => searchCampaigns(campaigns ?? [], query), [campaigns, query]);
  const loaded = tab === 'lists' ? lists !== undefined : campaigns !== undefined;
  const shown = tab === 'lists' ? shownLists : shownCampaigns;
  const tableRows = Math.max(3, rows - 8);
  const cursor = useListCursor(shown.length, tableRows - 2);
  const pick = (index: number) => {
    const list = tab === 'lists' ? shownLists[index] : undefined;
    const campaign = tab === 'campaigns' ? shownCampaigns[index] : undefined;
    return { list, campaign, name: list ? displayListName(list.name) : (campaign?.name ?? '') };
  };
  const selected = pick(cursor.at);
  const { list, campaign } = selected;
  /** The row under the cursor after every key handled so far (keys of a burst come one by one). */
  const current = () => pick(cursor.liveAt());

  const act = (work: () => Promise<void>, fallback: string) => {
    work().catch((error: unknown) => fail(error, fallback));
  };

  return {
    tab,
    query,
    mode,
    setMode,
    lists,
    campaigns,
    shownLists,
    shownCampaigns,
    loaded,
    loadError,
    hasRow: shown.length > 0,
    progress,
    retry,
    tableRows,
    cursor,
    selected,
    search(value: string) {
      setQuery(value);
      cursor.setCursor(0);
    },
    /** Esc: the search goes, the cursor stays where it is. */
    clearSearch() {
      setQuery('');
    },
    switchTab() {
      cursor.setCursor(0);
      setTab(tab === 'lists' ? 'campaigns' : 'lists');
    },
    openCurrent() {
      const { list, campaign } = current();
      if (list) {
        const running = progress.get(list.id);
        if (list.status === 'completed') open({ name: 'review', listId: list.id });
        else if (running) open({ name: 'run', jobId: running.jobId });
        // a canceled, failed or paused run: why, and what it found but did not look up (shown to no one)
        else
          act(async () => {
            const { notice } = await listStanding({ store: deps.store }, deps.user.id, list.id);
            const text = [list.error, notice].filter(Boolean).join(' ');
            const shade = list.status === 'failed' ? 'danger' : list.status === 'paused' ? 'warning' : 'info';
            flash(text || `This list is ${list.status}`, shade);
          }, messages.failedToLoadProfiles);
      } else if (campaign) open({ name: 'campaign', campaignId: campaign.id });
    },
    exportCurrent() {
      const { list, campaign } = current();
      act(async () => {
        flash('Preparing CSV download...');
        const download = list
          ? await exportListCsv({ store }, user.id, list.id)
          : campaign
            ? await exportCampaignCsv({ store }, user.id, campaign.id)
            : null;
        if (!download) return;
        const path = await saveCsv(download, deps.exportDir);
        flash(`CSV saved: ${path} (${download.count} profiles)`, 'success');
      }, 'Failed to download CSV. Please try again.');
    },
    startRename() {
      setMode({ kind: 'rename', value: current().name });
    },
    rename(name: string) {
      setMode({ kind: 'browse' });
      act(
        async () => {
          // over the version this screen read: a rename made since elsewhere is refused, not lost
          const { notice } = list
            ? await renameList({ store }, user.id, list.id, name, { expectedVersion: list.version })
            : await renameCampaign({ store }, user.id, campaign?.id ?? '', name, {
                expectedVersion: campaign?.version,
              });
          flash(notice, 'success');
          setLists(await listLists({ store }, user.id));
          setCampaigns(await listCampaigns({ store }, user.id));
        },
        list ? 'Failed to rename list' : 'Failed to rename campaign',
      );
    },
    retryCurrent() {
      const target = current().list;
      // a completed list has nothing to retry, a running one is going
      if (target && target.status !== 'completed' && !progress.has(target.id)) retry.start(target);
    },
    startDelete() {
      if (tab === 'campaigns') return setMode({ kind: 'delete', kept: null });
      const target = current().list;
      if (!target) return;
      void listCampaignUse({ store }, user.id).then((use) => {
        const held = use.get(target.id);
        setMode({
          kind: 'delete',
          kept: held ? messages.listUsedByCampaigns(held.campaigns, held.leads) : null,
        });
      });
    },
    remove() {
      setMode({ kind: 'browse' });
      act(
        async () => {
          const { notice } = list
            ? await deleteList({ store }, user.id, list.id)
            : await deleteCampaign({ store }, user.id, campaign?.id ?? '');
          flash(notice, 'success');
          setLists(await listLists({ store }, user.id));
          setCampaigns(await listCampaigns({ store }, user.id));
        },
        list ? 'Failed to delete list' : 'Failed to delete campaign',
      );
    },
  };
}
