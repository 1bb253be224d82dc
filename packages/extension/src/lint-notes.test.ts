import { describe, expect, it } from 'vitest';
import { lintLines, lintRefusal } from './lint-notes.js';

describe('the linter in the extension', () => {
  const lint = {
    errors: [{ rule: 'unfilled-placeholder', message: 'The message still holds {Frist Name}: edit it' }],
    warnings: [{ rule: 'duplicate', message: 'Identical to your message to @ana.p at 14:02' }],
  };

  it('lists errors before warnings, and refuses while there is an error', () => {
    expect(lintLines(lint)).toEqual([
      '✗ The message still holds {Frist Name}: edit it',
      '⚠ Identical to your message to @ana.p at 14:02',
    ]);
    expect(lintRefusal(lint)).toBe('The message still holds {Frist Name}: edit it');
    expect(lintRefusal({ errors: [], warnings: lint.warnings })).toBeNull();
  });

  it('shows nothing for an answer without lint (an older server)', () => {
    expect(lintLines(undefined)).toEqual([]);
    expect(lintRefusal(undefined)).toBeNull();
  });
});
