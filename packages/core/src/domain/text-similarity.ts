// How alike two short messages are (issue 36's near-duplicate warning): Dice similarity over
// the bags of character trigrams of the texts, lower-cased with runs of blanks made one space,
// and with the recipient's names masked. One hand-written pass per text (no regular expression
// per word, no sort), so comparing a message with 500 sent texts of 150 words stays in the
// order of 10 ms: the duplicate check runs on every send queue read.

/** Lower-case with runs of blanks made one space, trimmed: what "identical" compares. */
export const normalizeForCompare = (text: string): string => text.toLowerCase().replace(/\s+/gu, ' ').trim();

const isBlank = (c: number): boolean =>
  c === 32 ||
  (c >= 9 && c <= 13) ||
  c === 0xa0 ||
  c === 0x1680 ||
  (c >= 0x2000 && c <= 0x200a) ||
  c === 0x2028 ||
  c === 0x2029 ||
  c === 0x202f ||
  c === 0x205f ||
  c === 0x3000 ||
  c === 0xfeff;

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** A character of a word: a letter, a digit or _ (ASCII without a regular expression). */
function isWordChar(text: string, at: number): boolean {
  const c = text.charCodeAt(at);
  if (c < 128) return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95;
  return LETTER_OR_DIGIT.test(text.charAt(at));
}

/** A text as it is compared: its masked characters, and a hash of it unmasked for "identical". */
export interface ComparedText {
  /** Character codes, normalised, each masked name as one 0. */
  codes: number[];
  /** FNV-1a of the normalised text, names not masked, and its length: a cheap identity check. */
  plainHash: number;
  plainLength: number;
}

/** The lower-cased words of a recipient's names (username, full name): what gets masked. */
export function nameWords(username: string, fullName?: string | null): Set<string> {
  const words = `${username} ${fullName ?? ''}`.toLowerCase().split(/\s+/u);
  return new Set(words.filter((word) => word !== ''));
}

/**
 * `text` normalised (lower case, one space for a run of blanks, trimmed) with each word that is
 * one of `names` (a word: letters, digits, _ and inner dots, so 'ana.p' is one) masked, so 'Hi
 * Ana, love your reels!' and 'Hi Ben, love your reels!' compare as the same text.
 */
export function compared(text: string, names: ReadonlySet<string>): ComparedText {
  const lower = text.toLowerCase();
  const lengths = new Set([...names].map((name) => name.length));
  const codes: number[] = [];
  let hash = 0x811c9dc5;
  let plainLength = 0;
  let space = false;
  let i = 0;
  while (i < lower.length) {
    const c = lower.charCodeAt(i);
    if (isBlank(c)) {
      space = plainLength > 0;
      i++;
      continue;
    }
    if (space) {
      codes.push(32);
      hash = Math.imul(hash ^ 32, 0x01000193);
      plainLength++;
      space = false;
    }
    if (!isWordChar(lower, i)) {
      codes.push(c);
      hash = Math.imul(hash ^ c, 0x01000193);
      plainLength++;
      i++;
      continue;
    }
    let end = i + 1;
    while (
      end < lower.length &&
      (isWordChar(lower, end) ||
        (lower.charCodeAt(end) === 46 && end + 1 < lower.length && isWordChar(lower, end + 1)))
    )
      end++;
    // a slice only for a word as long as a name: most words are not
    const masked = lengths.has(end - i) && names.has(lower.slice(i, end));
    if (masked) codes.push(0);
    for (let k = i; k < end; k++) {
      const code = lower.charCodeAt(k);
      if (!masked) codes.push(code);
      hash = Math.imul(hash ^ code, 0x01000193);
      plainLength++;
    }
    i = end;
  }
  return { codes, plainHash: hash >>> 0, plainLength };
}

/** How many trigrams a text of these codes has. */
export const trigramCount = (text: ComparedText): number => Math.max(0, text.codes.length - 2);

/**
 * A trigram as one number: three codes under 1024 (Latin, Greek, Cyrillic…) pack into a small
 * integer (a fast Map key), any other into a larger one; the two ranges never meet.
 */
function trigramAt(codes: readonly number[], i: number): number {
  const a = codes[i] as number;
  const b = codes[i + 1] as number;
  const c = codes[i + 2] as number;
  if (a < 1024 && b < 1024 && c < 1024) return (a << 20) | (b << 10) | c;
  return 1_073_741_824 + a * 4_294_967_296 + b * 65_536 + c;
}

/**
 * A text's trigram bag, made once and compared with many: `similarity(other)` is the Dice
 * coefficient 2·|A∩B| / (|A|+|B|) of the two bags (1 for two texts too short to have any).
 */
export function trigramBag(text: ComparedText): { size: number; similarity(other: ComparedText): number } {
  const index = new Map<number, number>();
  const counts: number[] = [];
  for (let i = 0; i + 2 < text.codes.length; i++) {
    const key = trigramAt(text.codes, i);
    const at = index.get(key);
    if (at === undefined) {
      index.set(key, counts.length);
      counts.push(1);
    } else counts[at] = (counts[at] as number) + 1;
  }
  const used = new Int32Array(counts.length);
  const stamp = new Int32Array(counts.length);
  let generation = 0;
  const size = trigramCount(text);
  return {
    size,
    similarity(other) {
      const otherSize = trigramCount(other);
      if (size + otherSize === 0) return 1;
      generation++;
      let shared = 0;
      for (let i = 0; i + 2 < other.codes.length; i++) {
        const at = index.get(trigramAt(other.codes, i));
        if (at === undefined) continue;
        if (stamp[at] !== generation) {
          stamp[at] = generation;
          used[at] = 0;
        }
        if ((used[at] as number) < (counts[at] as number)) {
          used[at] = (used[at] as number) + 1;
          shared++;
        }
      }
      return (2 * shared) / (size + otherSize);
    },
  };
}

/**
 * How alike two texts are, 0..1: Dice similarity over their character trigrams (as bags), after
 * `normalizeForCompare`; sensitive to small edits anywhere, cheap to compute.
 *
 * @example
 * textSimilarity('Love your reels!', 'love  your reels!') // 1
 */
export function textSimilarity(a: string, b: string): number {
  const none = new Set<string>();
  return trigramBag(compared(a, none)).similarity(compared(b, none));
}
