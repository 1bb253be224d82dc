import { z } from 'zod';
import { LINT_RULES, type LintIssue, type LintResult } from '../domain/message-lint.js';

// The first-message linter on the wire (issue 36): `lint: { errors: [{ rule, message }],
// warnings: [...] }` on a template's or a message's save and on the send queue's next lead, and
// `lint_warnings: { [profile_id]: [{ rule, message }] }` on a save of many messages.

const issueJson = (issue: LintIssue) => ({ rule: issue.rule, message: issue.message });

/** A lint result as the API and `--json` answer it. */
export const lintJson = (lint: LintResult) => ({
  errors: lint.errors.map(issueJson),
  warnings: lint.warnings.map(issueJson),
});

/** The warnings of each saved message that has any, by profile id. */
export const lintWarningsJson = (warnings: Readonly<Record<string, LintIssue[]>>) =>
  Object.fromEntries(Object.entries(warnings).map(([id, issues]) => [id, issues.map(issueJson)]));

const lintIssueJsonSchema = z.object({
  rule: z.enum(LINT_RULES),
  message: z.string().describe('What was found and why it matters'),
});

/** `lintJson`: errors refuse the save or the send; warnings never block. */
export const lintJsonSchema = z
  .object({ errors: z.array(lintIssueJsonSchema), warnings: z.array(lintIssueJsonSchema) })
  .describe('The first-message linter: errors refuse, warnings only warn');

/** `lintWarningsJson`. */
export const lintWarningsJsonSchema = z
  .record(z.string(), z.array(lintIssueJsonSchema))
  .describe("Each saved message's lint warnings, by profile id (only those with any)");
