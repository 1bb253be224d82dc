import { messages } from '@leadgen/core/domain';
import { Box } from 'ink';
import { useApp, useKeys } from '../../app-context.js';
import { Confirm } from '../../components/Confirm.js';
import { ScreenFrame } from '../../components/ScreenFrame.js';
import { SearchField } from '../../components/SearchField.js';
import { Text } from '../../components/Text.js';
import { dispatchKey } from '../../keymap.js';
import { useTone } from '../../theme.js';
import { useListCursor } from '../../use-list-cursor.js';
import { useOpenProfile } from '../../use-open-profile.js';
import { FREE_ROWS, useTerminalSize } from '../../use-terminal-size.js';
import { visibleWindow } from '../../visible-window.js';
import { CampaignInfo, INFO_LINES } from './CampaignInfo.js';
import { CampaignLoadFrame } from './CampaignLoadFrame.js';
import { CampaignProfileTable } from './CampaignProfileTable.js';
import { campaignKeymap, templateKeymap } from './campaign-keymap.js';
import { MessagePane } from './MessagePane.js';
import { PersonalizeJobLine } from './PersonalizeJobLine.js';
import { StatusPicker } from './StatusPicker.js';
import { statusTone } from './status-tone.js';
import { TEMPLATE_EDIT_LINES, TemplateEditor } from './TemplateEditor.js';
import { useCampaignState } from './use-campaign-state.js';

/** Lines of the message pane under the table (a label and three of text), or of a dialog. */
const PANE_LINES = 4;

/**
 * One campaign (spec §2 edit and view screens): its facts and stats, its template, a scrolling
 * table of its profiles with the highlighted one's message below; populate, personalise with
 * AI, change status, export, open a profile, edit the template and messages in place, delete.
 * The data and actions are `useCampaignState`'s, the keys `campaignKeymap`'s.
 */
export function CampaignScreen({ campaignId }: { campaignId: string }) {
  const { back, open } = useApp();
  const tone = useTone();
  const { columns, rows } = useTerminalSize();
  const state = useCampaignState(campaignId);
  const { campaign, profiles, mode, setMode, liveMode, query, personalization } = state;

  const templateLines = mode === 'template' ? TEMPLATE_EDIT_LINES : 1;
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
  const openProfile = useOpenProfile();

  /** The row under the cursor after every key handled so far (keys of a burst come one by one). */
  const current = () => profiles[liveAt()];
  const keymap = campaignKeymap(
    { ready: campaign !== undefined, hasProfiles: profiles.length > 0 },
    {
      move: (input, key) => {
        if (campaign) move(input, key);
      },
      search: () => setMode('search'),
      editMessage: () => {
        const row = current();
        if (row) state.editMessage(row);
      },
      editTemplate: state.editTemplate,
      populate: () => void state.populate(),
      personalize: personalization.start,
      pickStatus: () => setMode('status'),
      send: () => open({ name: 'send', campaignId }),
      variants: () => open({ name: 'variants', campaignId }),
      exportCsv: () => void state.exportCsv(),
      openProfile: () => {
        const row = current();
        if (row) openProfile(row.username);
      },
      remove: () => setMode('delete'),
      back,
    },
  );
  const templateKeys = templateKeymap(state.leaveTemplate);

  useKeys(
    (input, key) => {
      // A dialog or the message editor opened by an earlier key of this burst has the keyboard.
      const now = liveMode();
      if (now === 'template') dispatchKey(templateKeys, input, key);
      else if (now === 'browse') dispatchKey(keymap, input, key);
    },
    mode === 'browse' || mode === 'template',
  );

  if (!campaign) return <CampaignLoadFrame title="Campaign" keys={keymap} error={state.loaded.error} />;

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
        : (state.busy ?? ' ')}
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
            state.setQuery(value);
            setCursor(0);
          }}
          onDone={() => setMode('browse')}
          placeholder="name or username"
        />
      ) : null}
      {mode === 'template' ? (
        <TemplateEditor
          value={state.templateDraft}
          onChange={state.setTemplateDraft}
          lint={state.templateLint}
          saveKeys={templateKeys.map((binding) => binding.keys).join(' or ')}
        />
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
        <StatusPicker current={campaign.status} onPick={state.setStatus} onCancel={() => setMode('browse')} />
      ) : mode === 'delete' ? (
        <Confirm
          question="Delete this campaign? Its profiles stay in their lists."
          onYes={state.remove}
          onNo={() => setMode('browse')}
        />
      ) : (
        <MessagePane
          profile={highlighted}
          editing={mode === 'message'}
          draft={state.editor.draft}
          onChange={state.editor.change}
          onLeave={state.leaveMessage}
          lines={PANE_LINES}
        />
      )}
    </ScreenFrame>
  );
}
