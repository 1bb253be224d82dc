import { emptySelectorFilter, normalizeSelectorFilter } from '@leadgen/core/domain';
import { expect, it } from 'vitest';
import { emptySelectorForm, isSelectorFormSet, toSelectorFilter } from './selector-form';

it('an empty form is unset and filters nothing', () => {
  expect(isSelectorFormSet(emptySelectorForm())).toBe(false);
  expect(toSelectorFilter(emptySelectorForm())).toEqual(emptySelectorFilter());
});

it('any one shared field set counts as set', () => {
  const sets = [
    { searchQuery: ' ' },
    { minFollowers: '1' },
    { maxFollowers: '0' },
    { hasProfilePicture: true },
    { hasBusinessAccount: true },
    { isVerified: true },
    { includeKeywords: ['coach'] },
    { excludeKeywords: ['agency'] },
  ];
  for (const set of sets) expect(isSelectorFormSet({ ...emptySelectorForm(), ...set })).toBe(true);
});

it('maps to the spec §3 filter object: bounds parsed one way, search trimmed, keywords normalised', () => {
  const filter = toSelectorFilter({
    ...emptySelectorForm(),
    searchQuery: '  Ana ',
    minFollowers: ' 0 ',
    maxFollowers: 'x',
    hasBusinessAccount: true,
    includeKeywords: ['Coach', 'coach'],
    excludeKeywords: ['agency'],
  });
  expect(filter).toEqual(normalizeSelectorFilter(filter));
  expect(filter).toEqual({
    ...emptySelectorFilter(),
    searchQuery: 'Ana',
    minFollowers: 0,
    maxFollowers: null,
    hasBusinessAccount: true,
    includeKeywords: ['coach'],
    excludeKeywords: ['agency'],
  });
});
