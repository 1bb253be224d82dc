import { textWidth } from '@leadgen/core/domain';
import { describe, expect, it } from 'vitest';
import { cell } from './format.js';

describe('cell', () => {
  it('pads and cuts by terminal cells, so emoji and CJK rows are as wide as any other', () => {
    for (const text of [
      'Cy',
      'Bo 👩‍💻',
      'Ana 🌸 山田',
      '日本語のバイオ 東京在住 写真家',
      'Zoë',
      '🇯🇵🇯🇵🇯🇵🇯🇵🇯🇵🇯🇵🇯🇵',
    ]) {
      expect(textWidth(cell(text, 12)), text).toBe(12);
      expect(textWidth(cell(text, 12, 'right')), text).toBe(12);
    }
    // a joined emoji is drawn as its parts, measured as drawn
    expect(cell('Bo 👩‍💻', 8)).toBe('Bo 👩💻 ');
    expect(cell('日本語のバイオ', 8)).toBe('日本語… ');
    expect(cell('1,000', 7, 'right')).toBe('  1,000');
  });

  it('shows control characters safely and line breaks as spaces', () => {
    expect(cell('a\u001b[31mb\nc', 12)).toBe('a^[[31mb c  ');
  });
});
