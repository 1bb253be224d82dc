import { describe, expect, it } from 'vitest';
import { clauseMatcher, type FilterClause, type FilterRow, inRange } from './filter-clauses.js';
import { leadReviewClauses } from './lead-review-filter.js';
import { selectorClauses } from './selector-filter.js';

const row = (fields: Partial<FilterRow> = {}): FilterRow => ({
  username: 'ana.p',
  full_name: 'Ana Pérez',
  biography: 'Coffee 💡 lover',
  followers_count: 100,
  posts_count: 0,
  profile_pic_url: null,
  is_verified: false,
  is_business_account: false,
  search_list_id: 'l1',
  ...fields,
});
const passes = (clause: FilterClause, fields?: Partial<FilterRow>) => clauseMatcher([clause])(row(fields));

describe('filter clauses', () => {
  it('finds any needle in any field; a missing text contains nothing and lacks everything', () => {
    const contains: FilterClause = { kind: 'contains', fields: ['biography'], needles: ['tea', '💡'] };
    expect(passes(contains)).toBe(true);
    expect(passes(contains, { biography: null })).toBe(false);
    expect(passes({ ...contains, kind: 'lacks' })).toBe(false);
    expect(passes({ ...contains, kind: 'lacks' }, { biography: null })).toBe(true);
    expect(passes({ kind: 'contains', fields: ['full_name', 'username'], needles: ['pérez'] })).toBe(true);
    expect(passes({ kind: 'contains', fields: ['username'], needles: ['pérez'] })).toBe(false);
  });

  it('reads counts inclusively, a missing or zero count failing or counting as 0 as the clause says', () => {
    const fails = { kind: 'range', field: 'posts_count', min: null, max: 10, empty: 'fails' } as const;
    const zero = { ...fails, empty: 'zero' } as const;
    expect([0, null, 1, 10, 11].map((count) => inRange(count, fails))).toEqual([
      false,
      false,
      true,
      true,
      false,
    ]);
    expect([0, null, 1, 10, 11].map((count) => inRange(count, zero))).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
    expect(inRange(5, { ...zero, min: 5, max: 5 })).toBe(true);
    expect(passes(fails)).toBe(false);
    expect(passes(zero)).toBe(true);
  });

  it('checks flags as the domain defines them, lists by every list holding the person, and contacts', () => {
    expect(passes({ kind: 'flag', flag: 'picture' }, { profile_pic_url: ' \u00a0' })).toBe(false);
    expect(passes({ kind: 'flag', flag: 'picture' }, { profile_pic_url: 'https://x/p.jpg' })).toBe(true);
    expect(passes({ kind: 'flag', flag: 'business' }, { is_business: true })).toBe(true);
    expect(passes({ kind: 'inLists', lists: ['l2'] })).toBe(false);
    expect(passes({ kind: 'inLists', lists: ['l2'] }, { list_ids: ['l1', 'l2'] })).toBe(true);
    expect(passes({ kind: 'notContacted' }, { contacted: true })).toBe(false);
    expect(clauseMatcher([])(row())).toBe(true);
  });

  it('states each filter as clauses, the set filters only, text folded', () => {
    expect(leadReviewClauses({ bioContains: '  CEO ', maxPosts: 3 })).toEqual([
      { kind: 'contains', fields: ['biography'], needles: ['ceo'] },
      { kind: 'range', field: 'posts_count', min: null, max: 3, empty: 'fails' },
    ]);
    expect(leadReviewClauses({ bioContains: ' ', nameContains: null })).toEqual([]);
    expect(
      selectorClauses({
        selectedLists: [],
        includeKeywords: ['Coach', 'coach'],
        excludeKeywords: [],
        searchQuery: '',
        minFollowers: 10,
        excludeContacted: true,
      }),
    ).toEqual([
      { kind: 'range', field: 'followers_count', min: 10, max: null, empty: 'zero' },
      { kind: 'contains', fields: ['username', 'full_name', 'biography'], needles: ['coach'] },
      { kind: 'notContacted' },
    ]);
  });
});
