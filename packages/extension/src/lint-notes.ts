// The first-message linter's findings as the extension shows them (issue 36): the server lints
// the text (GET /api/outreach/lead and /api/outreach/campaigns answer `lint`); the panel and the
// popup show each finding under the message, and offer no Copy or Sent while there is an error.
import { el } from './dom.js';

/** A finding as the server words it. */
export interface LintIssue {
  rule: string;
  message: string;
}

/** `lint` as the server answers it (absent from an older server). */
export interface Lint {
  errors: LintIssue[];
  warnings: LintIssue[];
}

/** Why the message cannot be sent as it is (the first error), or null. */
export const lintRefusal = (lint: Lint | undefined): string | null => lint?.errors[0]?.message ?? null;

/** The lines to show under the message: errors first ('✗ …'), then warnings ('⚠ …'). */
export const lintLines = (lint: Lint | undefined): string[] => [
  ...(lint?.errors ?? []).map((issue) => `✗ ${issue.message}`),
  ...(lint?.warnings ?? []).map((issue) => `⚠ ${issue.message}`),
];

/** The findings as a list under the message, or null when there are none. */
export function lintNotes(lint: Lint | undefined): HTMLUListElement | null {
  const lines = lintLines(lint);
  if (lines.length === 0) return null;
  return el(
    'ul',
    { class: 'lint', 'aria-label': 'Message checks' },
    ...lines.map((line) => el('li', {}, line)),
  );
}
