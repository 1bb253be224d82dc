import { Box } from 'ink';
import { useKeys } from '../app-context.js';
import { useTone } from '../theme.js';
import { Text } from './Text.js';

/**
 * A yes/no question: `y` (or Enter) confirms, `n` or Esc cancels; the keys are listed under the
 * question unless it names them itself (`hint` false).
 */
export function Confirm({
  question,
  onYes,
  onNo,
  hint = true,
}: {
  question: string;
  onYes: () => void;
  onNo: () => void;
  hint?: boolean;
}) {
  const tone = useTone();
  useKeys((input, key) => {
    if (input === 'y' || input === 'Y' || key.return) onYes();
    else if (input === 'n' || input === 'N' || key.escape) onNo();
  });
  return (
    <Box borderStyle="round" borderColor={tone('warning')} paddingX={1} flexDirection="column">
      <Text>{question}</Text>
      {hint ? <Text color={tone('muted')}>y confirm · n cancel</Text> : null}
    </Box>
  );
}
