import { ValidationError } from './errors.js';
import { messages } from './messages.js';
import { toWholeNumber } from './whole-number.js';

// Readers shared by the filter modules: filters arrive from query strings, JSON and CLI flags,
// so every value is checked at run time and refused with a message naming the field.

export const record = (input: unknown): Record<string, unknown> => {
  if (input === undefined || input === null) return {};
  if (typeof input !== 'object' || Array.isArray(input)) throw new ValidationError(messages.invalidFilter);
  return input as Record<string, unknown>;
};

/**
 * Text as it travels (UTF-8) and is stored: a lone surrogate (half of an emoji, as when text is
 * cut in the middle of one) becomes U+FFFD, so the domain's matchers and SQL read the same needle.
 */
const wellFormed = (text: string): string => text.replace(/\p{Cs}/gu, '\uFFFD');

/** Trimmed text, '' when unset; anything but text, null or undefined is refused. */
export const readText = (value: unknown, label: string): string => {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new ValidationError(messages.filterText(label));
  return wellFormed(value.trim());
};

/** A bound: a whole number of 0 or more (numeric strings accepted); '' or null is unset. */
export const readBound = (value: unknown, label: string): number | null => {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
    return null;
  const number = toWholeNumber(value);
  if (number === undefined || number < 0) throw new ValidationError(messages.filterWholeNumber(label));
  return number;
};

export const readFlag = (value: unknown, label: string): boolean => {
  if (value === undefined || value === null || value === false || value === 'false') return false;
  if (value === true || value === 'true') return true;
  throw new ValidationError(messages.filterFlag(label));
};

export const row = (profile: unknown): Record<string, unknown> => {
  if (typeof profile !== 'object' || profile === null) throw new ValidationError(messages.invalidProfile);
  return profile as Record<string, unknown>;
};

export const readList = (list: unknown, label: string, clean: (value: string) => string): string[] => {
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list) || list.some((value) => typeof value !== 'string')) {
    throw new ValidationError(messages.filterList(label));
  }
  const values = (list as string[]).map(clean).filter((value) => value !== '');
  return [...new Set(values)];
};

export const keyword = (value: string): string => wellFormed(value.trim().toLowerCase());
