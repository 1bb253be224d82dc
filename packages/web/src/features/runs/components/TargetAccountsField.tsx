import { MAX_TARGETS } from '@leadgen/core/domain';
import { useId } from 'react';
import { Button } from '../../../components/Button';
import { addTarget, removeTarget, targetError } from '../discovery-targets';

/**
 * The target accounts (spec §5 Discovery): 1 to 5 usernames, each checked as typed ('Invalid
 * username format: {username}'); the last one cannot be removed and Add is disabled at 5.
 */
export function TargetAccountsField({
  targets,
  onChange,
  disabled,
}: {
  targets: string[];
  onChange: (targets: string[]) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const full = targets.length >= MAX_TARGETS;
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-1 text-sm font-medium text-slate-700">
        Target accounts <span className="font-normal text-slate-500">(1 to {MAX_TARGETS})</span>
      </legend>
      {targets.map((target, index) => {
        const error = targetError(target);
        const inputId = `${id}-${index}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries are edited in place; their text is not unique
          <div key={index} className="flex flex-col gap-1">
            <div className="flex items-center gap-2">
              <label htmlFor={inputId} className="sr-only">
                Target account {index + 1}
              </label>
              <div
                className={`flex flex-1 items-center rounded-lg border bg-white shadow-xs focus-within:ring-2 focus-within:ring-brand-100 ${error ? 'border-red-400' : 'border-slate-300 focus-within:border-brand-500'}`}
              >
                <span aria-hidden="true" className="pl-3 text-sm text-slate-400">
                  @
                </span>
                <input
                  id={inputId}
                  value={target}
                  placeholder="username"
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${inputId}-error` : undefined}
                  onChange={(event) =>
                    onChange(targets.map((each, at) => (at === index ? event.target.value : each)))
                  }
                  className="w-full min-w-0 rounded-lg bg-transparent px-2 py-2 text-sm outline-none"
                />
              </div>
              <Button
                variant="ghost"
                aria-label={`Remove target account ${index + 1}`}
                disabled={targets.length <= 1}
                onClick={() => onChange(removeTarget(targets, index))}
                className="px-3"
              >
                ×
              </Button>
            </div>
            {error ? (
              <p id={`${inputId}-error`} className="text-sm text-red-600">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <div>
        <Button variant="secondary" disabled={full} onClick={() => onChange(addTarget(targets))}>
          + Add target account
        </Button>
        {full ? (
          <span className="ml-3 text-xs text-slate-500">At most {MAX_TARGETS} target accounts.</span>
        ) : null}
      </div>
    </fieldset>
  );
}
