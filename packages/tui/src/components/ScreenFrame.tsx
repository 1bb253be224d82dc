import { Box } from 'ink';
import { createContext, type ReactNode, useContext } from 'react';
import type { Flash } from '../app-context.js';
import { useTone } from '../theme.js';
import { useTerminalSize } from '../use-terminal-size.js';
import { Text } from './Text.js';

/** One key of a screen and what it does, for the help (`?`) and the footer. */
export interface KeyHelp {
  keys: string;
  does: string;
  /** Shown in the footer too (the few a user needs first), with these shorter words if given. */
  hint?: boolean | string;
}

/** The help overlay's state and the status line's message, set by the app. */
export const HelpContext = createContext<{ open: boolean; flash: Flash | null }>({
  open: false,
  flash: null,
});

/** Keys every screen shares, listed at the end of each help. */
const COMMON_KEYS: KeyHelp[] = [
  { keys: '?', does: 'show or hide this help' },
  { keys: 'q / Esc', does: 'back (quit on the first screen)' },
  { keys: 'Ctrl-C', does: 'save what is being edited and quit' },
];

/**
 * The frame of every screen: a title line (with `right` at its end), the screen's body, the
 * status line and a footer of key hints. With the help open (`?`), the body lists every key of
 * this screen instead.
 */
export function ScreenFrame({
  title,
  right,
  keys,
  children,
}: {
  title: string;
  right?: ReactNode;
  keys: KeyHelp[];
  children: ReactNode;
}) {
  const tone = useTone();
  const { columns } = useTerminalSize();
  const { open, flash } = useContext(HelpContext);
  const hints = keys.filter((key) => key.hint);
  return (
    <Box flexDirection="column" width={columns}>
      <Box justifyContent="space-between">
        <Text bold color={tone('accent')} wrap="truncate">
          {title}
        </Text>
        {right}
      </Box>
      {open ? <HelpList keys={[...keys, ...COMMON_KEYS]} /> : null}
      {/* Hidden, not unmounted, under the help: what the screen holds (a draft, a field) stays. */}
      <Box display={open ? 'none' : 'flex'} flexDirection="column">
        {children}
      </Box>
      <Text color={tone(flash?.tone)} wrap="truncate">
        {flash?.text ?? ' '}
      </Text>
      <Text color={tone('muted')} wrap="truncate">
        {[...hints, { keys: '?', does: 'help' }]
          .map((key) => `${key.keys} ${typeof key.hint === 'string' ? key.hint : key.does}`)
          .join(' · ')}
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
      {keys.map((key) => (
        <Text key={key.keys} wrap="truncate">
          <Text color={tone('accent')}>{key.keys.padEnd(width)}</Text>
          {key.does}
        </Text>
      ))}
    </Box>
  );
}
