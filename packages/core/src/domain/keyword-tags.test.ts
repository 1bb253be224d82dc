import { describe, expect, it } from 'vitest';
import { addTag, normalizeKeywords, removeLastTag } from './keyword-tags.js';

describe('keywords and the tag input (spec §2, §5)', () => {
  it('normalises keyword lists', () => {
    expect(normalizeKeywords([' Coach', 'coach', '', '  ', 'CEO'])).toEqual(['coach', 'ceo']);
    expect(() => normalizeKeywords('coach' as unknown as string[])).toThrow(
      'Keywords must be a list of text values',
    );
  });

  it('adds trimmed, lowercased tags and ignores blanks and duplicates', () => {
    const tags = ['coach'];
    const next = addTag(tags, ' CEO ');
    expect(next).toEqual(['coach', 'ceo']);
    expect(tags).toEqual(['coach']);
    expect(addTag(next, 'Coach')).toEqual(['coach', 'ceo']);
    expect(addTag(next, '   ')).toEqual(['coach', 'ceo']);
    expect(addTag(next, 'gym, Yoga,,')).toEqual(['coach', 'ceo', 'gym', 'yoga']);
    expect(addTag([], 'x')).not.toBe(addTag([], 'x'));
    expect(() => addTag([], 5 as unknown as string)).toThrow('Keyword must be text');
  });

  it('removes the last tag', () => {
    const tags = ['a', 'b'];
    expect(removeLastTag(tags)).toEqual(['a']);
    expect(tags).toEqual(['a', 'b']);
    expect(removeLastTag([])).toEqual([]);
  });
});
