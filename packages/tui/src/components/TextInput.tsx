import { useLayoutEffect, useRef } from 'react';
import { useApp, useKeys } from '../app-context.js';
import { editText, nextBoundary } from '../edit-text.js';
import { useTone } from '../theme.js';
import { useLiveState } from '../use-live-state.js';
import { Text } from './Text.js';

/**
 * A one-line text field with a cursor: typing and pasting insert at the cursor, ←/→, Home/End,
 * Backspace, Delete, Ctrl-U and Ctrl-W edit, Enter submits, Esc cancels (`editText`); no control
 * character ever gets into the value. While focused, single-key shortcuts of the screen are off.
 * With `multiline`, Enter inserts a line break and Ctrl-S submits instead.
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
  // The value and cursor after the last key, for the next key of the same burst of input (the
  // parent's new value may not have come back yet).
  const live = useRef({ value, cursor: controlledCursor ?? value.length });
  if (value !== live.current.value) live.current = { value, cursor: controlledCursor ?? value.length };
  else if (controlledCursor !== undefined) live.current.cursor = controlledCursor;
  const [, render] = useLiveState(0);

  // A layout effect: the next key of a burst may come right after this field is drawn.
  useLayoutEffect(() => {
    if (!focus) return;
    typing.current = true;
    return () => {
      typing.current = false;
    };
  }, [focus, typing]);

  useKeys(
    (input, key) => {
      const before = live.current;
      const edit = editText(before, input, key, multiline);
      if (!edit) return;
      live.current = { value: edit.value, cursor: edit.cursor };
      if (edit.value !== before.value) onChange(edit.value);
      if (edit.cursor !== before.cursor) onCursorChange?.(edit.cursor);
      render((n) => n + 1);
      if (edit.action === 'submit') onSubmit?.(edit.value);
      if (edit.action === 'cancel') onCancel?.();
    },
    focus,
    multiline ? 'lines' : 'line',
  );

  const at = Math.min(live.current.cursor, value.length);
  const shown = mask ? '•'.repeat(value.length) : value;
  // the whole character under the cursor (an emoji is two UTF-16 units, a joined one more)
  const under = nextBoundary(shown, at);
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
      <Text inverse>{shown[at] === '\n' || at >= shown.length ? ' ' : shown.slice(at, under)}</Text>
      {shown[at] === '\n' ? '\n' : ''}
      {shown.slice(Math.max(under, at + 1))}
    </Text>
  );
}
