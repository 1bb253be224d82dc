import { formatCredits } from '@leadgen/core/domain';
import { Box } from 'ink';
import type { ReactNode } from 'react';
import { type KeyHelp, ScreenFrame } from '../../components/ScreenFrame.js';
import { Text } from '../../components/Text.js';
import { useTone } from '../../theme.js';
import { useAccount } from '../../use-account.js';

/** Every key of the run forms, for the help (`?`) and the footer. */
export const NEW_RUN_KEYS: Record<'discover' | 'custom', KeyHelp[]> = {
  discover: [
    { keys: 'Tab / ↓', does: 'next field', hint: true, hintKeys: 'tab' },
    { keys: 'Shift-Tab / ↑', does: 'previous field' },
    { keys: '← / → / space', does: 'switch followers / following (on Search type)' },
    { keys: 'Enter', does: 'next field; on the last field, start the run' },
    { keys: 'Ctrl-S', does: 'start the run (any field)', hint: 'start' },
    { keys: 'Ctrl-R', does: 'refresh on or off: enrich everyone again (charged)' },
    { keys: 'Esc', does: 'back (asks first when something was typed)' },
  ],
  custom: [
    { keys: 'Tab / ↓', does: 'next field', hint: true, hintKeys: 'tab' },
    { keys: 'Shift-Tab / ↑', does: 'previous field' },
    { keys: 'Enter', does: 'new line in Usernames; import the CSV file; next field' },
    { keys: 'Ctrl-S', does: 'start the run (any field)', hint: 'start' },
    { keys: 'Ctrl-R', does: 'refresh on or off: enrich everyone again (charged)' },
    { keys: 'Esc', does: 'back (asks first when something was typed)' },
  ],
};

/**
 * The frame of a run form: its title, the balance and the keys. The form keeps its values
 * above the frame, so opening the help (which replaces the body) loses nothing.
 */
export function RunFormFrame({ kind, children }: { kind: 'discover' | 'custom'; children: ReactNode }) {
  const tone = useTone();
  const { credits } = useAccount();
  return (
    <ScreenFrame
      title={kind === 'discover' ? 'New discovery run' : 'New custom list'}
      right={<Text color={tone('muted')}>Balance {formatCredits(credits)}</Text>}
      keys={NEW_RUN_KEYS[kind]}
    >
      <Box flexDirection="column" marginTop={1}>
        {children}
      </Box>
    </ScreenFrame>
  );
}
