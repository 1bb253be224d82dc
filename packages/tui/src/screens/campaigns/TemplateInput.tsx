import { insertVariable, TEMPLATE_VARIABLES, type TemplateVariable } from '@leadgen/core/domain';
import { useRef } from 'react';
import { useKeys } from '../../app-context.js';
import { TextInput } from '../../components/TextInput.js';
import { useLiveState } from '../../use-live-state.js';

/** The key that inserts a template variable at the cursor (and cycles it when pressed again). */
export const VARIABLE_KEY = 'Ctrl-V';

/** The variable after `variable` in `TEMPLATE_VARIABLES`, wrapping round. */
const nextVariable = (variable: TemplateVariable): TemplateVariable =>
  TEMPLATE_VARIABLES[
    (TEMPLATE_VARIABLES.indexOf(variable) + 1) % TEMPLATE_VARIABLES.length
  ] as TemplateVariable;

/**
 * A multiline message template field (spec §5 "Templates and messages"). Ctrl-V inserts
 * {Full Name} at the cursor with core's `insertVariable`; pressing it again right away replaces
 * that with {First Name}, then {Username}, then {Full Name} again. Ctrl-V is a plain control
 * character in tmux and Ink (F-keys and Alt combinations are not reliable over ssh). A value
 * set from outside (an AI template) puts the cursor at its end.
 */
export function TemplateInput({
  value,
  onChange,
  focus,
  placeholder,
}: {
  value: string;
  onChange: (value: string) => void;
  focus: boolean;
  placeholder?: string;
}) {
  const [cursor, setCursor, liveCursor] = useLiveState(value.length);
  // The text after the last key: handlers of one render see every key of a burst of input.
  const emitted = useRef(value);
  /** The variable Ctrl-V put in last, and where, while nothing else has changed since. */
  const inserted = useRef<{ start: number; variable: TemplateVariable } | null>(null);

  if (value !== emitted.current) {
    // Set from outside: the cursor goes to the end.
    emitted.current = value;
    inserted.current = null;
    if (liveCursor() !== value.length) setCursor(value.length);
  }

  useKeys((input, key) => {
    if (!(key.ctrl && input === 'v')) return;
    const text = emitted.current;
    const at = Math.min(liveCursor(), text.length);
    const last = inserted.current;
    const again =
      last !== null &&
      at === last.start + last.variable.length &&
      text.slice(last.start, at) === last.variable;
    const variable = again ? nextVariable(last.variable) : TEMPLATE_VARIABLES[0];
    const start = again ? last.start : at;
    const next = insertVariable(text, variable, start, at);
    inserted.current = { start, variable };
    emitted.current = next.text;
    setCursor(next.cursor);
    onChange(next.text);
  }, focus);

  return (
    <TextInput
      value={value}
      onChange={(text) => {
        inserted.current = null;
        emitted.current = text;
        onChange(text);
      }}
      cursor={Math.min(cursor, value.length)}
      onCursorChange={(at) => {
        inserted.current = null;
        setCursor(at);
      }}
      focus={focus}
      multiline
      placeholder={placeholder}
    />
  );
}
