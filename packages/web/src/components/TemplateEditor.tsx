import {
  insertVariable,
  type LintResult,
  renderTemplate,
  TEMPLATE_VARIABLES,
  type TemplateProfile,
  type TemplateVariable,
} from '@leadgen/core/domain';
import { type ReactNode, useId, useRef } from 'react';
import { LintNotes } from './LintNotes';

/**
 * The message template editor (spec §2, §5 Templates): a text area with buttons that insert
 * {Full Name}, {First Name} or {Username} where the cursor is (replacing a selection), and,
 * given a `preview` profile, the message that profile would get. `actions` go beside the
 * variable buttons (AI generation, Populate, ...). `lint` (the first-message linter's findings on
 * the text, issue 36) shows under the text area.
 */
export function TemplateEditor({
  value,
  onChange,
  label = 'Message template',
  placeholder = 'Hi {First Name}, I loved your recent posts...',
  preview,
  actions,
  rows = 5,
  lint,
}: {
  value: string;
  onChange: (template: string) => void;
  label?: string;
  placeholder?: string;
  preview?: TemplateProfile | null;
  actions?: ReactNode;
  rows?: number;
  lint?: LintResult | null;
}) {
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const insert = (variable: TemplateVariable) => {
    const field = area.current;
    const { text, cursor } = insertVariable(
      value,
      variable,
      field?.selectionStart ?? value.length,
      field?.selectionEnd ?? value.length,
    );
    onChange(text);
    // after React has written the new text
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(cursor, cursor);
    });
  };
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id={id}
        ref={area}
        rows={rows}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className="w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100"
      />
      <LintNotes lint={lint} label={`${label} checks`} />
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-xs text-slate-500">Insert:</span>
        {TEMPLATE_VARIABLES.map((variable) => (
          <button
            key={variable}
            type="button"
            onClick={() => insert(variable)}
            aria-label={`Insert ${variable}`}
            className="rounded-md border border-brand-200 bg-brand-50 px-2 py-1 font-mono text-xs text-brand-700 hover:bg-brand-100"
          >
            {variable}
          </button>
        ))}
        {actions ? <div className="ml-auto flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {preview && value.trim() !== '' ? (
        <div className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm">
          <p className="text-xs font-medium text-slate-500">Preview for @{preview.username}</p>
          <p className="mt-1 whitespace-pre-wrap text-slate-800">{renderTemplate(value, preview)}</p>
        </div>
      ) : null}
    </div>
  );
}
