import { formatCredits } from '@leadgen/core/domain';
import { Box } from 'ink';
import type { ReactNode } from 'react';
import { type KeyHelp, ScreenFrame } from '../../components/ScreenFrame.js';
import { Text } from '../../components/Text.js';
import { useTone } from '../../theme.js';
import { useAccount } from '../../use-account.js';

/**
 * The frame of a run form: its title, the balance and the keys. The form keeps its values
 * above the frame, so opening the help (which replaces the body) loses nothing.
 */
export function RunFormFrame({
  kind,
  keys,
  children,
}: {
  kind: 'discover' | 'custom';
  /** The form's keymap (`newRunKeymap`). */
  keys: readonly KeyHelp[];
  children: ReactNode;
}) {
  const tone = useTone();
  const { credits } = useAccount();
  return (
    <ScreenFrame
      title={kind === 'discover' ? 'New discovery run' : 'New custom list'}
      right={<Text color={tone('muted')}>Balance {formatCredits(credits)}</Text>}
      keys={keys}
    >
      <Box flexDirection="column" marginTop={1}>
        {children}
      </Box>
    </ScreenFrame>
  );
}
