import { Box } from 'ink';
import { createContext, type ReactNode, useContext } from 'react';
import type { Flash } from '../app-context.js';
import { footerHints, type KeyHelp, offered } from '../keymap.js';
import { useTone } from '../theme.js';
import { useTerminalSize } from '../use-terminal-size.js';
import { Text } from './Text.js';

export type { KeyHelp } from '../keymap.js';

/**
 * The help overlay's state, the status line's message and the app's quit question (asked in the
 * status line when something typed would be lost), set by the app.
 */
export const HelpContext = createContext<{
  open: boolean;
  flash: Flash | null;
  quitQuestion?: string | null;
}>({
  open: false,
  flash: null,
});

/** Keys every screen shares (the app's own), listed at the end of each help. */
export const COMMON_KEYS: KeyHelp[] = [
  { keys: '?', does: 'show or hide this help' },
  { keys: 'Esc', does: 'back, close a dialog or clear the search (never quits)' },
  { keys: 'q', does: 'quit (asks first when something typed is not saved)' },
  { keys: 'Ctrl-C', does: 'save what is being edited and quit' },
];

const ESC_BACK: KeyHelp = { keys: 'Esc', does: 'back' };
const Q_QUIT: KeyHelp = { keys: 'q', does: 'quit' };

/**
 * The frame of every screen: a title line (with `right` at its end), the screen's body, the
 * status line and a footer of short key hints that fits the width, `? help` always among them.
 * With the help open (`?`), the body lists every key of this screen that applies now instead.
 * `back` false: the first screen, whose footer offers no `esc back`.
 */
export function ScreenFrame({
  title,
  right,
  keys,
  back = true,
  children,
}: {
  title: string;
  right?: ReactNode;
  keys: readonly KeyHelp[];
  back?: boolean;
  children: ReactNode;
}) {
  const tone = useTone();
  const { columns } = useTerminalSize();
  const { open, flash, quitQuestion } = useContext(HelpContext);
  return (
    <Box flexDirection="column" width={columns}>
      <Box justifyContent="space-between">
        <Text bold color={tone('accent')} wrap="truncate">
          {title}
        </Text>
        {right}
      </Box>
      {open ? <HelpList keys={[...offered(keys), ...COMMON_KEYS]} /> : null}
      {/* Hidden, not unmounted, under the help: what the screen holds (a draft, a field) stays. */}
      <Box display={open ? 'none' : 'flex'} flexDirection="column">
        {children}
      </Box>
      {quitQuestion ? (
        <Text color={tone('warning')} wrap="truncate">
          {quitQuestion}
        </Text>
      ) : (
        <Text color={tone(flash?.tone)} wrap="truncate">
          {flash?.text ?? ' '}
        </Text>
      )}
      <Text color={tone('muted')} wrap="truncate">
        {footerHints(keys, back ? [ESC_BACK, Q_QUIT] : [Q_QUIT], columns)}
      </Text>
    </Box>
  );
}

function HelpList({ keys }: { keys: KeyHelp[] }) {
  const tone = useTone();
  const width = Math.max(...keys.map((key) => key.keys.length)) + 2;
  return (
    <Box flexDirection="column" marginY={1}>
      <Text bold>Keys on this screen (any key closes)</Text>
      {keys.map((key, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed while shown; a key may repeat.
        <Text key={index} wrap="truncate">
          <Text color={tone('accent')}>{key.keys.padEnd(width)}</Text>
          {key.does}
        </Text>
      ))}
    </Box>
  );
}
