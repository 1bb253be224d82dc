import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from './errors.js';
import {
  assertKnownPlaceholders,
  hasTemplate,
  insertVariable,
  renderTemplate,
  TEMPLATE_VARIABLES,
  unknownPlaceholders,
} from './template.js';

describe('renderTemplate (spec §5)', () => {
  it('replaces every occurrence of each placeholder', () => {
    const template = 'Hi {First Name}! {Full Name} aka @{Username}. Bye {First Name}, {Username}.';
    expect(renderTemplate(template, { username: 'ana.p', full_name: '  Ana  Maria Pérez ' })).toBe(
      'Hi Ana! Ana  Maria Pérez aka @ana.p. Bye Ana, ana.p.',
    );
  });

  it('falls back to the username when the name is missing or blank', () => {
    for (const fullName of [null, undefined, '', '   ']) {
      expect(renderTemplate('{First Name}|{Full Name}', { username: 'zed_1', full_name: fullName })).toBe(
        'zed_1|zed_1',
      );
    }
  });

  it('leaves other braces and unknown placeholders alone', () => {
    expect(renderTemplate('{first name} {Name} {}', { username: 'u', full_name: 'A B' })).toBe(
      '{first name} {Name} {}',
    );
  });

  it('never re-expands a placeholder that is part of a value', () => {
    expect(renderTemplate('{Full Name}/{Username}', { username: 'x', full_name: '{Username}' })).toBe(
      '{Username}/x',
    );
  });

  it('rejects bad input with a ValidationError', () => {
    expect(() => renderTemplate(5 as unknown as string, { username: 'u' })).toThrow(
      'Message template must be text',
    );
    expect(() => renderTemplate('{Username}', null as unknown as { username: string })).toThrow(
      'Invalid profile',
    );
    expect(() => renderTemplate('x', { username: 7 as unknown as string })).toThrow(ValidationError);
    expect(() => renderTemplate('x', { username: 'u', full_name: 3 as unknown as string })).toThrow(
      'Full name must be text',
    );
  });

  it('never leaves a placeholder when the values contain no "{"', () => {
    const noBrace = fc.string().filter((s) => !s.includes('{'));
    // Templates built from whole variables and brace-free text.
    const piece = fc.oneof(fc.constantFrom(...TEMPLATE_VARIABLES), noBrace);
    fc.assert(
      fc.property(fc.array(piece), noBrace, fc.option(noBrace), (pieces, username, fullName) => {
        const out = renderTemplate(pieces.join(''), { username, full_name: fullName });
        for (const variable of TEMPLATE_VARIABLES) expect(out).not.toContain(variable);
        expect(out).not.toContain('{');
      }),
    );
  });

  it('changes nothing in a template without placeholders', () => {
    const noBrace = fc.string().filter((s) => !s.includes('{'));
    fc.assert(
      fc.property(noBrace, fc.string(), fc.option(fc.string()), (template, username, fullName) => {
        expect(renderTemplate(template, { username, full_name: fullName })).toBe(template);
      }),
    );
  });
});

describe('insertVariable', () => {
  it('inserts at the cursor and moves it after the variable', () => {
    expect(insertVariable('Hi !', '{First Name}', 3, 3)).toEqual({ text: 'Hi {First Name}!', cursor: 15 });
  });

  it('replaces the selection', () => {
    expect(insertVariable('Hi NAME!', '{Full Name}', 3, 7)).toEqual({ text: 'Hi {Full Name}!', cursor: 14 });
    expect(insertVariable('Hi NAME!', '{Full Name}', 7, 3)).toEqual({ text: 'Hi {Full Name}!', cursor: 14 });
  });

  it('clamps bad positions', () => {
    expect(insertVariable('ab', '{Username}', -5, 99)).toEqual({ text: '{Username}', cursor: 10 });
    expect(insertVariable('ab', '{Username}', Number.NaN, Number.NaN)).toEqual({
      text: 'ab{Username}',
      cursor: 12,
    });
    expect(insertVariable('ab', '{Username}', 1.7, 1.2)).toEqual({ text: 'a{Username}b', cursor: 11 });
    expect(insertVariable('ab', '{Username}', undefined as unknown as number, 0)).toEqual({
      text: 'ab{Username}',
      cursor: 12,
    });
    expect(insertVariable('ab', '{Username}', 1, null as unknown as number)).toEqual({
      text: 'a{Username}b',
      cursor: 11,
    });
  });

  it('only inserts known variables', () => {
    expect(() => insertVariable('x', '{Email}' as '{Username}', 0, 0)).toThrow(
      'Unknown template variable: {Email}',
    );
    expect(() => insertVariable(null as unknown as string, '{Username}', 0, 0)).toThrow(
      'Message template must be text',
    );
  });
});

describe('hasTemplate', () => {
  it('is true only for non-blank text', () => {
    expect(hasTemplate('Hi')).toBe(true);
    expect(hasTemplate(' \n ')).toBe(false);
    expect(hasTemplate('')).toBe(false);
    expect(hasTemplate(null)).toBe(false);
  });
});

describe('unknownPlaceholders', () => {
  it('names each misspelt or invented placeholder once, and leaves other braces alone', () => {
    expect(unknownPlaceholders('Hi {First Nme}, {Username}! {First Nme} {company}')).toEqual([
      '{First Nme}',
      '{company}',
    ]);
    expect(unknownPlaceholders('Hi {Full Name} {First Name} {Username}')).toEqual([]);
    expect(unknownPlaceholders('Braces {} and {:)} and {"a": 1} stay text')).toEqual([]);
  });

  it('refuses a template with one, listing the placeholders it knows', () => {
    expect(() => assertKnownPlaceholders('Hi {First Nme}')).toThrow(
      'Unknown placeholder {First Nme}; known: {Full Name}, {First Name}, {Username}',
    );
    expect(() => assertKnownPlaceholders('Hi {First Name}')).not.toThrow();
  });
});
