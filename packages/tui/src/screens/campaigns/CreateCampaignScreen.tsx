import { createCampaignFromSelection, generateTemplate, getProfile } from '@leadgen/core';
import { messages, renderTemplate } from '@leadgen/core/domain';
import { Box } from 'ink';
import { useApp, useKeys } from '../../app-context.js';
import { DiscardPrompt } from '../../components/DiscardPrompt.js';
import { type KeyHelp, ScreenFrame } from '../../components/ScreenFrame.js';
import { Text } from '../../components/Text.js';
import { TextInput } from '../../components/TextInput.js';
import { useTone } from '../../theme.js';
import { useDiscardGuard } from '../../use-discard-guard.js';
import { useLiveState } from '../../use-live-state.js';
import { useLoad } from '../../use-load.js';
import { useTerminalSize } from '../../use-terminal-size.js';
import { TemplateInput, VARIABLE_KEY } from './TemplateInput.js';

/** Every key of the create screen, for the help and the footer. */
export const CREATE_CAMPAIGN_KEYS: KeyHelp[] = [
  { keys: 'Tab / Shift-Tab', does: 'next / previous field' },
  { keys: 'Enter', does: 'next field (in the template: a new line)' },
  { keys: VARIABLE_KEY, does: 'insert {Full Name}; again: {First Name}, then {Username}', hint: 'variable' },
  { keys: 'Ctrl-G', does: 'write the template with AI (from the name and description)' },
  { keys: 'Ctrl-S', does: 'create', hint: true },
  { keys: 'Esc', does: 'leave the field; again: back without creating (asks if typed)' },
  { keys: 'n / d / t', does: 'out of a field: go to the name, description or template' },
];

const FIELDS = ['name', 'description', 'template'] as const;
type Field = (typeof FIELDS)[number];

/**
 * Creating a campaign from the lead review's selection (spec §2 "Create campaign from
 * profiles", §5 Campaigns): name (required), description, a message template with variable
 * insertion, and a live preview of the template for the highlighted profile. Ctrl-S creates the
 * draft with core's `createCampaignFromSelection` and opens it in place of this screen.
 */
export function CreateCampaignScreen({
  profileIds,
  previewId,
}: {
  listId: string;
  profileIds: string[];
  previewId?: string | undefined;
}) {
  const { deps, replace, flash, fail } = useApp();
  const tone = useTone();
  const { rows } = useTerminalSize();
  const [name, setName, liveName] = useLiveState('');
  const [description, setDescription, liveDescription] = useLiveState('');
  const [template, setTemplate, liveTemplate] = useLiveState('');
  // Live: every key of a burst of input (tmux send-keys) sees the field the previous one chose.
  const [field, setField, liveField] = useLiveState<Field | null>('name');
  const [, setLastField, liveLastField] = useLiveState<Field>('name');
  const [busy, setBusy, liveBusy] = useLiveState<'creating' | 'generating' | null>(null);
  const guard = useDiscardGuard(() => [liveName(), liveDescription(), liveTemplate()].some(Boolean));

  const previewProfileId = previewId ?? profileIds[0];
  const previewLoad = useLoad(
    async () =>
      previewProfileId ? getProfile({ store: deps.store }, deps.user.id, previewProfileId) : undefined,
    [previewProfileId],
  );
  const preview = previewLoad.data;

  const focus = (next: Field | null) => {
    setField(next);
    if (next) setLastField(next);
  };
  const step = (by: number) => {
    const at = FIELDS.indexOf(liveField() ?? liveLastField());
    focus(FIELDS[(at + by + FIELDS.length) % FIELDS.length] ?? 'name');
  };

  const create = async () => {
    if (liveBusy()) return;
    setBusy('creating');
    flash(messages.creatingCampaign);
    try {
      const { campaign, notice } = await createCampaignFromSelection({ store: deps.store }, deps.user.id, {
        name: liveName(),
        description: liveDescription(),
        template: liveTemplate(),
        profileIds,
      });
      flash(notice, 'success');
      replace({ name: 'campaign', campaignId: campaign.id });
    } catch (error) {
      setBusy(null);
      fail(error, messages.failedToCreateCampaignRetry);
    }
  };

  const generate = async () => {
    if (liveBusy()) return;
    setBusy('generating');
    try {
      const context = [liveName().trim(), liveDescription().trim()].filter(Boolean).join(': ');
      const written = await generateTemplate(
        { store: deps.store, writer: deps.providers.writer },
        deps.user.id,
        { context },
      );
      setTemplate(written);
      flash(messages.aiTemplateGenerated, 'success');
    } catch (error) {
      fail(error, messages.errorGeneratingAiMessage);
    } finally {
      setBusy(null);
    }
  };

  useKeys((input, key) => {
    if (guard.liveAsking()) return;
    if (key.ctrl && input === 's') return void create();
    if (key.ctrl && input === 'g') return void generate();
    if (key.tab) return step(key.shift ? -1 : 1);
    const current = liveField();
    if (current) {
      if (key.escape) return focus(null);
      if (key.return && current !== 'template') return step(1);
      return;
    }
    if (key.escape) return guard.leave();
    if (key.return) return focus(liveLastField());
    if (input === 'n') return focus('name');
    if (input === 'd') return focus('description');
    if (input === 't') return focus('template');
  });

  // The frame (3), the name, description and the two labels (4), the two boxes' borders (4).
  const boxLines = Math.max(2, Math.min(8, Math.floor((rows - 11) / 2)));
  const label = (text: string, of: Field) => (
    <Text color={tone(field === of ? 'accent' : 'muted')}>{text.padEnd(13)}</Text>
  );
  const count = profileIds.length;

  return (
    <ScreenFrame
      title="New campaign"
      right={<Text color={tone('muted')}>{`${count} profile${count === 1 ? '' : 's'} selected`}</Text>}
      keys={CREATE_CAMPAIGN_KEYS}
    >
      <Box>
        {label('Name', 'name')}
        <Box flexGrow={1}>
          <TextInput
            value={name}
            onChange={setName}
            focus={field === 'name'}
            placeholder="Campaign name (required)"
          />
        </Box>
      </Box>
      <Box>
        {label('Description', 'description')}
        <Box flexGrow={1}>
          <TextInput
            value={description}
            onChange={setDescription}
            focus={field === 'description'}
            placeholder="Optional"
          />
        </Box>
      </Box>
      <Text wrap="truncate">
        {label('Template', 'template')}
        <Text color={tone(busy === 'generating' ? 'info' : 'muted')}>
          {busy === 'generating'
            ? 'Writing a template with AI…'
            : `${VARIABLE_KEY} inserts a variable (again: the next one) · Ctrl-G writes one with AI`}
        </Text>
      </Text>
      <Box
        borderStyle="round"
        borderColor={tone(field === 'template' ? 'accent' : 'muted')}
        height={boxLines + 2}
        overflow="hidden"
        flexDirection="column"
        justifyContent={field === 'template' ? 'flex-end' : 'flex-start'}
        paddingX={1}
      >
        <TemplateInput
          value={template}
          onChange={setTemplate}
          focus={field === 'template'}
          placeholder="Hi {First Name}, ..."
        />
      </Box>
      {guard.asking ? (
        <DiscardPrompt guard={guard} />
      ) : (
        <>
          <Text color={tone('muted')} wrap="truncate">
            {preview
              ? `Preview for @${preview.username}${preview.full_name ? ` (${preview.full_name})` : ''}`
              : 'Preview'}
          </Text>
          <Box
            borderStyle="round"
            borderColor={tone('muted')}
            height={boxLines + 2}
            overflow="hidden"
            paddingX={1}
          >
            {template.trim() && preview ? (
              <Text>{renderTemplate(template, preview)}</Text>
            ) : (
              <Text color={tone('muted')}>
                {preview
                  ? 'Type a template to see it here'
                  : previewLoad.loading
                    ? messages.loading
                    : messages.noProfilesSelected}
              </Text>
            )}
          </Box>
        </>
      )}
    </ScreenFrame>
  );
}
