/**
 * How many terminal cells text takes, as terminals draw it: East Asian Wide and Fullwidth
 * characters (CJK, Hangul, fullwidth forms) and emoji shown as emoji take 2 cells; combining
 * marks, zero-width joiners and variation selectors take none; everything else 1. Measured per
 * grapheme, so a joined emoji sequence (a family, a flag) counts once, as 2.
 *
 * @example
 * textWidth('日本') // 4
 * textWidth('👩‍👩‍👧') // 2
 * textWidth('é') // 1 (e + a combining accent)
 */
export function textWidth(text: string): number {
  if (PRINTABLE_ASCII.test(text)) return text.length;
  let width = 0;
  for (const { segment } of segmenter().segment(text)) width += graphemeWidth(segment);
  return width;
}

/**
 * `text` cut to at most `width` cells, ending in '…' when it was cut (never splitting a
 * grapheme or a wide character in half).
 *
 * @example
 * truncateToWidth('photographer', 6) // 'photo…'
 */
export function truncateToWidth(text: string, width: number): string {
  if (textWidth(text) <= width) return text;
  if (width <= 0) return '';
  if (PRINTABLE_ASCII.test(text)) return `${text.slice(0, width - 1)}…`;
  let used = 0;
  let kept = '';
  for (const { segment } of segmenter().segment(text)) {
    const cells = graphemeWidth(segment);
    if (used + cells > width - 1) break;
    kept += segment;
    used += cells;
  }
  return `${kept}…`;
}

/** `text` padded with spaces to `width` cells (text already that wide is left as it is). */
export function padToWidth(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - textWidth(text)));
}

// One cell a character, and a character a grapheme: most of what a table holds, measured without
// the grapheme segmenter and the Unicode property tests (their first use costs a command ~20 ms).
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

let cached: Intl.Segmenter | undefined;
const segmenter = () => {
  cached ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  return cached;
};

const ZERO_WIDTH = /^[\p{Mn}\p{Me}\p{Cf}]$/u; // combining marks, variation selectors, ZWJ, ZWSP
const EMOJI = /\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F|\p{Regional_Indicator}/u;

function graphemeWidth(grapheme: string): number {
  if (EMOJI.test(grapheme)) return 2;
  for (const char of grapheme) {
    if (ZERO_WIDTH.test(char)) continue;
    return isWide(char.codePointAt(0) ?? 0) ? 2 : 1;
  }
  return 0;
}

/** East Asian Wide (W) and Fullwidth (F) blocks (Unicode UAX #11), other than emoji. */
const WIDE: readonly (readonly [number, number])[] = [
  [0x1100, 0x115f], // Hangul Jamo initial consonants
  [0x2329, 0x232a],
  [0x2e80, 0x303e], // CJK radicals, Kangxi, ideographic punctuation and space
  [0x3041, 0x33ff], // Hiragana, Katakana, Bopomofo, Hangul compatibility, CJK compatibility
  [0x3400, 0x4dbf], // CJK extension A
  [0x4e00, 0x9fff], // CJK unified ideographs
  [0xa000, 0xa4cf], // Yi
  [0xa960, 0xa97f],
  [0xac00, 0xd7a3], // Hangul syllables
  [0xf900, 0xfaff], // CJK compatibility ideographs
  [0xfe10, 0xfe19],
  [0xfe30, 0xfe6f],
  [0xff00, 0xff60], // fullwidth forms
  [0xffe0, 0xffe6],
  [0x16fe0, 0x18aff], // Tangut
  [0x1b000, 0x1b2ff], // Kana supplement and extensions
  [0x20000, 0x2fffd], // CJK extensions B-F
  [0x30000, 0x3fffd],
];

function isWide(codePoint: number): boolean {
  return WIDE.some(([from, to]) => codePoint >= from && codePoint <= to);
}
