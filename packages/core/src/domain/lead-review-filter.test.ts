import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from './errors.js';
import {
  isLeadReviewFilterEmpty,
  type LeadReviewFilter,
  type LeadReviewProfile,
  leadReviewMatcher,
  matchesLeadReviewFilter,
  normalizeLeadReviewFilter,
} from './lead-review-filter.js';

const lead = (over: Partial<LeadReviewProfile> = {}): LeadReviewProfile => ({
  username: 'ana.p',
  full_name: 'Ana Pérez',
  biography: 'Coffee lover and CEO',
  followers_count: 500,
  posts_count: 40,
  ...over,
});

describe('lead review filter (spec §5)', () => {
  it('matches text case-insensitively after trimming', () => {
    expect(matchesLeadReviewFilter(lead(), { bioContains: '  ceo ' })).toBe(true);
    expect(matchesLeadReviewFilter(lead(), { bioContains: 'tea' })).toBe(false);
    expect(matchesLeadReviewFilter(lead(), { bioExcludes: 'COFFEE' })).toBe(false);
    expect(matchesLeadReviewFilter(lead(), { bioExcludes: 'tea' })).toBe(true);
    expect(matchesLeadReviewFilter(lead({ full_name: 'ÉMILE Zola' }), { nameContains: 'émile' })).toBe(true);
  });

  it('matches the name against full name or username', () => {
    expect(matchesLeadReviewFilter(lead(), { nameContains: 'pérez' })).toBe(true);
    expect(matchesLeadReviewFilter(lead(), { nameContains: 'ana.p' })).toBe(true);
    expect(matchesLeadReviewFilter(lead({ full_name: null }), { nameContains: 'ana.' })).toBe(true);
    expect(matchesLeadReviewFilter(lead(), { nameContains: 'bob' })).toBe(false);
  });

  it('treats a missing bio as containing nothing', () => {
    expect(matchesLeadReviewFilter(lead({ biography: null }), { bioContains: 'ceo' })).toBe(false);
    expect(matchesLeadReviewFilter(lead({ biography: null }), { bioExcludes: 'ceo' })).toBe(true);
  });

  it('treats blank text as no filter', () => {
    expect(matchesLeadReviewFilter(lead({ biography: null }), { bioContains: '  ', nameContains: '' })).toBe(
      true,
    );
  });

  it('applies inclusive bounds', () => {
    expect(matchesLeadReviewFilter(lead(), { minFollowers: 500, maxFollowers: 500 })).toBe(true);
    expect(matchesLeadReviewFilter(lead(), { minFollowers: 501 })).toBe(false);
    expect(matchesLeadReviewFilter(lead(), { maxFollowers: 499 })).toBe(false);
    expect(matchesLeadReviewFilter(lead(), { minPosts: 40, maxPosts: 40 })).toBe(true);
    expect(matchesLeadReviewFilter(lead(), { maxPosts: 39 })).toBe(false);
  });

  it('excludes a missing or zero count once a bound on it is set', () => {
    expect(matchesLeadReviewFilter(lead({ followers_count: null }), {})).toBe(true);
    expect(matchesLeadReviewFilter(lead({ followers_count: null }), { maxFollowers: 1000 })).toBe(false);
    expect(matchesLeadReviewFilter(lead({ followers_count: 0 }), { minFollowers: 0 })).toBe(false);
    expect(matchesLeadReviewFilter(lead({ posts_count: 0 }), { maxPosts: 10 })).toBe(false);
    expect(matchesLeadReviewFilter(lead({ posts_count: null }), { minFollowers: 1 })).toBe(true);
  });

  it('normalises filters from outside', () => {
    expect(
      normalizeLeadReviewFilter({
        bioContains: ' coach ',
        bioExcludes: '   ',
        nameContains: null,
        minFollowers: '100',
        maxFollowers: '',
        minPosts: 0,
        maxPosts: null,
        other: 'ignored',
      }),
    ).toEqual({ bioContains: 'coach', minFollowers: 100, minPosts: 0 });
    expect(normalizeLeadReviewFilter({ bioContains: ' 💡\ud83d ' })).toEqual({ bioContains: '💡\ufffd' });
    expect(normalizeLeadReviewFilter(undefined)).toEqual({});
  });

  it('rejects bad values naming the field', () => {
    expect(() => normalizeLeadReviewFilter({ minFollowers: -1 })).toThrow(
      'Minimum followers must be a whole number of 0 or more',
    );
    expect(() => normalizeLeadReviewFilter({ maxFollowers: '1.5' })).toThrow(
      'Maximum followers must be a whole number of 0 or more',
    );
    expect(() => normalizeLeadReviewFilter({ minPosts: 'many' })).toThrow(
      'Minimum posts must be a whole number of 0 or more',
    );
    expect(() => normalizeLeadReviewFilter({ maxPosts: true })).toThrow(
      'Maximum posts must be a whole number of 0 or more',
    );
    expect(() => normalizeLeadReviewFilter({ bioContains: 5 })).toThrow('Bio contains must be text');
    expect(() => normalizeLeadReviewFilter('bio')).toThrow('Invalid filter');
    expect(() => matchesLeadReviewFilter(lead(), { minFollowers: 'x' as unknown as number })).toThrow(
      ValidationError,
    );
    expect(() => matchesLeadReviewFilter(null as unknown as LeadReviewProfile, {})).toThrow(
      'Invalid profile',
    );
  });

  it('knows when it filters nothing', () => {
    expect(isLeadReviewFilterEmpty({})).toBe(true);
    expect(isLeadReviewFilterEmpty({ bioContains: ' ', minFollowers: null })).toBe(true);
    expect(isLeadReviewFilterEmpty({ minPosts: 0 })).toBe(false);
    expect(isLeadReviewFilterEmpty({ nameContains: 'a' })).toBe(false);
  });
});

describe('lead review filter properties', () => {
  const word = fc.constantFrom('coach', 'CEO', 'ana', 'élan', 'x');
  const text = fc.option(fc.constantFrom('Coffee lover', 'CEO at Acme', 'Travel ÉLAN', 'fitness coach', ''), {
    nil: null,
  });
  const amount = fc.option(fc.integer({ min: 0, max: 50 }), { nil: null });
  const profileArb = fc.record({
    username: fc.constantFrom('ana.p', 'coach_k', 'zed'),
    full_name: text,
    biography: text,
    followers_count: amount,
    posts_count: amount,
  });
  const bound = fc.option(fc.integer({ min: 0, max: 50 }), { nil: undefined });
  const filterArb: fc.Arbitrary<LeadReviewFilter> = fc.record(
    {
      bioContains: word,
      bioExcludes: word,
      nameContains: word,
      minFollowers: bound,
      maxFollowers: bound,
      minPosts: bound,
      maxPosts: bound,
    },
    { requiredKeys: [] },
  );

  it('an empty filter keeps every row', () => {
    fc.assert(
      fc.property(profileArb, (p) => {
        expect(matchesLeadReviewFilter(p, {})).toBe(true);
      }),
    );
  });

  it('is the conjunction of its single filters', () => {
    fc.assert(
      fc.property(profileArb, filterArb, (p, filter) => {
        const parts = Object.entries(filter).map(([key, value]) => ({ [key]: value }) as LeadReviewFilter);
        expect(matchesLeadReviewFilter(p, filter)).toBe(
          parts.every((part) => matchesLeadReviewFilter(p, part)),
        );
      }),
    );
  });

  it('every kept row satisfies each set bound with a known, non-zero count', () => {
    fc.assert(
      fc.property(fc.array(profileArb), filterArb, (rows, filter) => {
        for (const p of rows.filter(leadReviewMatcher(filter))) {
          const checks: [number | null, number | null | undefined, number | null | undefined][] = [
            [p.followers_count, filter.minFollowers, filter.maxFollowers],
            [p.posts_count, filter.minPosts, filter.maxPosts],
          ];
          for (const [value, min, max] of checks) {
            if (min == null && max == null) continue;
            expect(value).not.toBeNull();
            expect(value).toBeGreaterThan(0);
            if (min != null) expect(value).toBeGreaterThanOrEqual(min);
            if (max != null) expect(value).toBeLessThanOrEqual(max);
          }
          if (filter.bioContains)
            expect(p.biography?.toLowerCase()).toContain(filter.bioContains.toLowerCase());
        }
      }),
    );
  });

  it('every dropped row breaks at least one rule', () => {
    fc.assert(
      fc.property(profileArb, filterArb, (p, filter) => {
        if (matchesLeadReviewFilter(p, filter)) return;
        const bio = (p.biography ?? '').toLowerCase();
        const names = `${p.full_name ?? ''}\n${p.username}`.toLowerCase();
        const outside = (value: number | null, min?: number | null, max?: number | null) =>
          (min != null || max != null) &&
          (!value || (min != null && value < min) || (max != null && value > max));
        const broken = [
          !!filter.bioContains && (p.biography === null || !bio.includes(filter.bioContains.toLowerCase())),
          !!filter.bioExcludes && p.biography !== null && bio.includes(filter.bioExcludes.toLowerCase()),
          !!filter.nameContains && !names.includes(filter.nameContains.toLowerCase()),
          outside(p.followers_count, filter.minFollowers, filter.maxFollowers),
          outside(p.posts_count, filter.minPosts, filter.maxPosts),
        ];
        expect(broken).toContain(true);
      }),
    );
  });
});
