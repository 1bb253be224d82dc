import { indexRow } from '@leadgen/test-utils/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type LeadReviewFilter,
  leadReviewClauses,
  leadReviewMatcher,
  normalizeLeadReviewFilter,
} from '../domain/lead-review-filter.js';
import { profileInsight } from '../domain/profile-insight.js';
import {
  normalizeSelectorFilter,
  type SelectorFilter,
  selectorClauses,
  selectorMatcher,
} from '../domain/selector-filter.js';
import type { ProfileCursor } from '../store/cursor.js';
import { addBit, type Bitset, countBits, emptyBits } from './bitset.js';
import { scanClauses } from './filter-scan.js';
import { type PageStart, readPage, type ScannedPage } from './page-scan.js';
import { buildRowIndex, type IndexRow, type RowIndex } from './row-index.js';

// The filters' one definitions (`leadReviewClauses`, `selectorClauses`) scanned over the index
// and matched in memory: two engines derived from one definition, held to one answer here for
// random rows and filters (store/filter-engines.test.ts adds the SQL).
const scanLeadReview = (index: RowIndex, filter: LeadReviewFilter, start: PageStart) =>
  readPage(index, scanClauses(index, leadReviewClauses(filter)), start);
const scanSelector = (index: RowIndex, filter: SelectorFilter, contacted: Bitset, start: PageStart) =>
  readPage(index, scanClauses(index, selectorClauses(filter), { contacted }), start);

// Text from strangers in every case and script, with characters that change length when
// lowercased (İ) or lowercase by their place in a word (Σ), combining marks, emoji, the joined
// text's separator, and JavaScript's white space; needles come from the same characters and from
// the rows' own texts (cut anywhere, inside an emoji too).
const ALPHABET = [
  ...'aAbBeEoOxX',
  'é',
  'É',
  'ß',
  'İ',
  'Σ',
  'σ',
  'ж',
  'Ж',
  'ﬁ',
  'e\u0301',
  'E\u0301',
  '💡',
  '👍🏽',
  ' ',
  '\u00a0',
  '\u0000',
  '%',
  '_',
  '\\',
  '"',
];
const text = fc.string({ unit: fc.constantFrom(...ALPHABET), maxLength: 12 });
const LISTS = ['list-a', 'list-b', 'list-c'];
const PICTURES = [null, '', ' ', '\u00a0', '\ufeff\t', 'https://example.com/p.jpg'];

/** `arbitrary` one time in three, else unset: filters of one or two conditions, which rows pass. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 2, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary });
const rarely = fc.oneof(
  { weight: 3, arbitrary: fc.constant(false) },
  { weight: 1, arbitrary: fc.constant(true) },
);

const rowsArbitrary = fc
  .array(
    fc.record({
      username: text,
      full_name: fc.option(text, { nil: null }),
      biography: fc.option(text, { nil: null }),
      followers_count: fc.option(
        fc.oneof(fc.integer({ min: -5, max: 3000 }), fc.constantFrom(0, 999, 1000, 10_000, 2_000_000)),
        { nil: null },
      ),
      posts_count: fc.option(fc.integer({ min: -2, max: 400 }), { nil: null }),
      profile_pic_url: fc.constantFrom(...PICTURES),
      is_business_account: fc.boolean(),
      is_business: fc.boolean(),
      is_verified: fc.boolean(),
      is_private: fc.boolean(),
      search_list_id: fc.constantFrom(...LISTS),
    }),
    { minLength: 10, maxLength: 90 },
  )
  .map((rows) =>
    rows.map(
      (row, i): IndexRow => ({
        ...row,
        id: `id-${String(i).padStart(3, '0')}`,
        username: `${row.username}${i % 4}`,
      }),
    ),
  );

/** Rows in page order as SQL sorts them: followers descending, missing last, then id. */
const inPageOrder = (rows: readonly IndexRow[]) =>
  [...rows].sort((a, b) => {
    if (a.followers_count !== b.followers_count) {
      if (a.followers_count === null) return 1;
      if (b.followers_count === null) return -1;
      return b.followers_count - a.followers_count;
    }
    return a.id < b.id ? -1 : 1;
  });

/** Every page of a scan from the first, by keyset cursor, `limit` rows at a time. */
function allPages(
  index: RowIndex,
  scan: (start: { limit: number; cursor: ProfileCursor | null }) => ScannedPage,
) {
  const ids: string[] = [];
  let cursor: ProfileCursor | null = null;
  let first: ScannedPage | undefined;
  for (let pages = 0; pages < 100; pages++) {
    const page = scan({ limit: 7, cursor });
    first ??= page;
    ids.push(...page.positions.map((row) => index.ids[row] as string));
    cursor = page.nextCursor;
    if (!cursor) break;
  }
  return { ids, first: first as ScannedPage };
}

const needleFrom = (rows: readonly IndexRow[]) =>
  fc.oneof(
    text.filter((t) => t.trim() !== '').map((t) => t.slice(0, 3)),
    fc.constantFrom(
      'a',
      ...rows
        .flatMap((row) => [row.username, row.full_name ?? 'x', row.biography ?? 'y'])
        .map((t) => t.slice(1, 4) || 'a'),
    ),
  );

describe('the row index', () => {
  it('filters, counts, shapes and pages the selector filter’s clauses exactly as the matcher does (spec §5)', async () => {
    let found = 0;
    await fc.assert(
      fc.asyncProperty(
        rowsArbitrary.chain((rows) => {
          const needle = needleFrom(rows);
          const bound = sometimes(fc.integer({ min: 0, max: 3000 }));
          return fc.tuple(
            fc.constant(rows),
            fc.record({
              searchQuery: sometimes(needle),
              selectedLists: fc.oneof(fc.constant([]), fc.subarray([...LISTS, 'missing'])),
              minFollowers: bound,
              maxFollowers: bound,
              hasProfilePicture: rarely,
              hasBusinessAccount: rarely,
              isVerified: rarely,
              includeKeywords: sometimes(fc.array(needle, { minLength: 1, maxLength: 2 })),
              excludeKeywords: sometimes(fc.array(needle, { minLength: 1, maxLength: 2 })),
              excludeContacted: rarely,
            }),
            fc.func(fc.boolean()),
          );
        }),
        async ([rows, input, contactedOf]) => {
          const filter = normalizeSelectorFilter(input);
          const index = await buildRowIndex(rows);
          const contacted = emptyBits(index.size);
          index.ids.forEach((id, row) => {
            if (contactedOf(id)) addBit(contacted, row);
          });
          const expected = inPageOrder(rows)
            .map((row) => ({ ...row, contacted: contactedOf(row.id) }))
            .filter(selectorMatcher(filter));
          const { ids, first } = allPages(index, (start) => scanSelector(index, filter, contacted, start));
          expect(ids).toEqual(expected.map((row) => row.id));
          expect(first.matching).toBe(expected.length);
          expect(first.insight).toEqual(profileInsight(expected));
          const lists = new Set(filter.selectedLists);
          if (lists.size > 0) {
            expect(countBits(scanClauses(index, [{ kind: 'inLists', lists: [...lists] }]))).toBe(
              rows.filter((row) => lists.has(row.search_list_id)).length,
            );
          }
          const offset = scanSelector(index, filter, contacted, { limit: 5, offset: 3 });
          expect(offset.positions.map((row) => index.ids[row])).toEqual(
            expected.slice(3, 8).map((row) => row.id),
          );
          if (expected.length > 0) found += 1;
        },
      ),
      { numRuns: 300 },
    );
    // most filters leave some rows: the property compares rows, not empty pages
    expect(found).toBeGreaterThan(100);
  });

  it('filters, counts and pages the lead-review filter’s clauses exactly as the matcher does (spec §5)', async () => {
    let found = 0;
    await fc.assert(
      fc.asyncProperty(
        rowsArbitrary.chain((rows) => {
          const needle = sometimes(needleFrom(rows));
          const bound = sometimes(fc.integer({ min: 0, max: 3000 }));
          return fc.tuple(
            fc.constant(rows),
            fc.record({
              bioContains: needle,
              bioExcludes: needle,
              nameContains: needle,
              minFollowers: bound,
              maxFollowers: bound,
              minPosts: bound,
              maxPosts: bound,
            }),
          );
        }),
        async ([rows, input]) => {
          const filter = normalizeLeadReviewFilter(input);
          const index = await buildRowIndex(rows);
          const expected = inPageOrder(rows).filter(leadReviewMatcher(filter));
          const { ids, first } = allPages(index, (start) => scanLeadReview(index, filter, start));
          expect(ids).toEqual(expected.map((row) => row.id));
          expect(first.matching).toBe(expected.length);
          if (expected.length > 0) found += 1;
        },
      ),
      { numRuns: 300 },
    );
    // most filters leave some rows: the property compares rows, not empty pages
    expect(found).toBeGreaterThan(75);
  });

  it('lets other work run while it builds', async () => {
    let ran = false;
    const building = buildRowIndex([0, 1, 2].map((i) => indexRow(i)));
    setImmediate(() => {
      ran = true;
    });
    expect((await building).size).toBe(3);
    expect(ran).toBe(true);
  });

  it('answers for a user with no rows yet', async () => {
    const index = await buildRowIndex([]);
    const selector = scanSelector(index, normalizeSelectorFilter({ searchQuery: 'ana' }), emptyBits(0), {
      limit: 10,
    });
    expect(selector).toMatchObject({ positions: [], matching: 0, nextCursor: null });
    expect(selector.insight).toEqual(profileInsight([]));
    expect(scanLeadReview(index, { minFollowers: 10 }, { limit: 10 }).positions).toEqual([]);
    expect(index.rows).toEqual([]);
  });

  it('finds a needle that extends a kept one among the kept one’s rows only, with the same answer', async () => {
    const rows = ['photographer', 'photo booth', 'phonetics', 'graphic photography'].map((biography, i) =>
      indexRow(i, { biography, followers_count: 100 - i }),
    );
    const index = await buildRowIndex(rows);
    const rowsOf = (needle: string) => {
      const page = scanLeadReview(index, { bioContains: needle }, { limit: 10 });
      return page.positions.map((row) => index.ids[row]);
    };
    expect(rowsOf('pho')).toEqual(['id-0', 'id-1', 'id-2', 'id-3']);
    expect(rowsOf('photo')).toEqual(['id-0', 'id-1', 'id-3']);
    expect(rowsOf('photog')).toEqual(['id-0', 'id-3']);
    expect(rowsOf('raph')).toEqual(['id-0', 'id-3']);
    expect(index.contains('biography', 'photog')).toBe(index.contains('biography', 'photog'));
  });

  it('holds the whole rows it was given, in page order', async () => {
    const given = [3, 0, 4, 1, 2].map((i) => ({
      ...indexRow(i, { followers_count: i === 4 ? null : 10 - i }),
      note: `row ${i}`,
    }));
    const index = await buildRowIndex(given);
    expect(index.rows.map((row) => row.note)).toEqual(['row 0', 'row 1', 'row 2', 'row 3', 'row 4']);
    expect(index.rows.map((row) => row.id)).toEqual(index.ids);
    expect(index.rows[0]).toBe(given[1]);
  });
});
