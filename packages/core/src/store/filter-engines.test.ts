import { createTestUser, openTestStore } from '@leadgen/test-utils/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clauseMatcher, type FilterClause } from '../domain/filter-clauses.js';
import { leadReviewClauses } from '../domain/lead-review-filter.js';
import {
  compareLeadReviewRows,
  DEFAULT_LEAD_REVIEW_SORT,
  LEAD_REVIEW_SORT_KEYS,
} from '../domain/lead-review-sort.js';
import type { Profile } from '../domain/profile.js';
import { selectorClauses } from '../domain/selector-filter.js';
import { addBit, emptyBits, takeBits } from '../search/bitset.js';
import { scanClauses } from '../search/filter-scan.js';
import { buildRowIndex, type RowIndex } from '../search/row-index.js';
import { contactedMatcher, contactedTerm, readContacted } from './contacted.js';
import { clausesWhere } from './filter-sql.js';
import { leadReviewOrderBy } from './lead-review-sql.js';
import type { Store } from './open-store.js';
import { toProfile } from './rows.js';
import { visibleProfile } from './visible-profile.js';

// The filters are each defined once (`leadReviewClauses`, `selectorClauses`); the matcher, the
// SQL (on this run's engine: scripts/test-postgres.sh runs this file on PostgreSQL) and the
// row-index scan are derived from the definition. This holds the three to one answer for random
// filters over rows of text from strangers: every case and script, combining marks, emoji (and
// needles cut inside one), LIKE's % _ \, FTS5's quotes, JavaScript's white space; counts missing,
// zero and at the bounds.
const ALPHABET = [
  ...'aAbBeEoOxX',
  'é',
  'É',
  'e\u0301',
  'E\u0301',
  'ß',
  'ẞ',
  'ø',
  'Ø',
  'ж',
  'Ж',
  'ﬁ',
  '💡',
  '👍🏽',
  ' ',
  '\u00a0',
  '%',
  '_',
  '\\',
  '"',
  "'",
  '*',
];
const text = fc.string({ unit: fc.constantFrom(...ALPHABET), maxLength: 12 });
const PICTURES = [null, '', ' ', '\u00a0', '\ufeff\t', 'https://example.com/p.jpg'];
const COUNTS = [null, 0, 1, 2, 99, 100, 101, 5000];

let store: Store;
let alice: string;
let lists: string[];
/** Alice's visible rows as the database reads them, with every list holding each row's person. */
let rows: (Profile & { list_ids: string[]; contacted: boolean })[];
let index: RowIndex<(typeof rows)[number]>;
let contactedRows: Uint32Array;

/** A list of `count` settled rows drawn from `seed`; its first `shared` usernames are another list's people. */
async function seedList(name: string, count: number, seed: number, shared: string[] = []): Promise<string[]> {
  const list = await store.lists.create(alice, {
    name,
    target_accounts: ['natgeo'],
    search_type: 'followers',
    max_profiles: 1000,
    instagram_session_id: null,
  });
  lists.push(list.id);
  const drawn = fc.sample(
    fc.record({
      username: text,
      full_name: fc.option(text, { nil: null }),
      biography: fc.option(text, { nil: null }),
      followers_count: fc.constantFrom(...COUNTS),
      posts_count: fc.constantFrom(...COUNTS),
      profile_pic_url: fc.constantFrom(...PICTURES),
      is_business_account: fc.boolean(),
      is_business: fc.boolean(),
      is_verified: fc.boolean(),
    }),
    { numRuns: count, seed },
  );
  const usernames = drawn.map((row, i) => shared[i] ?? `${row.username}${name}${i}`);
  await store.profiles.insertMany(
    alice,
    list.id,
    usernames.map((username) => ({
      username,
      connection_type: 'followers' as const,
      source_username: 'natgeo',
    })),
  );
  const pending = await store.profiles.pendingEnrichment(alice, list.id, 1000);
  const byName = new Map(usernames.map((username, i) => [username, drawn[i]]));
  await store.profiles.recordEnrichment(
    alice,
    pending.map((row) => {
      const { username: _username, ...details } = byName.get(row.username) ?? {};
      return { id: row.id, status: 'enriched' as const, details };
    }),
  );
  return usernames;
}

/** The ids of alice's visible rows passing `clauses` in SQL, in page order. */
async function sqlIds(clauses: readonly FilterClause[], textIndex?: boolean): Promise<string[]> {
  const found = await store.db
    .selectFrom('profiles')
    .select('profiles.id')
    .where('profiles.user_id', '=', alice)
    .where(visibleProfile())
    .where(
      clausesWhere(clauses, { engine: store.engine, textIndex, contacted: contactedTerm(store.db, alice) }),
    )
    .orderBy(leadReviewOrderBy(DEFAULT_LEAD_REVIEW_SORT, store.engine))
    .execute();
  return found.map((row) => row.id);
}

/** The ids of the rows passing `clauses` in memory, in page order. */
const matcherIds = (clauses: readonly FilterClause[]) =>
  rows.filter(clauseMatcher(clauses)).map((row) => row.id);

/** The ids of the rows passing `clauses` in the row index, in page order. */
const scanIds = (clauses: readonly FilterClause[]) =>
  takeBits(scanClauses(index, clauses, { contacted: contactedRows }), 0, index.size).map(
    (position) => index.ids[position] as string,
  );

beforeAll(async () => {
  store = await openTestStore();
  alice = (await createTestUser(store, 'alice@example.com')).id;
  const bob = (await createTestUser(store, 'bob@example.com')).id;
  lists = [];
  const first = await seedList('a', 70, 11);
  await seedList('b', 50, 12, first.slice(0, 15));
  await seedList('c', 30, 13);
  // bob's rows are none of alice's answers
  await store.lists.create(bob, {
    name: 'bob',
    target_accounts: ['natgeo'],
    search_type: 'followers',
    max_profiles: 10,
    instagram_session_id: null,
  });
  const read = await store.db
    .selectFrom('profiles')
    .selectAll()
    .where('user_id', '=', alice)
    .where(visibleProfile())
    .orderBy(leadReviewOrderBy(DEFAULT_LEAD_REVIEW_SORT, store.engine))
    .execute();
  const profiles = read.map(toProfile);
  // contacted: messaged in a campaign, or on do-not-contact (by person, and by a name no person has)
  const campaign = await store.campaigns.create(alice, {
    name: 'held',
    description: null,
    message_template: null,
    filters: null,
    search_list_id: null,
    search_type: null,
    profile_ids: profiles.filter((_, i) => i % 9 === 0).map((row) => row.id),
  });
  for (const row of profiles.filter((_, i) => i % 18 === 0))
    await store.outreach.mark(alice, campaign.id, row.id, 'sent');
  await store.doNotContact.block(alice, [first[3] as string, 'nobody-yet']);
  const isContacted = contactedMatcher(await readContacted(store.db, alice));
  rows = profiles.map((row) => ({
    ...row,
    list_ids: profiles
      .filter((other) => other.person_id === row.person_id)
      .map((other) => other.search_list_id),
    contacted: isContacted({ person: row.person_id ?? row.id, username: row.username }),
  }));
  index = await buildRowIndex(rows);
  contactedRows = emptyBits(index.size);
  index.rows.forEach((row, position) => {
    if (row.contacted) addBit(contactedRows, position);
  });
});
afterAll(() => store.close());

/** Needles: drawn from the alphabet, or cut from the rows' own texts anywhere (inside an emoji too). */
const needle = () =>
  fc.oneof(
    text.map((t) => t.slice(0, 4)),
    fc
      .tuple(
        fc.constantFrom(...rows.flatMap((row) => [row.username, row.full_name ?? 'x', row.biography ?? 'y'])),
        fc.nat(6),
        fc.integer({ min: 1, max: 5 }),
      )
      .map(([t, from, length]) => ` ${t.slice(from, from + length)} `),
  );
/** `arbitrary` one time in three, else unset: filters of a condition or two, which rows pass. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 2, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary });
/** Bounds at the rows' counts and either side of them. */
const bound = () =>
  fc.option(fc.constantFrom(0, 1, 2, 98, 99, 100, 101, 102, 4999, 5000, 5001), { nil: null });

describe('each filter defined once, three engines derived', () => {
  it('seeds rows of every kind, some contacted, some in two lists', () => {
    expect(rows).toHaveLength(150);
    expect(rows.filter((row) => row.contacted).length).toBeGreaterThan(3);
    expect(rows.filter((row) => row.list_ids.length === 2)).toHaveLength(30);
    expect(index.ids).toEqual(rows.map((row) => row.id));
  });

  it('gives one answer for the lead-review filter: matcher, SQL (with and without the text index) and row index (spec §5)', async () => {
    let found = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          bioContains: sometimes(needle()),
          bioExcludes: sometimes(needle()),
          nameContains: sometimes(needle()),
          minFollowers: sometimes(bound()),
          maxFollowers: sometimes(bound()),
          minPosts: sometimes(bound()),
          maxPosts: sometimes(bound()),
        }),
        async (filter) => {
          const clauses = leadReviewClauses(filter);
          const expected = matcherIds(clauses);
          expect(await sqlIds(clauses)).toEqual(expected);
          expect(await sqlIds(clauses, false)).toEqual(expected);
          expect(scanIds(clauses)).toEqual(expected);
          if (expected.length > 0) found += 1;
        },
      ),
      { numRuns: 120 },
    );
    expect(found).toBeGreaterThan(20);
  });

  it('gives one answer for the selector filter: matcher, SQL and row index (spec §5)', async () => {
    let found = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          searchQuery: fc.oneof(fc.constant(''), needle()),
          selectedLists: fc.subarray([...lists, 'missing']),
          minFollowers: bound(),
          maxFollowers: bound(),
          hasProfilePicture: fc.boolean(),
          hasBusinessAccount: fc.boolean(),
          isVerified: fc.boolean(),
          includeKeywords: fc.array(needle(), { maxLength: 2 }),
          excludeKeywords: fc.array(needle(), { maxLength: 2 }),
          excludeContacted: fc.boolean(),
        }),
        async (filter) => {
          const clauses = selectorClauses(filter);
          const expected = matcherIds(clauses);
          expect(await sqlIds(clauses)).toEqual(expected);
          expect(scanIds(clauses)).toEqual(expected);
          if (expected.length > 0) found += 1;
        },
      ),
      { numRuns: 120 },
    );
    expect(found).toBeGreaterThan(20);
  });

  it('orders rows one way in SQL and in memory, for every order (spec §2)', async () => {
    for (const by of LEAD_REVIEW_SORT_KEYS) {
      for (const direction of ['asc', 'desc'] as const) {
        const sort = { by, direction };
        const ordered = await store.db
          .selectFrom('profiles')
          .select('profiles.id')
          .where('profiles.user_id', '=', alice)
          .where(visibleProfile())
          .orderBy(leadReviewOrderBy(sort, store.engine))
          .execute();
        expect(
          ordered.map((row) => row.id),
          `${by} ${direction}`,
        ).toEqual([...rows].sort(compareLeadReviewRows(sort)).map((row) => row.id));
      }
    }
  });
});
