import {
  deleteCampaign,
  exportCampaignCsv,
  getCampaign,
  populateMessages,
  saveCampaignMessage,
  updateCampaign,
} from '@leadgen/core';
import {
  type CampaignProfile,
  type CampaignStatus,
  lintTemplate,
  matchesLeadReviewFilter,
  messages,
  StaleVersionError,
} from '@leadgen/core/domain';
import { Box } from 'ink';
import { useMemo, useState } from 'react';
import { useApp, useKeys, useSaveOnExit } from '../../app-context.js';
import { Confirm } from '../../components/Confirm.js';
import { hasFindings, LintLine } from '../../components/LintLine.js';
import { ScreenFrame } from '../../components/ScreenFrame.js';
import { SearchField } from '../../components/SearchField.js';
import { Text } from '../../components/Text.js';
import { type Binding, dispatchKey, enter, esc, press } from '../../keymap.js';
import { saveCsv } from '../../save-csv.js';
import { useTone } from '../../theme.js';
import { useListCursor } from '../../use-list-cursor.js';
import { useLiveState } from '../../use-live-state.js';
import { useLoad } from '../../use-load.js';
import { useMessageEditor } from '../../use-message-editor.js';
import { useMessageVersions } from '../../use-message-versions.js';
import { useOpenProfile } from '../../use-open-profile.js';
import { FREE_ROWS, useTerminalSize } from '../../use-terminal-size.js';
import { visibleWindow } from '../../visible-window.js';
import { CampaignInfo, INFO_LINES } from './CampaignInfo.js';
import { CampaignLoadFrame } from './CampaignLoadFrame.js';
import { CampaignProfileTable } from './CampaignProfileTable.js';
import { MessagePane } from './MessagePane.js';
import { PersonalizeJobLine } from './PersonalizeJobLine.js';
import { StatusPicker } from './StatusPicker.js';
import { statusTone } from './status-tone.js';
import { TemplateInput, VARIABLE_KEY } from './TemplateInput.js';
import { usePersonalization } from './use-personalization.js';

/** Lines of the message pane under the table (a label and three of text), or of a dialog. */
const PANE_LINES = 4;
/** Lines the template takes while it is edited (a label, the text, its border). */
const TEMPLATE_EDIT_LINES = 6;

type Mode = 'browse' | 'search' | 'message' | 'template' | 'status' | 'delete';

/**
 * One campaign (spec §2 edit and view screens): its facts and stats, its template, a scrolling
 * table of its profiles with the highlighted one's message below; populate, personalise with
 * AI, change status, export, open a profile, edit the template and messages in place, delete.
 */
export function CampaignScreen({ campaignId }: { campaignId: string }) {
  const { deps, back, open, flash, fail } = useApp();
  const tone = useTone();
  const { columns, rows } = useTerminalSize();
  const loaded = useLoad(() => getCampaign({ store: deps.store }, deps.user.id, campaignId), [campaignId]);
  const campaign = loaded.data;
  const [query, setQuery] = useState('');
  const profiles = useMemo(() => {
    const all = campaign?.profiles ?? [];
    return query ? all.filter((profile) => matchesLeadReviewFilter(profile, { nameContains: query })) : all;
  }, [campaign, query]);
  // Live: every key of a burst (key repeat, tmux send-keys) sees the mode the previous one left.
  const [mode, setMode, liveMode] = useLiveState<Mode>('browse');
  const [templateDraft, setTemplateDraft] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const versions = useMessageVersions();
  const editor = useMessageEditor<CampaignProfile>(async (profile, message) => {
    await versions.save(profile.id, () =>
      saveCampaignMessage({ store: deps.store }, deps.user.id, campaignId, profile.id, message, {
        expectedVersion: versions.expected(profile.id, profile.message_version),
      }),
    );
    loaded.reload();
  });
  const personalization = usePersonalization(campaignId, loaded.reload);

  const templateLines = mode === 'template' ? TEMPLATE_EDIT_LINES : 1;
  // issue 36: the template as typed, with how many leads would get it word for word
  const templateLint = lintTemplate(mode === 'template' ? templateDraft : '', {
    leadsUsingIt: (campaign?.profiles ?? []).filter((p) => !p.message && p.outreach_status === 'queued')
      .length,
  });
  // The frame (3), the facts, the template, the activity line, the table's header and the pane,
  // the search line while there is one, and the terminal's last line, left empty (`FREE_ROWS`).
  const searchLines = mode === 'search' || query ? 1 : 0;
  const height = Math.max(
    2,
    rows - FREE_ROWS - 3 - INFO_LINES - templateLines - searchLines - 1 - 1 - PANE_LINES,
  );
  const { at, liveAt, setCursor, move } = useListCursor(profiles.length, height - 1);
  const highlighted = profiles[at];
  const shown = visibleWindow(profiles.length, at, height);

  const saveTemplate = async () => {
    if (!campaign || templateDraft === (campaign.message_template ?? '')) return;
    try {
      const { notice, lint } = await updateCampaign(
        { store: deps.store },
        deps.user.id,
        campaignId,
        { template: templateDraft },
        // over the campaign as this screen read it: a change made since elsewhere is not lost
        { expectedVersion: campaign.version },
      );
      // issue 36: the template's warnings (how many leads get it word for word…) after the notice
      const [warning] = lint.warnings;
      flash(warning ? `${notice} ⚠ ${warning.message}` : notice, warning ? 'warning' : 'success');
      loaded.reload();
    } catch (error) {
      fail(error, messages.failedToSaveCampaign);
      // reread: saving the template again then overwrites deliberately
      if (error instanceof StaleVersionError) loaded.reload();
    }
  };
  useSaveOnExit(async () => {
    if (mode === 'template') await saveTemplate();
  });

  /** Runs one action of the screen, with its progress line and its error in the status line. */
  const run = async (label: string, work: () => Promise<void>, fallback: string) => {
    if (busy) return;
    setBusy(label);
    try {
      await work();
    } catch (error) {
      fail(error, fallback);
    } finally {
      setBusy(null);
    }
  };

  const populate = () =>
    run(
      'Populating messages…',
      async () => {
        const { notice } = await populateMessages({ store: deps.store }, deps.user.id, campaignId);
        flash(notice, 'success');
        loaded.reload();
      },
      'Failed to populate messages',
    );

  const exportCsv = () =>
    run(
      messages.preparingCsv,
      async () => {
        const download = await exportCampaignCsv({ store: deps.store }, deps.user.id, campaignId);
        // the same line as the list review's export: where the file is and how many it holds
        const path = await saveCsv(download, deps.exportDir);
        flash(`CSV saved: ${path} (${download.count} profiles)`, 'success');
      },
      messages.failedToDownloadCsv,
    );

  const setStatus = (status: CampaignStatus) => {
    setMode('browse');
    void run(
      'Changing status…',
      async () => {
        await updateCampaign({ store: deps.store }, deps.user.id, campaignId, { status });
        flash(messages.campaignStatusChanged(status), 'success');
        loaded.reload();
      },
      messages.failedToUpdateCampaignStatus,
    );
  };

  const remove = () => {
    setMode('browse');
    void run(
      'Deleting…',
      async () => {
        const { notice } = await deleteCampaign({ store: deps.store }, deps.user.id, campaignId);
        flash(notice, 'success');
        back();
      },
      messages.failedToDeleteCampaign,
    );
  };

  const openProfile = useOpenProfile();

  const ready = campaign !== undefined;
  /** The row under the cursor after every key handled so far (keys of a burst come one by one). */
  const current = () => profiles[liveAt()];
  /** The keys while browsing: what the help and the footer list is what the keyboard does. */
  const keymap: Binding[] = [
    { keys: '↑/↓ j/k', does: 'move through the profiles', hint: 'move', hintKeys: 'j/k' },
    { keys: 'PgUp/PgDn Home/End g/G', does: 'a page up or down, first or last profile' },
    {
      keys: '/',
      does: 'search the profiles by name or username (Esc clears)',
      hint: 'search',
      when: ready,
      on: press('/'),
      run: () => setMode('search'),
    },
    {
      keys: 'Enter',
      does: 'edit the message (Esc saves)',
      hint: 'edit',
      when: ready && profiles.length > 0,
      on: enter,
      run: () => {
        const row = current();
        if (!row) return;
        editor.start(row);
        setMode('message');
      },
    },
    {
      keys: 't',
      does: `edit the template (${VARIABLE_KEY} inserts a variable; Esc or Ctrl-S saves)`,
      when: ready,
      on: press('t'),
      run: () => {
        setTemplateDraft(campaign?.message_template ?? '');
        setMode('template');
      },
    },
    {
      keys: 'p',
      does: 'populate from the template',
      hint: 'populate',
      when: ready,
      on: press('p'),
      run: () => void populate(),
    },
    {
      keys: 'i',
      does: 'personalise with AI (skips messages it already wrote)',
      hint: 'AI',
      when: ready,
      on: press('i'),
      run: () => personalization.start(false),
    },
    {
      keys: 'I',
      does: 'personalise with AI, rewriting every message',
      when: ready,
      on: press('I'),
      run: () => personalization.start(true),
    },
    { keys: 's', does: 'change the status', when: ready, on: press('s'), run: () => setMode('status') },
    {
      keys: 'S',
      does: 'send: the next lead to message, its message and the pace (active campaigns)',
      hint: 'send',
      when: ready,
      on: press('S'),
      run: () => open({ name: 'send', campaignId }),
    },
    {
      keys: 'v',
      does: 'message variants: each one’s reply rate, add one, pick the winner',
      hint: 'variants',
      when: ready,
      on: press('v'),
      run: () => open({ name: 'variants', campaignId }),
    },
    {
      keys: 'e',
      does: 'export the campaign as CSV to the current directory',
      when: ready,
      on: press('e'),
      run: () => void exportCsv(),
    },
    {
      keys: 'o',
      does: "open the highlighted profile's Instagram page",
      when: ready && profiles.length > 0,
      on: press('o'),
      run: () => {
        const row = current();
        if (row) openProfile(row.username);
      },
    },
    {
      keys: 'd',
      does: 'delete the campaign (asks first)',
      when: ready,
      on: press('d'),
      run: () => setMode('delete'),
    },
    { keys: 'Esc', does: 'back', on: esc, run: back },
  ];

  useKeys(
    (input, key) => {
      if (liveMode() === 'template') {
        if (key.escape || (key.ctrl && input === 's')) {
          setMode('browse');
          void saveTemplate();
        }
        return;
      }
      // A dialog or the message editor opened by an earlier key of this burst has the keyboard.
      if (liveMode() !== 'browse') return;
      if (campaign && move(input, key)) return;
      dispatchKey(keymap, input, key);
    },
    mode === 'browse' || mode === 'template',
  );

  if (!campaign) return <CampaignLoadFrame title="Campaign" keys={keymap} error={loaded.error} />;

  const leaveMessage = () => {
    editor.leave();
    setMode('browse');
  };

  const activity = personalization.jobId ? (
    <PersonalizeJobLine jobId={personalization.jobId} onEnd={personalization.jobEnded} />
  ) : (
    <Text color={tone('info')} wrap="truncate">
      {personalization.running
        ? personalization.progress
          ? `Personalizing ${personalization.progress.done} of ${personalization.progress.total}` +
            (personalization.progress.failed > 0 ? ` (${personalization.progress.failed} failed)` : '') +
            '…'
          : `${messages.stepPersonalizing}…`
        : (busy ?? ' ')}
    </Text>
  );

  return (
    <ScreenFrame
      title={`Campaign: ${campaign.name}`}
      right={
        <Text bold color={tone(statusTone(campaign.status))}>
          {` ${campaign.status}`}
        </Text>
      }
      keys={keymap}
    >
      <CampaignInfo campaign={campaign} />
      {mode === 'search' || query ? (
        <SearchField
          query={query}
          focus={mode === 'search'}
          onChange={(value) => {
            setQuery(value);
            setCursor(0);
          }}
          onDone={() => setMode('browse')}
          placeholder="name or username"
        />
      ) : null}
      {mode === 'template' ? (
        <Box flexDirection="column" height={TEMPLATE_EDIT_LINES}>
          <Text color={tone('accent')} wrap="truncate">
            {`Template (${VARIABLE_KEY} inserts {Full Name}, again cycles · Esc or Ctrl-S saves)`}
          </Text>
          <Box
            borderStyle="round"
            borderColor={tone('accent')}
            height={TEMPLATE_EDIT_LINES - 1 - (hasFindings(templateLint) ? 1 : 0)}
            overflow="hidden"
            flexDirection="column"
            justifyContent="flex-end"
            paddingX={1}
          >
            {/* Kept whole, so the box shows its end (where the cursor is), not its first lines. */}
            <Box flexShrink={0} flexDirection="column">
              <TemplateInput value={templateDraft} onChange={setTemplateDraft} focus />
            </Box>
          </Box>
          <LintLine lint={templateLint} />
        </Box>
      ) : (
        <Text wrap="truncate">
          <Text color={tone('muted')}>Template: </Text>
          {campaign.message_template?.replace(/\s*\n\s*/g, ' ⏎ ') ?? (
            <Text color={tone('muted')}>none yet (t writes one)</Text>
          )}
        </Text>
      )}
      {activity}
      {profiles.length === 0 ? (
        <Box height={height + 1}>
          <Text color={tone('muted')}>
            {query ? 'No profiles match your search' : messages.campaignHasNoProfiles}
          </Text>
        </Box>
      ) : (
        <CampaignProfileTable
          profiles={profiles}
          start={shown.start}
          height={height}
          cursor={at}
          columns={columns}
        />
      )}
      {mode === 'status' ? (
        <StatusPicker current={campaign.status} onPick={setStatus} onCancel={() => setMode('browse')} />
      ) : mode === 'delete' ? (
        <Confirm
          question="Delete this campaign? Its profiles stay in their lists."
          onYes={remove}
          onNo={() => setMode('browse')}
        />
      ) : (
        <MessagePane
          profile={highlighted}
          editing={mode === 'message'}
          draft={editor.draft}
          onChange={editor.change}
          onLeave={leaveMessage}
          lines={PANE_LINES}
        />
      )}
    </ScreenFrame>
  );
}
