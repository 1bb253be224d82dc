import { useId } from 'react';

/** A labelled checkbox with an optional hint under its label (a filter flag: true or no filter). */
export function Checkbox({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-2 text-sm text-slate-800">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 h-4 w-4 shrink-0 cursor-pointer rounded border-slate-300 accent-brand-600"
      />
      <span className="min-w-0">
        <label htmlFor={id} className="block cursor-pointer wrap-anywhere">
          {label}
        </label>
        {hint ? (
          <span id={`${id}-hint`} className="block text-xs text-slate-500">
            {hint}
          </span>
        ) : null}
      </span>
    </div>
  );
}
