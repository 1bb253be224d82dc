import { Text } from 'ink';
import { useEffect, useState } from 'react';
import { useApp, useKeys } from '../app-context.js';
import { useTone } from '../theme.js';

/**
 * A one-line text field with a cursor: typing and pasting insert at the cursor, ←/→, Home/End,
 * Backspace and Delete edit, Enter submits, Esc cancels. While focused, single-key shortcuts of
 * the screen are off. With `multiline`, Enter inserts a line break and Ctrl-S submits instead.
 */
export function TextInput({
  value,
  onChange,
  onSubmit,
  onCancel,
  focus = true,
  placeholder = '',
  multiline = false,
  mask = false,
}: {
  value: string;
  onChange: (value: string) => void;
  onSubmit?: (value: string) => void;
  onCancel?: () => void;
  focus?: boolean;
  placeholder?: string;
  multiline?: boolean;
  /** Shows dots instead of the text (a session id). */
  mask?: boolean;
}) {
  const tone = useTone();
  const { typing } = useApp();
  const [cursor, setCursor] = useState(value.length);
  const at = Math.min(cursor, value.length);

  useEffect(() => {
    if (!focus) return;
    typing.current = true;
    return () => {
      typing.current = false;
    };
  }, [focus, typing]);

  useKeys((input, key) => {
    if (key.escape) return onCancel?.();
    if (key.return && !multiline) return onSubmit?.(value);
    if (key.ctrl && input === 's') return onSubmit?.(value);
    if (key.leftArrow) return setCursor(Math.max(0, at - 1));
    if (key.rightArrow) return setCursor(Math.min(value.length, at + 1));
    if (key.home || (key.ctrl && input === 'a')) return setCursor(0);
    if (key.end || (key.ctrl && input === 'e')) return setCursor(value.length);
    if (key.backspace || key.delete) {
      // Terminals send DEL (0x7f) for the Backspace key, which Ink reports as `delete`.
      if (at === 0) return;
      onChange(value.slice(0, at - 1) + value.slice(at));
      return setCursor(at - 1);
    }
    if (key.ctrl && input === 'u') {
      onChange(value.slice(at));
      return setCursor(0);
    }
    const text = key.return ? '\n' : input.replace(/\r\n?/g, '\n');
    if (!text || key.ctrl || key.meta || key.tab || key.upArrow || key.downArrow) return;
    const inserted = multiline ? text : text.replace(/\n/g, ' ');
    onChange(value.slice(0, at) + inserted + value.slice(at));
    setCursor(at + inserted.length);
  }, focus);

  const shown = mask ? '•'.repeat(value.length) : value;
  if (!focus) {
    return <Text color={tone(shown ? undefined : 'muted')}>{shown || placeholder}</Text>;
  }
  if (!shown && placeholder) {
    return (
      <Text>
        <Text inverse> </Text>
        <Text color={tone('muted')}>{placeholder}</Text>
      </Text>
    );
  }
  return (
    <Text>
      {shown.slice(0, at)}
      <Text inverse>{shown[at] === '\n' || at >= shown.length ? ' ' : shown[at]}</Text>
      {shown[at] === '\n' ? '\n' : ''}
      {shown.slice(at + 1)}
    </Text>
  );
}
