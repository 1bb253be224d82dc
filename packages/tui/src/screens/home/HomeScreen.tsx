import { formatCredits, messages, planBadge } from '@leadgen/core/domain';
import { Box } from 'ink';
import { useApp } from '../../app-context.js';
import { Confirm } from '../../components/Confirm.js';
import { ScreenFrame } from '../../components/ScreenFrame.js';
import { SearchField } from '../../components/SearchField.js';
import { SessionIdPrompt } from '../../components/SessionIdPrompt.js';
import { Text } from '../../components/Text.js';
import { TextInput } from '../../components/TextInput.js';
import { useKeymap } from '../../keymap.js';
import type { HomeTab } from '../../routes.js';
import { useTone } from '../../theme.js';
import { useAccount } from '../../use-account.js';
import { CampaignRows, ListNote, ListRows } from './HomeRows.js';
import { homeKeymap } from './home-keymap.js';
import { useHomeState } from './use-home-state.js';

/**
 * The first screen: the user's lists and campaigns in two tabs with counts, the credits balance
 * and plan, a search box, and keys to open, rename, delete, export and start runs. Lists being
 * made anywhere (here, the web app, cron) show their live progress. The data and actions are
 * `useHomeState`'s, the keys `homeKeymap`'s.
 */
export function HomeScreen({ tab: initialTab = 'lists' }: { tab?: HomeTab }) {
  const { open, flash } = useApp();
  const tone = useTone();
  const account = useAccount();
  const state = useHomeState(initialTab);
  const { tab, query, mode, setMode, lists, campaigns, shownLists, shownCampaigns, cursor } = state;

  const keymap = homeKeymap(
    { tab, hasRow: state.hasRow, searching: query !== '' },
    {
      move: cursor.move,
      switchTab: state.switchTab,
      open: state.openCurrent,
      search: () => setMode({ kind: 'search' }),
      clearSearch: state.clearSearch,
      nowhereBack: () => flash('Esc goes back; this is the first screen. q quits.'),
      discover: () => open({ name: 'new-run', kind: 'discover' }),
      custom: () => open({ name: 'new-run', kind: 'custom' }),
      watches: () => open({ name: 'watches' }),
      rename: state.startRename,
      retry: state.retryCurrent,
      remove: state.startDelete,
      exportCsv: state.exportCurrent,
    },
  );
  // the list keys wait while a prompt (rename, delete, the retry's session id) has the keyboard
  useKeymap(keymap, mode.kind === 'browse' && !state.retry.asking);

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
            onChange={state.search}
            onDone={() => setMode({ kind: 'browse' })}
          />
        </Box>
      </Box>
      {!state.loaded ? (
        <Box marginY={1}>
          <Text color={tone(state.loadError ? 'danger' : 'muted')}>
            {state.loadError ? messages.errorLoadingDashboard : messages.loading}
          </Text>
        </Box>
      ) : tab === 'lists' ? (
        <ListRows
          lists={shownLists}
          cursor={cursor.at}
          height={state.tableRows}
          progress={state.progress}
          searching={query !== ''}
        />
      ) : (
        <CampaignRows
          campaigns={shownCampaigns}
          cursor={cursor.at}
          height={state.tableRows}
          searching={query !== ''}
        />
      )}
      {tab === 'lists' ? <ListNote list={state.selected.list} /> : null}
      <SessionIdPrompt retry={state.retry} />
      {mode.kind === 'rename' ? (
        <Box>
          <Text>Rename to: </Text>
          <TextInput
            value={mode.value}
            onChange={(value) => setMode({ kind: 'rename', value })}
            onSubmit={state.rename}
            onCancel={() => setMode({ kind: 'browse' })}
          />
        </Box>
      ) : null}
      {mode.kind === 'delete' ? (
        <Confirm
          question={`Delete ${tab === 'lists' ? 'list' : 'campaign'} "${state.selected.name}"? ${mode.kept ? `${mode.kept} ` : ''}This cannot be undone.`}
          onYes={state.remove}
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
