import { z } from 'zod';
import { LINT_RULES } from '../domain/message-lint.js';

// The zod schemas of lint-json.ts's answers (the OpenAPI document and its tests read them).

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
