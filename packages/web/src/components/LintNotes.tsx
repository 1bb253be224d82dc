import type { LintResult } from '@leadgen/core/domain';

/**
 * The first-message linter's findings under a message or template (issue 36): errors (it will
 * not be saved or sent as it is) in red, warnings (each with its reason; they never block) in
 * amber. Nothing when there is nothing to say.
 */
export function LintNotes({
  lint,
  label = 'Message checks',
}: {
  lint: LintResult | null | undefined;
  label?: string;
}) {
  if (!lint || (lint.errors.length === 0 && lint.warnings.length === 0)) return null;
  return (
    <ul aria-label={label} className="flex flex-col gap-1 text-xs">
      {lint.errors.map((issue) => (
        <li key={`error-${issue.rule}`} role="alert" className="rounded-md bg-red-50 px-2 py-1 text-red-800">
          {issue.message}
        </li>
      ))}
      {lint.warnings.map((issue) => (
        <li key={`warning-${issue.rule}`} className="rounded-md bg-amber-50 px-2 py-1 text-amber-900">
          ⚠ {issue.message}
        </li>
      ))}
    </ul>
  );
}
