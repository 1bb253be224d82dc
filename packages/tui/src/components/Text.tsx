import { Text as InkText, type TextProps } from 'ink';
import { Children, type ReactNode } from 'react';
import { displayText } from '../display-text.js';

const safe = (node: ReactNode): ReactNode => (typeof node === 'string' ? displayText(node) : node);

/**
 * Ink's `Text`, with every string in it made safe for the terminal (`terminalSafe`): a list name,
 * bio or job error holding an escape sequence or a bell is shown as `^[`/`^G` instead of
 * recolouring or moving the screen (Ink passes colour codes in text through), and joined emoji as
 * their parts, which Ink and every terminal measure alike (`displayText`). The one place the
 * app's text reaches Ink: screens import this, never Ink's (`text-choke-point.test.tsx`).
 */
export function Text({ children, ...props }: TextProps) {
  return <InkText {...props}>{Children.map(children, safe)}</InkText>;
}
