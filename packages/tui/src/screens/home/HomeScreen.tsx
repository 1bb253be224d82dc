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
import {
  displayListName,
  formatCredits,
  messages,
  planBadge,
  searchCampaigns,
  searchLists,
} from '@leadgen/core/domain';
import { Box } from 'ink';
import { useMemo, useState } from 'react';
import { useApp, useKeys } from '../../app-context.js';
import { Confirm } from '../../components/Confirm.js';
import { type KeyHelp, ScreenFrame } from '../../components/ScreenFrame.js';
import { SearchField } from '../../components/SearchField.js';
import { SessionIdPrompt } from '../../components/SessionIdPrompt.js';
import { Text } from '../../components/Text.js';
import { TextInput } from '../../components/TextInput.js';
import type { HomeTab } from '../../routes.js';
import { saveCsv } from '../../save-csv.js';
import { useTone } from '../../theme.js';
import { useAccount } from '../../use-account.js';
import { useActiveJobs } from '../../use-jobs.js';
import { useListCursor } from '../../use-list-cursor.js';
import { usePoll } from '../../use-poll.js';
import { useTerminalSize } from '../../use-terminal-size.js';
import { CampaignRows, ListNote, type ListRow, ListRows } from './HomeRows.js';
import { useRetryList } from './use-retry-list.js';

/** The keys of each tab, for the help (`?`) and the footer: each tab hints its own. */
const KEYS: Record<HomeTab, KeyHelp[]> = {
  lists: [
    { keys: '↑ ↓ j k', does: 'move' },
    { keys: 'g G Home End PgUp PgDn', does: 'first / last list, a page up or down' },
    { keys: 'Tab ← →', does: 'switch to the campaigns' },
    { keys: 'Enter', does: 'open (a running list shows its progress)', hint: 'open' },
    { keys: '/', does: 'search by name, target, type, description or status', hint: 'search' },
    { keys: 'n', does: 'new discovery run', hint: 'discover' },
    { keys: 'c', does: 'new custom list (usernames or a CSV file)', hint: 'custom list' },
    { keys: 'r', does: 'rename the list' },
    { keys: 'R', does: 'retry the run of a failed, paused or canceled list' },
    { keys: 'd', does: 'delete the list (asks first)' },
    { keys: 'e', does: 'export the list as CSV to the current directory' },
  ],
  campaigns: [
    { keys: '↑ ↓ j k', does: 'move' },
    { keys: 'g G Home End PgUp PgDn', does: 'first / last campaign, a page up or down' },
    { keys: 'Tab ← →', does: 'switch to the lists' },
    { keys: 'Enter', does: 'open the campaign', hint: 'open' },
    { keys: '/', does: 'search by name, description or status', hint: 'search' },
    { keys: 'r', does: 'rename the campaign', hint: 'rename' },
    { keys: 'd', does: 'delete the campaign (asks first)', hint: 'delete' },
    { keys: 'e', does: 'export the campaign as CSV to the current directory' },
    { keys: 'n / c', does: 'new discovery run / new custom list' },
  ],
};

type Mode =
  | { kind: 'browse' }
  | { kind: 'search' }
  | { kind: 'rename'; value: string }
  /** `kept`: what campaigns keep of a list being deleted (a campaign owns its leads). */
  | { kind: 'delete'; kept: string | null };

/**
 * The first screen: the user's lists and campaigns in two tabs with counts, the credits balance
 * and plan, a search box, and keys to open, rename, delete, export and start runs. Lists being
 * made anywhere (here, the web app, cron) show their live progress.
 */
export function HomeScreen({ tab: initialTab = 'lists' }: { tab?: HomeTab }) {
  const { deps, open, back, flash, fail } = useApp();
  const tone = useTone();
  const account = useAccount();
  const jobs = useActiveJobs();
  const { rows } = useTerminalSize();
  const [tab, setTab] = useState<HomeTab>(initialTab);
  const [query, setQuery] = useState('');
  const [mode, setMode] = useState<Mode>({ kind: 'browse' });
  const [lists, setLists] = useState<ListRow[]>([]);
  const [campaigns, setCampaigns] = useState<CampaignSummary[]>([]);
  const { store, user } = deps;
  const retry = useRetryList();

  usePoll(async () => {
    const [nextLists, nextCampaigns] = await Promise.all([
      listLists({ store }, user.id),
      listCampaigns({ store }, user.id),
    ]);
    setLists(nextLists);
    setCampaigns(nextCampaigns);
  });

  const progress = useMemo(() => {
    const byList = new Map<string, { jobId: string; percent: number }>();
    for (const job of jobs) {
      const listId = jobListId(job);
      if (listId) byList.set(listId, { jobId: job.id, percent: job.progress?.percent ?? 0 });
    }
    return byList;
  }, [jobs]);

  const shownLists = useMemo(() => searchLists(lists, query), [lists, query]);
  const shownCampaigns = useMemo(() => searchCampaigns(campaigns, query), [campaigns, query]);
  const shown = tab === 'lists' ? shownLists : shownCampaigns;
  const tableRows = Math.max(3, rows - 8);
  const { at, liveAt, setCursor, move } = useListCursor(shown.length, tableRows - 2);
  const pick = (index: number) => {
    const list = tab === 'lists' ? shownLists[index] : undefined;
    const campaign = tab === 'campaigns' ? shownCampaigns[index] : undefined;
    return { list, campaign, name: list ? displayListName(list.name) : (campaign?.name ?? '') };
  };
  const { list, campaign, name: selectedName } = pick(at);

  const act = (work: () => Promise<void>, fallback: string) => {
    work().catch((error: unknown) => fail(error, fallback));
  };

  const openItem = ({ list, campaign }: ReturnType<typeof pick>) => {
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
  };

  const exportItem = ({ list, campaign }: ReturnType<typeof pick>) =>
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

  const rename = (name: string) => {
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
  };

  const remove = () => {
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
  };

  // the list keys wait while a prompt (rename, delete, the retry's session id) has the keyboard
  const browsing = mode.kind === 'browse' && !retry.asking;
  useKeys((input, key) => {
    const item = pick(liveAt());
    if (move(input, key)) return;
    if (key.tab || key.leftArrow || key.rightArrow) {
      setCursor(0);
      return setTab(tab === 'lists' ? 'campaigns' : 'lists');
    }
    if (key.return) return openItem(item);
    if (input === '/') return setMode({ kind: 'search' });
    if (input === 'n') return open({ name: 'new-run', kind: 'discover' });
    if (input === 'c') return open({ name: 'new-run', kind: 'custom' });
    if (input === 'q' || key.escape) {
      if (query) return setQuery('');
      return back();
    }
    if (!item.name) return;
    if (input === 'r') return setMode({ kind: 'rename', value: item.name });
    // a completed list has nothing to retry, a running one is going
    if (input === 'R' && item.list && item.list.status !== 'completed' && !progress.has(item.list.id))
      return retry.start(item.list);
    if (input === 'd') {
      if (!list) return setMode({ kind: 'delete', kept: null });
      void listCampaignUse({ store }, user.id).then((use) => {
        const held = use.get(list.id);
        setMode({
          kind: 'delete',
          kept: held ? messages.listUsedByCampaigns(held.campaigns, held.leads) : null,
        });
      });
      return;
    }
    if (input === 'e') return exportItem(item);
  }, browsing);

  const credits = (
    <Text>
      Credits <Text bold>{formatCredits(account.credits)}</Text> ·{' '}
      <Text color={tone(planBadge(account.subscription_status) === 'Pro' ? 'success' : 'muted')}>
        {planBadge(account.subscription_status)}
      </Text>
    </Text>
  );

  return (
    <ScreenFrame
      title={`Leadgen · ${account.first_name} ${account.last_name}`}
      right={credits}
      keys={KEYS[tab]}
    >
      <Box gap={2}>
        <Tab label={`Lists (${shownLists.length})`} active={tab === 'lists'} />
        <Tab label={`Campaigns (${shownCampaigns.length})`} active={tab === 'campaigns'} />
        <Box flexGrow={1} justifyContent="flex-end">
          <SearchField
            query={query}
            focus={mode.kind === 'search'}
            onChange={(value) => {
              setQuery(value);
              setCursor(0);
            }}
            onDone={() => setMode({ kind: 'browse' })}
          />
        </Box>
      </Box>
      {tab === 'lists' ? (
        <ListRows
          lists={shownLists}
          cursor={at}
          height={tableRows}
          progress={progress}
          searching={query !== ''}
        />
      ) : (
        <CampaignRows campaigns={shownCampaigns} cursor={at} height={tableRows} searching={query !== ''} />
      )}
      {tab === 'lists' ? <ListNote list={list} /> : null}
      <SessionIdPrompt retry={retry} />
      {mode.kind === 'rename' ? (
        <Box>
          <Text>Rename to: </Text>
          <TextInput
            value={mode.value}
            onChange={(value) => setMode({ kind: 'rename', value })}
            onSubmit={rename}
            onCancel={() => setMode({ kind: 'browse' })}
          />
        </Box>
      ) : null}
      {mode.kind === 'delete' ? (
        <Confirm
          question={`Delete ${tab === 'lists' ? 'list' : 'campaign'} "${selectedName}"? ${mode.kept ? `${mode.kept} ` : ''}This cannot be undone.`}
          onYes={remove}
          onNo={() => setMode({ kind: 'browse' })}
        />
      ) : null}
    </ScreenFrame>
  );
}

function Tab({ label, active }: { label: string; active: boolean }) {
  const tone = useTone();
  return (
    <Text bold={active} underline={active} color={tone(active ? 'accent' : 'muted')}>
      {label}
    </Text>
  );
}
