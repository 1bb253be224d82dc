import { Box } from 'ink';
import { createContext, type ReactNode, useContext } from 'react';
import type { Flash } from '../app-context.js';
import { footerHints, type KeyHelp, offered } from '../keymap.js';
import { useTone } from '../theme.js';
import { useTerminalSize } from '../use-terminal-size.js';
import { Text } from './Text.js';

export type { KeyHelp } from '../keymap.js';

/**
 * The help overlay's state, the status line's message, the app's quit question (asked in the
 * status line when something typed would be lost) and the app's own keys (`appKeymap`, listed
 * at the end of each help, the hinted ones in every footer), set by the app.
 */
export const HelpContext = createContext<{
  open: boolean;
  flash: Flash | null;
  quitQuestion?: string | null;
  appKeys?: readonly KeyHelp[];
}>({
  open: false,
  flash: null,
});

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
  const { open, flash, quitQuestion, appKeys = [] } = useContext(HelpContext);
  // the first screen has nowhere to go back to: its footer offers no `esc back`
  const always = offered(appKeys).filter((key) => key.hint && (back || key.keys !== 'Esc'));
  return (
    <Box flexDirection="column" width={columns}>
      <Box justifyContent="space-between">
        <Text bold color={tone('accent')} wrap="truncate">
          {title}
        </Text>
        {right}
      </Box>
      {open ? <HelpList keys={helpKeys(offered(keys), offered(appKeys))} /> : null}
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
        {footerHints(keys, always, columns)}
      </Text>
    </Box>
  );
}

/**
 * The screen's keys, then the app's, each key named once: a key the screen says what it does
 * with here (Esc clearing its search) is not listed again as the app's general rule.
 */
function helpKeys(screen: KeyHelp[], app: KeyHelp[]): KeyHelp[] {
  const named = new Set(screen.map((key) => key.keys));
  return [...screen, ...app.filter((key) => !named.has(key.keys))];
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
