import { normalizeSelectorFilter } from '@leadgen/core/domain';
import { expect, it } from 'vitest';
import { campaignFilter, emptyCampaignForm, hasFilters, selectorQuery } from './campaign-form';

it('sends only what filters: a new form asks for every candidate not already contacted', () => {
  expect(selectorQuery(emptyCampaignForm())).toEqual({ excludeContacted: 'true' });
  expect(selectorQuery({ ...emptyCampaignForm(), excludeContacted: false })).toEqual({});
  expect(hasFilters(emptyCampaignForm())).toBe(false);
  expect(hasFilters(emptyCampaignForm(['l1']))).toBe(true);
  expect(hasFilters({ ...emptyCampaignForm(), excludeContacted: false })).toBe(true);
  expect(hasFilters({ ...emptyCampaignForm(), isVerified: true })).toBe(true);
});

it('turns the form into repeated-key query values and the spec §3 filter object', () => {
  const form = {
    ...emptyCampaignForm(['l1', 'l2']),
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
  const filter = campaignFilter(form);
  expect(filter).toEqual(normalizeSelectorFilter(filter));
  expect(filter).toMatchObject({
    minFollowers: 0,
    maxFollowers: null,
    searchQuery: 'Ana',
    hasProfilePicture: false,
    selectedLists: ['l1', 'l2'],
    excludeContacted: true,
  });
});
