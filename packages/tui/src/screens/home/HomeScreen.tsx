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
import { ScreenFrame } from '../../components/ScreenFrame.js';
import { SearchField } from '../../components/SearchField.js';
import { SessionIdPrompt } from '../../components/SessionIdPrompt.js';
import { Text } from '../../components/Text.js';
import { TextInput } from '../../components/TextInput.js';
import { type Binding, dispatchKey, enter, esc, press } from '../../keymap.js';
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
  const { deps, open, flash, fail } = useApp();
  const tone = useTone();
  const account = useAccount();
  const jobs = useActiveJobs();
  const { rows } = useTerminalSize();
  const [tab, setTab] = useState<HomeTab>(initialTab);
  const [query, setQuery] = useState('');
  const [mode, setMode] = useState<Mode>({ kind: 'browse' });
  // undefined until first read: the screen says it is loading, not that there is nothing
  const [lists, setLists] = useState<ListRow[] | undefined>(undefined);
  const [campaigns, setCampaigns] = useState<CampaignSummary[] | undefined>(undefined);
  const [loadError, setLoadError] = useState(false);
  const { store, user } = deps;
  const retry = useRetryList();

  usePoll(async () => {
    try {
      const [nextLists, nextCampaigns] = await Promise.all([
        listLists({ store }, user.id),
        listCampaigns({ store }, user.id),
      ]);
      setLists(nextLists);
      setCampaigns(nextCampaigns);
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

  const current = () => pick(liveAt());
  const hasRow = shown.length > 0;
  const noun = tab === 'lists' ? 'list' : 'campaign';
  const startDelete = () => {
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
  };
  /** The keys of this tab: what the help and the footer list is what the keyboard does. */
  const keymap: Binding[] = [
    { keys: '↑ ↓ j k', does: 'move', hint: 'move', hintKeys: 'j/k' },
    { keys: 'g G Home End PgUp PgDn', does: `first / last ${noun}, a page up or down` },
    {
      keys: 'Tab ← →',
      does: tab === 'lists' ? 'switch to the campaigns' : 'switch to the lists',
      on: (_input, key) => key.tab || key.leftArrow || key.rightArrow,
      run: () => {
        setCursor(0);
        setTab(tab === 'lists' ? 'campaigns' : 'lists');
      },
    },
    {
      keys: 'Enter',
      does: tab === 'lists' ? 'open (a running list shows its progress)' : 'open the campaign',
      hint: 'open',
      on: enter,
      run: () => openItem(current()),
    },
    {
      keys: '/',
      does:
        tab === 'lists'
          ? 'search by name, target, type, description or status'
          : 'search by name, description or status',
      hint: 'search',
      on: press('/'),
      run: () => setMode({ kind: 'search' }),
    },
    { keys: 'Esc', does: 'clear the search', when: query !== '', on: esc, run: () => setQuery('') },
    {
      keys: 'Esc',
      does: 'nothing on this first screen (q quits)',
      when: query === '',
      on: esc,
      run: () => flash('Esc goes back; this is the first screen. q quits.'),
    },
    {
      keys: 'n',
      does: 'new discovery run',
      hint: tab === 'lists' ? 'discover' : undefined,
      on: press('n'),
      run: () => open({ name: 'new-run', kind: 'discover' }),
    },
    {
      keys: 'c',
      does: 'new custom list (usernames or a CSV file)',
      hint: tab === 'lists' ? 'custom list' : undefined,
      on: press('c'),
      run: () => open({ name: 'new-run', kind: 'custom' }),
    },
    {
      keys: 'w',
      does: 'the watchlists: new followers of a target on a schedule',
      hint: tab === 'lists' ? 'watches' : undefined,
      on: press('w'),
      run: () => open({ name: 'watches' }),
    },
    {
      keys: 'r',
      does: `rename the ${noun}`,
      hint: tab === 'campaigns' ? 'rename' : undefined,
      when: hasRow,
      on: press('r'),
      run: () => setMode({ kind: 'rename', value: current().name }),
    },
    {
      keys: 'R',
      does: 'retry the run of a failed, paused or canceled list',
      when: tab === 'lists' && hasRow,
      on: press('R'),
      run: () => {
        const target = current().list;
        // a completed list has nothing to retry, a running one is going
        if (target && target.status !== 'completed' && !progress.has(target.id)) retry.start(target);
      },
    },
    {
      keys: 'd',
      does: `delete the ${noun} (asks first)`,
      hint: tab === 'campaigns' ? 'delete' : undefined,
      when: hasRow,
      on: press('d'),
      run: startDelete,
    },
    {
      keys: 'e',
      does: `export the ${noun} as CSV to the current directory`,
      when: hasRow,
      on: press('e'),
      run: () => exportItem(current()),
    },
  ];

  // the list keys wait while a prompt (rename, delete, the retry's session id) has the keyboard
  const browsing = mode.kind === 'browse' && !retry.asking;
  useKeys((input, key) => {
    if (!move(input, key)) dispatchKey(keymap, input, key);
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
      keys={keymap}
      back={false}
    >
      <Box gap={2}>
        <Tab label={lists ? `Lists (${shownLists.length})` : 'Lists'} active={tab === 'lists'} />
        <Tab
          label={campaigns ? `Campaigns (${shownCampaigns.length})` : 'Campaigns'}
          active={tab === 'campaigns'}
        />
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
      {!loaded ? (
        <Box marginY={1}>
          <Text color={tone(loadError ? 'danger' : 'muted')}>
            {loadError ? messages.errorLoadingDashboard : messages.loading}
          </Text>
        </Box>
      ) : tab === 'lists' ? (
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
