import { describe, expect, it } from 'vitest';
import { padToWidth, textWidth, truncateToWidth } from './text-width.js';

describe('textWidth', () => {
  it('counts ASCII and Latin letters one cell each', () => {
    expect(textWidth('natgeo')).toBe(6);
    expect(textWidth('Zoë Brontë')).toBe(10);
  });

  it('counts East Asian Wide and Fullwidth characters two cells each', () => {
    expect(textWidth('日本語')).toBe(6);
    expect(textWidth('한국어')).toBe(6);
    expect(textWidth('ＡＢ')).toBe(4);
    expect(textWidth('カメラ mania')).toBe(12);
  });

  it('counts emoji two cells, a joined sequence or flag once', () => {
    expect(textWidth('📸')).toBe(2);
    expect(textWidth('❤️')).toBe(2); // a text heart shown as emoji (VS16)
    expect(textWidth('👩‍👩‍👧')).toBe(2);
    expect(textWidth('🇯🇵')).toBe(2);
    expect(textWidth('👍🏽')).toBe(2);
  });

  it('counts combining marks and zero-width characters as nothing', () => {
    expect(textWidth('e\u0301')).toBe(1);
    expect(textWidth('a\u200Bb')).toBe(2);
    expect(textWidth('')).toBe(0);
  });
});

describe('truncateToWidth and padToWidth', () => {
  it('cuts to the width with an ellipsis, never halving a wide character', () => {
    expect(truncateToWidth('photographer', 6)).toBe('photo…');
    expect(truncateToWidth('short', 6)).toBe('short');
    expect(truncateToWidth('日本語テキスト', 6)).toBe('日本…');
    expect(textWidth(truncateToWidth('日本語テキスト', 6))).toBe(5);
    expect(truncateToWidth('📸📸📸', 4)).toBe('📸…');
  });

  it('pads by cells, not characters', () => {
    expect(padToWidth('日本', 6)).toBe('日本  ');
    expect(padToWidth('abc', 2)).toBe('abc');
  });
});
