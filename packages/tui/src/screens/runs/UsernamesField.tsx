import { Box } from 'ink';
import { Text } from '../../components/Text.js';
import { TextInput } from '../../components/TextInput.js';
import { useTone } from '../../theme.js';
import { splitUsernames } from './split-usernames.js';

/** The most rows the pasted usernames take on screen (80x24 keeps room for the rest). */
const MAX_ROWS = 6;

/**
 * The custom list's usernames, pasted or typed (one per line, or separated by commas or
 * spaces). While focused it shows the end of the text (where the cursor is after a paste) in at
 * most `MAX_ROWS` rows; otherwise a one-line summary.
 */
export function UsernamesField({
  value,
  onChange,
  focus,
  width,
}: {
  value: string;
  onChange: (value: string) => void;
  focus: boolean;
  width: number;
}) {
  const tone = useTone();
  if (!focus) {
    const entries = splitUsernames(value);
    return (
      <Text color={tone(entries.length > 0 ? undefined : 'muted')} wrap="truncate">
        {entries.length > 0 ? entries.join(', ') : 'paste usernames: one per line, or commas or spaces'}
      </Text>
    );
  }
  const rows = value
    .split('\n')
    .reduce((sum, line) => sum + Math.max(1, Math.ceil((line.length + 1) / Math.max(1, width))), 0);
  return (
    <Box height={Math.min(MAX_ROWS, rows)} overflow="hidden" flexDirection="column" justifyContent="flex-end">
      <Box flexShrink={0} flexDirection="column">
        <TextInput
          value={value}
          onChange={onChange}
          focus
          multiline
          placeholder="paste usernames: one per line, or commas or spaces"
        />
      </Box>
    </Box>
  );
}
