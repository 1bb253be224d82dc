import { type ClipboardEvent, type KeyboardEvent, useId, useState } from 'react';

export interface TagRules {
  /** Turns typed text into a tag ('  NatGeo ' -> 'natgeo'); default: trimmed. */
  normalize?: (raw: string) => string;
  /** A message when a normalised, non-blank tag is refused, else null. */
  validate?: (tag: string, raw: string) => string | null;
  /** At most this many tags; adding past it shows `maxMessage`. */
  max?: number;
  maxMessage?: string;
  /**
   * Splits a paste into entries (a spreadsheet column of usernames: `splitPastedUsernames`);
   * without it a paste is typed text, split at commas only.
   */
  split?: (text: string) => string[];
}

/** Where a paste may hold several entries: a line break, a tab, a comma or a semicolon. */
const SEVERAL = /[\r\n\t,;]/;

/**
 * What pasting `pieces` does: every acceptable one becomes a tag (normalised, blanks and
 * duplicates ignored, in order) until `max`; each refused one is reported with its own message
 * and kept, as pasted, to be fixed (`rest`); going past `max` is reported once.
 */
export function commitPasted(
  tags: readonly string[],
  pieces: readonly string[],
  { normalize = (text) => text.trim(), validate, max = Number.POSITIVE_INFINITY, maxMessage }: TagRules,
): { tags: string[]; rest: string; errors: string[] } {
  const next = [...tags];
  const refused: string[] = [];
  const errors: string[] = [];
  let over = false;
  for (const piece of pieces) {
    const tag = normalize(piece);
    if (tag === '' || next.includes(tag)) continue;
    const error = validate?.(tag, piece) ?? null;
    if (error) {
      refused.push(piece.trim());
      errors.push(error);
    } else if (next.length >= max) over = true;
    else next.push(tag);
  }
  if (over) errors.push(maxMessage ?? `At most ${max}`);
  return { tags: next, rest: refused.join(', '), errors };
}

/**
 * What committing `raw` does (spec §2 "Tag-input widget"): the text, split at commas, is
 * normalised; blanks and duplicates are ignored, the rest appended in order. The first refused
 * piece stops there: its text (and what follows) stays in the input with the message.
 */
export function commitTags(
  tags: readonly string[],
  raw: string,
  { normalize = (text) => text.trim(), validate, max = Number.POSITIVE_INFINITY, maxMessage }: TagRules,
): { tags: string[]; rest: string; error: string | null } {
  const next = [...tags];
  const pieces = raw.split(',');
  for (const [index, piece] of pieces.entries()) {
    const tag = normalize(piece);
    if (tag === '' || next.includes(tag)) continue;
    const error = validate?.(tag, piece) ?? (next.length >= max ? (maxMessage ?? `At most ${max}`) : null);
    if (error) return { tags: next, rest: pieces.slice(index).join(',').trim(), error };
    next.push(tag);
  }
  return { tags: next, rest: '', error: null };
}

/**
 * A tag input (spec §2): Enter or a comma adds the typed text as a tag, leaving the field adds
 * pending text, Backspace on an empty input removes the last tag, each tag has a remove cross;
 * duplicates and blanks are ignored. Pasted text with commas becomes several tags; with a `split`
 * rule, a pasted column (lines, tabs) becomes one tag per entry, the refused ones reported.
 */
export function TagInput({
  label,
  tags,
  onChange,
  placeholder,
  hint,
  disabled,
  ...rules
}: TagRules & {
  label: string;
  tags: readonly string[];
  onChange: (tags: string[]) => void;
  placeholder?: string;
  hint?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<readonly string[]>([]);
  const error = errors.length > 0 ? errors.join(' ') : null;
  const setError = (message: string | null) => setErrors(message ? [message] : []);

  const commit = (raw: string) => {
    const result = commitTags(tags, raw, rules);
    if (result.tags.length !== tags.length) onChange(result.tags);
    setText(result.rest);
    setError(result.error);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit(text);
    } else if (event.key === 'Backspace' && text === '' && tags.length > 0) {
      event.preventDefault();
      onChange(tags.slice(0, -1));
      setError(null);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    if (!rules.split || !SEVERAL.test(pasted)) return;
    event.preventDefault();
    const result = commitPasted(tags, rules.split(text.trim() === '' ? pasted : `${text}\n${pasted}`), rules);
    if (result.tags.length !== tags.length) onChange(result.tags);
    setText(result.rest);
    setErrors(result.errors);
  };

  const onType = (value: string) => {
    // A paste with commas commits every complete piece; the text after the last comma stays.
    const cut = value.lastIndexOf(',');
    if (cut === -1) {
      setText(value);
      setError(null);
      return;
    }
    const result = commitTags(tags, value.slice(0, cut), rules);
    if (result.tags.length !== tags.length) onChange(result.tags);
    setText(result.error ? value : value.slice(cut + 1));
    setError(result.error);
  };

  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <div
        className={`flex min-h-11 flex-wrap items-center gap-1.5 rounded-lg border bg-white px-2 py-1.5 text-sm shadow-xs focus-within:ring-2 focus-within:ring-brand-100 ${error ? 'border-red-400' : 'border-slate-300 focus-within:border-brand-500'} ${disabled ? 'bg-slate-100' : ''}`}
      >
        <ul aria-label={`${label}: ${tags.length}`} className="contents">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex max-w-full items-center gap-1 rounded-md bg-brand-50 py-0.5 pr-1 pl-2 text-brand-700"
            >
              <span className="truncate">{tag}</span>
              <button
                type="button"
                aria-label={`Remove ${tag}`}
                disabled={disabled}
                onClick={() => onChange(tags.filter((each) => each !== tag))}
                className="rounded px-1 leading-none text-brand-600 hover:bg-brand-100 hover:text-brand-700"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <input
          id={id}
          value={text}
          disabled={disabled}
          placeholder={tags.length === 0 ? placeholder : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          enterKeyHint="enter"
          onChange={(event) => onType(event.target.value)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onBlur={() => commit(text)}
          className="min-w-[8rem] flex-1 bg-transparent px-1 py-1 outline-none"
        />
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {errors.length > 0 ? (
        <div id={`${id}-error`} role="alert" className="flex flex-col text-sm text-red-600">
          {errors.map((message, index) => (
            // the same message may come twice (two refused entries alike)
            // biome-ignore lint/suspicious/noArrayIndexKey: the messages are a fixed list for this render
            <p key={index}>{message}</p>
          ))}
        </div>
      ) : null}
    </div>
  );
}
