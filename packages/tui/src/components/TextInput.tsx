import { Text } from 'ink';
import { useEffect, useRef } from 'react';
import { useApp, useKeys } from '../app-context.js';
import { useTone } from '../theme.js';
import { useLiveState } from '../use-live-state.js';

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
  cursor: controlledCursor,
  onCursorChange,
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
  /** The cursor's position, for a parent that inserts text at it (a template variable). */
  cursor?: number;
  onCursorChange?: (cursor: number) => void;
}) {
  const tone = useTone();
  const { typing } = useApp();
  // The value and cursor after the last key, for the next key of the same chunk of input
  // (Ink hands a paste's or a burst's keys to one render's handlers).
  const live = useRef({ value, cursor: controlledCursor ?? value.length });
  if (value !== live.current.value) live.current = { value, cursor: controlledCursor ?? value.length };
  else if (controlledCursor !== undefined) live.current.cursor = controlledCursor;
  const [, render] = useLiveState(0);
  const setCursor = (cursor: number) => {
    live.current.cursor = cursor;
    onCursorChange?.(cursor);
    render((n) => n + 1);
  };
  const edit = (next: string, cursor: number) => {
    live.current = { value: next, cursor };
    onChange(next);
    setCursor(cursor);
  };

  useEffect(() => {
    if (!focus) return;
    typing.current = true;
    return () => {
      typing.current = false;
    };
  }, [focus, typing]);

  useKeys(
    (input, key) => {
      const { value, cursor } = live.current;
      const at = Math.min(cursor, value.length);
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
        return edit(value.slice(0, at - 1) + value.slice(at), at - 1);
      }
      if (key.ctrl && input === 'u') return edit(value.slice(at), 0);
      if (key.ctrl || key.meta || key.tab || key.upArrow || key.downArrow) return;
      if (key.return) return edit(`${value.slice(0, at)}\n${value.slice(at)}`, at + 1);
      // Keys typed faster than a frame arrive together: in a one-line field an Enter among them
      // submits what came before it.
      const [text = '', ...afterEnter] = multiline ? [input.replace(/\r\n?/g, '\n')] : input.split('\r');
      const inserted = multiline ? text : text.replace(/\n/g, ' ');
      const next = value.slice(0, at) + inserted + value.slice(at);
      if (inserted) edit(next, at + inserted.length);
      if (afterEnter.length > 0) onSubmit?.(next);
    },
    focus,
    true,
  );

  const at = Math.min(live.current.cursor, value.length);
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
