import { createTestUser, openTestStore } from '@leadgen/test-utils/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectorIds, selectorPage } from '../campaigns/selector-page.js';
import { profileInsight } from '../domain/profile-insight.js';
import { normalizeSelectorFilter, selectorMatcher } from '../domain/selector-filter.js';
import { createRowIndexCache } from '../search/row-index-cache.js';
import type { Store } from './open-store.js';
import type { SelectorProfile } from './profiles-repository.js';

// Text from strangers in every case and script, with the characters SQL treats specially
// (LIKE's % _ \, FTS5's quotes) and JavaScript's white space; needles are drawn from the same
// characters and from the rows' own texts, so short, long, found and missing needles all occur.
const ALPHABET = [
  ...'aAbBeEoOxX',
  'é',
  'É',
  'ß',
  'ẞ',
  'ø',
  'Ø',
  'ж',
  'Ж',
  'ﬁ',
  '💡',
  ' ',
  '\u00a0',
  '%',
  '_',
  '\\',
  '"',
  "'",
  '*',
];
const text = fc.string({ unit: fc.constantFrom(...ALPHABET), maxLength: 14 });
const PICTURES = [null, '', ' ', '\u00a0', '\ufeff\t', 'https://example.com/p.jpg'];

let store: Store;
let alice: string;
let lists: string[];
let all: SelectorProfile[];

/** A list of `rows` settled rows with texts, counts and flags drawn from `seed`. */
async function seedList(userId: string, name: string, rows: number, seed: number): Promise<string> {
  const list = await store.lists.create(userId, {
    name,
    target_accounts: ['natgeo'],
    search_type: 'followers',
    max_profiles: 1000,
    instagram_session_id: null,
  });
  const texts = fc.sample(fc.tuple(text, fc.option(text), fc.option(text)), { numRuns: rows, seed });
  await store.profiles.insertMany(
    userId,
    list.id,
    texts.map(([username], i) => ({
      username: `${username}${i}`,
      connection_type: 'followers' as const,
      source_username: 'natgeo',
    })),
  );
  const pending = await store.profiles.pendingEnrichment(userId, list.id, 1000);
  await store.profiles.recordEnrichment(
    userId,
    pending.map((row, i) => ({
      id: row.id,
      status: 'enriched' as const,
      details: {
        full_name: texts[i]?.[1] ?? null,
        biography: texts[i]?.[2] ?? null,
        followers_count: i % 9 === 0 ? null : (i * 7919) % 5000,
        profile_pic_url: PICTURES[i % PICTURES.length] ?? null,
        is_business_account: i % 4 === 0,
        is_business: i % 6 === 0,
        is_verified: i % 5 === 0,
      },
    })),
  );
  return list.id;
}

beforeAll(async () => {
  store = await openTestStore();
  alice = (await createTestUser(store, 'alice@example.com')).id;
  const bob = (await createTestUser(store, 'bob@example.com')).id;
  lists = [
    await seedList(alice, 'first', 80, 1),
    await seedList(alice, 'second', 60, 2),
    await seedList(alice, 'running', 10, 3),
    await seedList(bob, 'foreign', 40, 1),
  ];
  for (const id of lists.slice(0, 2)) await store.lists.complete(alice, id, { profiles_found: 0, cost: 0 });
  all = await store.profiles.selectorMatches(alice, normalizeSelectorFilter({}));
  const contacted = all.filter((_, i) => i % 8 === 0).map((row) => row.id);
  const held = await store.campaigns.create(alice, {
    name: 'held',
    description: null,
    message_template: null,
    filters: null,
    search_list_id: null,
    search_type: null,
    profile_ids: contacted,
  });
  // contacted: messaged in a campaign
  for (const id of contacted) await store.outreach.mark(alice, held.id, id, 'sent');
  all = await store.profiles.selectorMatches(alice, normalizeSelectorFilter({}));
});
afterAll(() => store.close());

describe('the selector filter in SQL', () => {
  it("offers the user's visible rows of completed lists only, followers descending", () => {
    expect(all).toHaveLength(140);
    expect(new Set(all.map((row) => row.search_list_id))).toEqual(new Set(lists.slice(0, 2)));
    expect(all.filter((row) => row.contacted)).toHaveLength(18);
  });

  it('matches the domain matcher exactly, with its counts, insight and keyset pages, in SQL and from memory (spec §5)', async () => {
    const indexes = createRowIndexCache();
    const pieces = all.flatMap((row) =>
      [row.username, row.full_name ?? '', row.biography ?? ''].map((t) => t.slice(1, 5)),
    );
    const needle = fc.oneof(
      text.map((t) => t.slice(0, 4)),
      fc.constantFrom(...pieces),
    );
    const bound = fc.option(fc.integer({ min: 0, max: 5000 }), { nil: null });
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          searchQuery: fc.oneof(fc.constant(''), needle),
          selectedLists: fc.subarray([...lists, 'missing']),
          minFollowers: bound,
          maxFollowers: bound,
          hasProfilePicture: fc.boolean(),
          hasBusinessAccount: fc.boolean(),
          isVerified: fc.boolean(),
          includeKeywords: fc.array(needle, { maxLength: 2 }),
          excludeKeywords: fc.array(needle, { maxLength: 2 }),
          excludeContacted: fc.boolean(),
        }),
        async (input) => {
          const filter = normalizeSelectorFilter(input);
          const expected = all.filter(selectorMatcher(filter));
          const pages: SelectorProfile[] = [];
          let cursor: string | null = null;
          do {
            const page = await store.profiles.selectorPage(alice, filter, { limit: 25, cursor });
            pages.push(...page.profiles);
            cursor = page.nextCursor;
          } while (cursor);
          expect(pages.map((row) => row.id)).toEqual(expected.map((row) => row.id));
          const summary = await store.profiles.selectorSummary(alice, filter);
          expect(summary.matching).toBe(expected.length);
          expect(summary.insight).toEqual(profileInsight(expected));
          expect((await store.profiles.selectorIds(alice, filter)).map((row) => row.id)).toEqual(
            expected.map((row) => row.id),
          );
          // the server's way: the same answers from the user's rows held in memory
          const deps = { store, indexes };
          const indexed: SelectorProfile[] = [];
          let next: string | null = null;
          do {
            const page = await selectorPage(deps, alice, { filter, limit: 30, cursor: next });
            expect(page).toMatchObject({ matching: expected.length, insight: profileInsight(expected) });
            indexed.push(...page.profiles);
            next = page.nextCursor;
          } while (next);
          expect(indexed).toEqual(expected);
          expect((await selectorIds(deps, alice, { filter })).map((row) => row.id)).toEqual(
            expected.map((row) => row.id),
          );
        },
      ),
      { numRuns: 150 },
    );
  });

  it('pages by offset too, and counts the candidates of the selected lists', async () => {
    const filter = normalizeSelectorFilter({ selectedLists: [lists[1]] });
    const second = await store.profiles.selectorPage(alice, filter, { limit: 20, offset: 20 });
    const every = all.filter((row) => row.search_list_id === lists[1]);
    expect(second.profiles.map((row) => row.id)).toEqual(every.slice(20, 40).map((row) => row.id));
    expect((await store.profiles.selectorSummary(alice, filter)).candidates).toBe(60);
    expect((await store.profiles.selectorSummary(alice, normalizeSelectorFilter({}))).candidates).toBe(140);
    const deps = { store, indexes: createRowIndexCache() };
    const fromMemory = await selectorPage(deps, alice, { filter, limit: 20, offset: 20 });
    expect(fromMemory.profiles).toEqual(second.profiles);
    expect(fromMemory).toMatchObject({ candidates: 60, nextOffset: 40 });
    expect((await selectorPage(deps, alice, {})).candidates).toBe(140);
  });
});
