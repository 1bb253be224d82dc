import { pick, type Random } from '../random.js';
import { handleWord, pickIndustry } from './bios.js';
import { asciiFold, FIRST_BY_FOLD, FIRST_NAMES, LAST_BY_FOLD, LAST_NAMES } from './names.js';

const WORDS = ['sunny', 'wild', 'little', 'golden', 'urban', 'salty', 'happy', 'cosmic', 'quiet', 'lazy'];
const NOUNS = ['days', 'soul', 'fox', 'wave', 'bean', 'pixel', 'garden', 'kitchen', 'studio', 'club'];

/** A random written name from the lists (accents kept). */
export function randomName(random: Random): { first: string; last: string } {
  return { first: pick(random, FIRST_NAMES), last: pick(random, LAST_NAMES) };
}

/**
 * A plausible Instagram handle for a random person: letters, digits, dots and underscores, at
 * most 30 characters, never starting or ending with a dot (maria.garcia92, the_kenji, anna.bakes).
 */
export function randomUsername(random: Random): string {
  const name = randomName(random);
  const first = asciiFold(name.first) || 'user';
  const last = asciiFold(name.last) || 'gram';
  const digits = (n: number) => String(Math.floor(random() * 10 ** n)).padStart(n, '0');
  const word = () => handleWord(random, pickIndustry(random));
  const patterns: Array<() => string> = [
    () => `${first}.${last}`,
    () => `${first}_${last}`,
    () => `${first}${last}`,
    () => `${first}.${last}${digits(2)}`,
    () => `${first}${digits(random() < 0.5 ? 2 : 4)}`,
    () => `${first}_${1980 + Math.floor(random() * 26)}`,
    () => `the.${first}.${last}`,
    () => `${first}.${last.slice(0, 1)}`,
    () => `${first.slice(0, 1)}.${last}`,
    () => `${first}.${word()}`,
    () => `${word()}.with.${first}`,
    () => `${first}${last}.official`,
    () => `${last}_${first}_`,
    () => `_${first}.${last}_`,
    () => `${pick(random, WORDS)}.${pick(random, NOUNS)}.${digits(2)}`,
    () => `${pick(random, WORDS)}_${first}`,
  ];
  return clampUsername(pick(random, patterns)());
}

/** At most 30 characters, with no dot at either end (Instagram refuses those). */
export function clampUsername(username: string): string {
  return username.slice(0, 30).replace(/^\.+|\.+$/g, '') || 'user';
}

/**
 * The written name a handle was built from, when it was built from listed names: 'maria.garcia92'
 * gives María García; a handle with only a known first name gives that first name.
 */
export function nameFromUsername(username: string): { first: string; last?: string } | undefined {
  const tokens = username.split(/[._0-9]+/).filter((token) => token.length >= 2);
  for (let i = 0; i < tokens.length; i++) {
    const first = FIRST_BY_FOLD.get(tokens[i] as string);
    if (!first) continue;
    const lastToken = tokens.slice(i + 1).find((token) => LAST_BY_FOLD.has(token));
    return { first, last: lastToken ? LAST_BY_FOLD.get(lastToken) : undefined };
  }
  return undefined;
}
