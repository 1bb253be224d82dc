import { type CampaignProfile, lintLeadMessage } from '@leadgen/core/domain';
import { Box } from 'ink';
import { hasFindings, LintLine } from '../../components/LintLine.js';
import { Text } from '../../components/Text.js';
import { TextInput } from '../../components/TextInput.js';
import { useTone } from '../../theme.js';

/**
 * The highlighted profile's message under the campaign's table, `lines` high (a label and the
 * text, cut to fit); while `editing`, a multiline field whose Esc or Ctrl-S leaves (and saves),
 * with the linter's first finding on its last line (issue 36: {First Nme} is refused on save).
 */
export function MessagePane({
  profile,
  editing,
  draft,
  onChange,
  onLeave,
  lines,
}: {
  profile: CampaignProfile | undefined;
  editing: boolean;
  draft: string;
  onChange: (text: string) => void;
  onLeave: () => void;
  lines: number;
}) {
  const tone = useTone();
  if (!profile) return <Box height={lines} />;
  const lint = lintLeadMessage(editing ? draft : '');
  const lintLines = hasFindings(lint) ? 1 : 0;
  return (
    <Box flexDirection="column" height={lines}>
      <Text color={tone(editing ? 'accent' : 'muted')} wrap="truncate">
        {editing
          ? `Message for @${profile.username} (Esc or Ctrl-S saves; saved as you pause)`
          : `Message for @${profile.username}${profile.message_processed ? ' (written by AI)' : ''}`}
      </Text>
      <Box height={lines - 1 - lintLines} overflow="hidden" flexDirection="column">
        {editing ? (
          <TextInput value={draft} onChange={onChange} onSubmit={onLeave} onCancel={onLeave} multiline />
        ) : profile.message ? (
          <Text>{profile.message}</Text>
        ) : (
          <Text color={tone('muted')}>No message yet: Enter writes one, p populates, i personalises</Text>
        )}
      </Box>
      <LintLine lint={lint} />
    </Box>
  );
}
