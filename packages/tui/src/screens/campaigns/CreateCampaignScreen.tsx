import { messages, renderTemplate } from '@leadgen/core/domain';
import { Box } from 'ink';
import { useKeys } from '../../app-context.js';
import { DiscardPrompt } from '../../components/DiscardPrompt.js';
import { ScreenFrame } from '../../components/ScreenFrame.js';
import { Text } from '../../components/Text.js';
import { TextInput } from '../../components/TextInput.js';
import { dispatchKey } from '../../keymap.js';
import { useTone } from '../../theme.js';
import { useTerminalSize } from '../../use-terminal-size.js';
import { type CampaignField, createCampaignKeymap } from './create-campaign-keymap.js';
import { TemplateInput, VARIABLE_KEY } from './TemplateInput.js';
import { useCreateCampaignState } from './use-create-campaign-state.js';

/**
 * Creating a campaign from the lead review's selection (spec §2 "Create campaign from
 * profiles", §5 Campaigns): name (required), description, a message template with variable
 * insertion, and a live preview of the template for the highlighted profile. The fields and
 * actions are `useCreateCampaignState`'s, the keys `createCampaignKeymap`'s.
 */
export function CreateCampaignScreen({
  profileIds,
  previewId,
}: {
  listId: string;
  profileIds: string[];
  previewId?: string | undefined;
}) {
  const tone = useTone();
  const { rows } = useTerminalSize();
  const { name, setName, description, setDescription, template, setTemplate, field, busy, guard, ...state } =
    useCreateCampaignState(profileIds, previewId);
  const preview = state.preview.data;
  const keymap = createCampaignKeymap(state.actions);
  useKeys((input, key) => {
    // "Discard changes?" asked by an earlier key of this burst has the keyboard
    if (!guard.liveAsking()) dispatchKey(keymap, input, key);
  });

  // The frame (3), the name, description and the two labels (4), the two boxes' borders (4).
  const boxLines = Math.max(2, Math.min(8, Math.floor((rows - 11) / 2)));
  const label = (text: string, of: CampaignField) => (
    <Text color={tone(field === of ? 'accent' : 'muted')}>{text.padEnd(13)}</Text>
  );
  const count = profileIds.length;

  return (
    <ScreenFrame
      title="New campaign"
      right={<Text color={tone('muted')}>{`${count} profile${count === 1 ? '' : 's'} selected`}</Text>}
      keys={keymap}
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
                  : state.preview.loading
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
