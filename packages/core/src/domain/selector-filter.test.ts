import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CampaignProfile } from './campaign.js';
import { matchesLeadReviewFilter } from './lead-review-filter.js';
import {
  emptySelectorFilter,
  matchesSelectorFilter,
  normalizeSelectorFilter,
  type SelectorFilter,
  type SelectorProfile,
  selectorMatcher,
} from './selector-filter.js';

const selectable = (over: Partial<SelectorProfile> = {}): SelectorProfile => ({
  username: 'ana.p',
  full_name: 'Ana Pérez',
  biography: 'Fitness coach | DM for collabs',
  search_list_id: 'list-1',
  followers_count: 500,
  profile_pic_url: 'https://example.com/a.jpg',
  is_business_account: false,
  is_verified: false,
  ...over,
});

const selector = (over: Partial<SelectorFilter> = {}): SelectorFilter => ({
  ...emptySelectorFilter(),
  ...over,
});

describe('selector filter (spec §5 create and edit screens)', () => {
  it('an empty filter keeps the row', () => {
    expect(matchesSelectorFilter(selectable(), emptySelectorFilter())).toBe(true);
  });

  it('searches username, full name and bio case-insensitively', () => {
    expect(matchesSelectorFilter(selectable(), selector({ searchQuery: ' ANA.P ' }))).toBe(true);
    expect(matchesSelectorFilter(selectable(), selector({ searchQuery: 'pérez' }))).toBe(true);
    expect(matchesSelectorFilter(selectable(), selector({ searchQuery: 'collabs' }))).toBe(true);
    expect(matchesSelectorFilter(selectable(), selector({ searchQuery: 'nobody' }))).toBe(false);
  });

  it('keeps only the selected lists when some are selected', () => {
    expect(matchesSelectorFilter(selectable(), selector({ selectedLists: ['list-1', 'list-2'] }))).toBe(true);
    expect(matchesSelectorFilter(selectable(), selector({ selectedLists: ['list-2'] }))).toBe(false);
  });

  it('bounds followers inclusively, a missing count counting as 0', () => {
    expect(matchesSelectorFilter(selectable(), selector({ minFollowers: 500, maxFollowers: 500 }))).toBe(
      true,
    );
    expect(matchesSelectorFilter(selectable(), selector({ minFollowers: 501 }))).toBe(false);
    expect(matchesSelectorFilter(selectable({ followers_count: null }), selector({ maxFollowers: 10 }))).toBe(
      true,
    );
    expect(matchesSelectorFilter(selectable({ followers_count: null }), selector({ minFollowers: 1 }))).toBe(
      false,
    );
    expect(matchesSelectorFilter(selectable({ followers_count: null }), selector({ minFollowers: 0 }))).toBe(
      true,
    );
  });

  it('applies each flag only when true', () => {
    const bare = selectable({ profile_pic_url: '  ', is_business_account: false, is_verified: false });
    expect(matchesSelectorFilter(bare, selector({ hasProfilePicture: false, isVerified: false }))).toBe(true);
    expect(matchesSelectorFilter(bare, selector({ hasProfilePicture: true }))).toBe(false);
    expect(
      matchesSelectorFilter(selectable({ profile_pic_url: null }), selector({ hasProfilePicture: true })),
    ).toBe(false);
    expect(matchesSelectorFilter(selectable(), selector({ hasProfilePicture: true }))).toBe(true);
    expect(matchesSelectorFilter(bare, selector({ hasBusinessAccount: true }))).toBe(false);
    expect(
      matchesSelectorFilter({ ...bare, is_business_account: true }, selector({ hasBusinessAccount: true })),
    ).toBe(true);
    expect(
      matchesSelectorFilter({ ...bare, is_business: true }, selector({ hasBusinessAccount: true })),
    ).toBe(true);
    expect(matchesSelectorFilter(bare, selector({ isVerified: true }))).toBe(false);
    expect(matchesSelectorFilter({ ...bare, is_verified: true }, selector({ isVerified: true }))).toBe(true);
  });

  it('needs one include keyword and no exclude keyword in bio, name or username', () => {
    expect(matchesSelectorFilter(selectable(), selector({ includeKeywords: ['ceo', 'coach'] }))).toBe(true);
    expect(matchesSelectorFilter(selectable(), selector({ includeKeywords: ['pérez'] }))).toBe(true);
    expect(matchesSelectorFilter(selectable(), selector({ includeKeywords: ['ana.'] }))).toBe(true);
    expect(matchesSelectorFilter(selectable(), selector({ includeKeywords: ['ceo'] }))).toBe(false);
    expect(matchesSelectorFilter(selectable(), selector({ excludeKeywords: ['  COACH '] }))).toBe(false);
    expect(matchesSelectorFilter(selectable(), selector({ excludeKeywords: ['ceo'] }))).toBe(true);
    expect(
      matchesSelectorFilter(selectable({ biography: null }), selector({ excludeKeywords: ['coach'] })),
    ).toBe(true);
  });

  it('can drop rows already contacted', () => {
    const contacted = { ...selectable(), contacted: true };
    expect(matchesSelectorFilter(contacted, selector({ excludeContacted: true }))).toBe(false);
    expect(matchesSelectorFilter(contacted, selector())).toBe(true);
    expect(matchesSelectorFilter(selectable(), selector({ excludeContacted: true }))).toBe(true);
  });

  it('accepts campaign rows, which have no is_business', () => {
    const row: CampaignProfile = {
      id: 'p1',
      username: 'zed',
      full_name: null,
      followers_count: 3,
      following_count: null,
      posts_count: null,
      biography: null,
      is_verified: true,
      is_private: false,
      is_business_account: false,
      profile_pic_url: null,
      message: null,
      message_processed: false,
      message_version: 1,
      search_list_id: 'l',
      search_list_name: 'L',
      outreach_status: 'queued',
    };
    expect(matchesSelectorFilter(row, selector({ isVerified: true }))).toBe(true);
    expect(matchesLeadReviewFilter(row, { minFollowers: 3 })).toBe(true);
  });
});

describe('normalizeSelectorFilter', () => {
  it('reads half an emoji as the replacement character, as the database stores it', () => {
    const filter = normalizeSelectorFilter({ searchQuery: 'a💡\ud83d', includeKeywords: ['\udca1x'] });
    expect(filter.searchQuery).toBe('a💡\ufffd');
    expect(filter.includeKeywords).toEqual(['\ufffdx']);
    const row = selectable({ biography: 'a💡💡' });
    expect(selectorMatcher(filter)(row)).toBe(false);
    expect(selectorMatcher(normalizeSelectorFilter({ searchQuery: 'a💡' }))(row)).toBe(true);
  });

  it('fills missing fields and cleans the rest', () => {
    expect(normalizeSelectorFilter(undefined)).toEqual(emptySelectorFilter());
    expect(
      normalizeSelectorFilter({
        selectedLists: [' a ', 'a', '', 'b'],
        minFollowers: '10',
        maxFollowers: '',
        hasProfilePicture: 'true',
        hasBusinessAccount: null,
        isVerified: true,
        includeKeywords: [' Coach', 'coach', ''],
        excludeKeywords: ['SPAM'],
        searchQuery: '  ana ',
      }),
    ).toEqual({
      selectedLists: ['a', 'b'],
      minFollowers: 10,
      maxFollowers: null,
      hasProfilePicture: true,
      hasBusinessAccount: false,
      isVerified: true,
      includeKeywords: ['coach'],
      excludeKeywords: ['spam'],
      searchQuery: 'ana',
      excludeContacted: false,
    });
  });

  it('rejects bad values naming the field', () => {
    expect(() => normalizeSelectorFilter({ minFollowers: -5 })).toThrow(
      'Minimum followers must be a whole number of 0 or more',
    );
    expect(() => normalizeSelectorFilter({ maxFollowers: 'lots' })).toThrow(
      'Maximum followers must be a whole number of 0 or more',
    );
    expect(() => normalizeSelectorFilter({ isVerified: 'yes' })).toThrow('Verified must be true or false');
    expect(() => normalizeSelectorFilter({ includeKeywords: 'coach' })).toThrow(
      'Include keywords must be a list of text values',
    );
    expect(() => normalizeSelectorFilter({ selectedLists: [1] })).toThrow(
      'Selected lists must be a list of text values',
    );
    expect(() => normalizeSelectorFilter({ searchQuery: 3 })).toThrow('Search must be text');
    expect(() => normalizeSelectorFilter([])).toThrow('Invalid filter');
  });
});

describe('selector filter properties', () => {
  const words = ['coach', 'ceo', 'ana', 'zed', 'élan', 'gym'];
  const text = fc.option(
    fc
      .array(fc.constantFrom(...words, 'Coach', 'CEO', 'and', 'Travel'), { maxLength: 4 })
      .map((w) => w.join(' ')),
    { nil: null },
  );
  const profileArb: fc.Arbitrary<SelectorProfile> = fc
    .record(
      {
        username: fc.constantFrom('ana.p', 'coach_k', 'zed', 'x'),
        full_name: text,
        biography: text,
        search_list_id: fc.constantFrom('l1', 'l2', 'l3'),
        followers_count: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
        profile_pic_url: fc.constantFrom(null, '', ' ', 'https://example.com/p.jpg'),
        is_business_account: fc.boolean(),
        is_verified: fc.boolean(),
        is_business: fc.boolean(),
        contacted: fc.boolean(),
      },
      { requiredKeys: ['username', 'full_name', 'biography', 'search_list_id', 'followers_count'] },
    )
    .map((p) => ({ is_business_account: false, is_verified: false, profile_pic_url: null, ...p }));
  const keywords = fc.array(fc.constantFrom(...words, ' GYM '), { maxLength: 3 });
  const bound = fc.option(fc.integer({ min: 0, max: 100 }), { nil: null });
  const filterArb: fc.Arbitrary<SelectorFilter> = fc.record({
    selectedLists: fc.subarray(['l1', 'l2', 'l3']),
    minFollowers: bound,
    maxFollowers: bound,
    hasProfilePicture: fc.boolean(),
    hasBusinessAccount: fc.boolean(),
    isVerified: fc.boolean(),
    includeKeywords: keywords,
    excludeKeywords: keywords,
    searchQuery: fc.constantFrom('', 'a', 'coach', 'Zed', 'nothing'),
    excludeContacted: fc.boolean(),
  });
  /** The filter with only `key` taken from `filter`: one rule alone. */
  const only = (filter: SelectorFilter, key: keyof SelectorFilter): SelectorFilter => ({
    ...emptySelectorFilter(),
    [key]: filter[key],
    ...(key === 'minFollowers' || key === 'maxFollowers'
      ? { minFollowers: filter.minFollowers, maxFollowers: filter.maxFollowers }
      : {}),
  });

  it('an empty filter matches everything', () => {
    fc.assert(
      fc.property(fc.array(profileArb), (rows) => {
        expect(rows.filter(selectorMatcher(emptySelectorFilter()))).toEqual(rows);
      }),
    );
  });

  it('adding an exclude keyword never adds matches', () => {
    fc.assert(
      fc.property(fc.array(profileArb), filterArb, fc.constantFrom(...words), (rows, filter, extra) => {
        const before = new Set(rows.filter(selectorMatcher(filter)));
        const after = rows.filter(
          selectorMatcher({ ...filter, excludeKeywords: [...filter.excludeKeywords, extra] }),
        );
        expect(after.every((p) => before.has(p))).toBe(true);
      }),
    );
  });

  it('adding an include keyword never removes matches once some are set', () => {
    fc.assert(
      fc.property(fc.array(profileArb), filterArb, fc.constantFrom(...words), (rows, filter, extra) => {
        fc.pre(filter.includeKeywords.some((k) => k.trim() !== ''));
        const after = new Set(
          rows.filter(selectorMatcher({ ...filter, includeKeywords: [...filter.includeKeywords, extra] })),
        );
        expect(rows.filter(selectorMatcher(filter)).every((p) => after.has(p))).toBe(true);
      }),
    );
  });

  it('is the conjunction of its single rules', () => {
    const keys = Object.keys(emptySelectorFilter()) as (keyof SelectorFilter)[];
    fc.assert(
      fc.property(profileArb, filterArb, (p, filter) => {
        const alone = keys.map((key) => matchesSelectorFilter(p, only(filter, key)));
        expect(matchesSelectorFilter(p, filter)).toBe(alone.every(Boolean));
      }),
    );
  });

  it('every matched row satisfies each rule; every dropped row breaks one', () => {
    fc.assert(
      fc.property(profileArb, filterArb, (p, filter) => {
        const haystack = [p.username, p.full_name ?? '', p.biography ?? ''].join('\n').toLowerCase();
        const has = (word: string) => haystack.includes(word.trim().toLowerCase());
        const include = filter.includeKeywords.filter((k) => k.trim() !== '');
        const followers = p.followers_count ?? 0;
        const rules = [
          filter.searchQuery === '' || has(filter.searchQuery),
          filter.selectedLists.length === 0 || filter.selectedLists.includes(p.search_list_id),
          filter.minFollowers == null || followers >= filter.minFollowers,
          filter.maxFollowers == null || followers <= filter.maxFollowers,
          !filter.hasProfilePicture || /\S/.test(p.profile_pic_url ?? ''),
          !filter.hasBusinessAccount || p.is_business_account || p.is_business === true,
          !filter.isVerified || p.is_verified,
          include.length === 0 || include.some(has),
          !filter.excludeKeywords.some((k) => k.trim() !== '' && has(k)),
          !filter.excludeContacted || p.contacted !== true,
        ];
        if (matchesSelectorFilter(p, filter)) expect(rules).not.toContain(false);
        else expect(rules).toContain(false);
      }),
      { numRuns: 500 },
    );
  });
});
