import { normalizeSelectorFilter } from '@leadgen/core/domain';
import { expect, it } from 'vitest';
import { emptySelectorForm, hasFilters, selectorFilter, selectorQuery } from './selector-form';

it('sends only what filters: an empty form asks for every candidate', () => {
  expect(selectorQuery(emptySelectorForm())).toEqual({});
  expect(hasFilters(emptySelectorForm())).toBe(false);
});

it('turns the form into repeated-key query values and the spec §3 filter object', () => {
  const form = {
    ...emptySelectorForm(['l1', 'l2']),
    searchQuery: '  Ana ',
    minFollowers: '0',
    maxFollowers: 'x',
    isVerified: true,
    includeKeywords: ['coach'],
    excludeKeywords: ['agency', 'shop'],
    excludeContacted: true,
  };
  expect(selectorQuery(form)).toEqual({
    lists: ['l1', 'l2'],
    minFollowers: '0',
    isVerified: 'true',
    includeKeywords: ['coach'],
    excludeKeywords: ['agency', 'shop'],
    searchQuery: 'Ana',
    excludeContacted: 'true',
  });
  const filter = selectorFilter(form);
  expect(filter).toEqual(normalizeSelectorFilter(filter));
  expect(filter).toMatchObject({
    minFollowers: 0,
    maxFollowers: null,
    searchQuery: 'Ana',
    hasProfilePicture: false,
  });
});
