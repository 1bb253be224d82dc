import type { LintIssue, LintResult } from '../domain/message-lint.js';

// The first-message linter on the wire (issue 36): `lint: { errors: [{ rule, message }],
// warnings: [...] }` on a template's or a message's save and on the send queue's next lead, and
// `lint_warnings: { [profile_id]: [{ rule, message }] }` on a save of many messages. Their zod
// schemas are in lint-json-schemas.ts, so a front end mapping lint loads no zod.

const issueJson = (issue: LintIssue) => ({ rule: issue.rule, message: issue.message });

/** A lint result as the API and `--json` answer it. */
export const lintJson = (lint: LintResult) => ({
  errors: lint.errors.map(issueJson),
  warnings: lint.warnings.map(issueJson),
});

/** The warnings of each saved message that has any, by profile id. */
export const lintWarningsJson = (warnings: Readonly<Record<string, LintIssue[]>>) =>
  Object.fromEntries(Object.entries(warnings).map(([id, issues]) => [id, issues.map(issueJson)]));
