import { describe, expect, it } from 'vitest';
import { plainText, terminalSafe } from './plain-text.js';

describe('plainText', () => {
  it('drops the control characters of a key burst from a one-line value', () => {
    expect(plainText('natgeo\u0015Renamed')).toBe('natgeoRenamed');
    expect(plainText('ab\u007f\u007f\bc')).toBe('abc');
    expect(plainText('a\u0000b\u0085c\u009fd')).toBe('abcd');
  });

  it('keeps words apart in a one-line value: a run of tabs and line breaks is one space', () => {
    expect(plainText('list\t2')).toBe('list 2');
    expect(plainText('Q1\r\n\tleads\n')).toBe('Q1 leads ');
  });

  it('drops escape sequences whole, not just their ESC', () => {
    expect(
      plainText('\u001b[31mred\u001b[0m \u001b]0;title\u0007x \u001b]8;;http://a\u001b\\y \u009b1mz'),
    ).toBe('red x y z');
  });

  it('keeps line breaks and tabs in multi-line text, with CR LF and CR as LF', () => {
    expect(plainText('Hi\r\n\tAna\rBye\u0007', { multiline: true })).toBe('Hi\n\tAna\nBye');
  });

  it('leaves ordinary text alone', () => {
    expect(plainText('Café – 東京 🎉')).toBe('Café – 東京 🎉');
  });
});

describe('terminalSafe', () => {
  it('shows controls in caret notation, so nothing reaches the terminal raw', () => {
    expect(terminalSafe('\u001b[31mred\u0007')).toBe('^[[31mred^G');
    expect(terminalSafe('a\u0000b\u007fc\rd')).toBe('a^@b^?c^Md');
    expect(terminalSafe('x\u009b31my\u0085')).toBe('x^[[31my^[E');
  });

  it('keeps line breaks, tabs and everything printable', () => {
    expect(terminalSafe('Hi\n\tAna – 東京')).toBe('Hi\n\tAna – 東京');
  });

  it('leaves nothing a terminal acts on', () => {
    let all = '';
    for (let code = 0; code < 0xa0; code += 1) all += String.fromCharCode(code);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: checking for control characters.
    expect(terminalSafe(all).replace(/[\n\t]/g, '')).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
  });
});
