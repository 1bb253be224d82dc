import type { LintResult } from '@leadgen/core/domain';
import { useTone } from '../theme.js';
import { Text } from './Text.js';

/**
 * The first-message linter's findings on a message or template in one line (issue 36): the first
 * error (it will not be saved or sent as it is) in red, else the first warning (with its reason)
 * in yellow, and how many more there are. Nothing when there is nothing to say.
 */
export function LintLine({ lint }: { lint: LintResult }) {
  const tone = useTone();
  const [first] = [...lint.errors, ...lint.warnings];
  if (!first) return null;
  const more = lint.errors.length + lint.warnings.length - 1;
  const refused = lint.errors.length > 0;
  return (
    <Text color={tone(refused ? 'danger' : 'warning')} wrap="truncate">
      {`${refused ? '✗' : '⚠'} ${first.message}${more > 0 ? ` (+${more} more)` : ''}`}
    </Text>
  );
}

/** Every finding of `lint`, a line each: errors in red, then warnings in yellow. */
export function LintLines({ lint }: { lint: LintResult }) {
  const tone = useTone();
  return (
    <>
      {lint.errors.map((issue) => (
        <Text key={`error-${issue.rule}`} color={tone('danger')} wrap="wrap">
          {`✗ ${issue.message}`}
        </Text>
      ))}
      {lint.warnings.map((issue) => (
        <Text key={`warning-${issue.rule}`} color={tone('warning')} wrap="wrap">
          {`⚠ ${issue.message}`}
        </Text>
      ))}
    </>
  );
}

/** Whether `lint` has anything to show (a line is kept for it). */
export const hasFindings = (lint: LintResult): boolean => lint.errors.length + lint.warnings.length > 0;
