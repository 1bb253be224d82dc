import type { LeadReviewFilter } from '@leadgen/core/domain';
import type { ProfileDetails, Store } from '@leadgen/core/store';
import { createTestUser, openTestStore, settleRows } from './test-store.js';

const BIOS = [
  'Coffee lover',
  'CEO at Acme',
  'Travel ÉLAN photographer',
  null,
  'fitness coach | DM for collabs',
  '',
];
const NAMES = ['Ana Pérez', null, 'Bob Stone', 'ÉMILE Zola', 'coach carter'];

/** Row `i` of the varied list: counts and texts sometimes missing, zero or accented (deterministic). */
export function variedDetails(i: number): ProfileDetails {
  return {
    full_name: NAMES[i % NAMES.length] ?? null,
    biography: BIOS[i % BIOS.length] ?? null,
    followers_count: i % 7 === 0 ? null : i % 11 === 0 ? 0 : (i * 37) % 5000,
    posts_count: i % 5 === 0 ? null : (i * 13) % 300,
    is_business_account: i % 4 === 0,
  };
}

/** A page's rows as the profiles repository reads them. */
type PageRows = Awaited<ReturnType<Store['profiles']['page']>>['profiles'];

/** A store with alice's list of 300 enriched rows (`user_0`…, `variedDetails`) and bob, who has none. */
export interface VariedList {
  store: Store;
  alice: string;
  bob: string;
  listId: string;
  /** Every row the filter lets through, page after page of `limit`. */
  allPages(filter: LeadReviewFilter, limit: number, textIndex?: boolean): Promise<PageRows>;
}

/** Opens a test store holding the varied list (the profiles repository's tests share it). */
export async function openVariedList(): Promise<VariedList> {
  const store = await openTestStore();
  const alice = (await createTestUser(store, 'alice@example.com')).id;
  const bob = (await createTestUser(store, 'bob@example.com')).id;
  const list = await store.lists.create(alice, {
    name: 'l',
    target_accounts: ['natgeo'],
    search_type: 'followers',
    max_profiles: 1000,
    instagram_session_id: null,
  });
  const rows = Array.from({ length: 300 }, (_, i) => ({
    username: `user_${i}`,
    connection_type: 'followers' as const,
    source_username: 'natgeo',
  }));
  if ((await store.profiles.insertMany(alice, list.id, rows)) !== 300) throw new Error('seeding failed');
  await settleRows(store, alice, list.id, (username) => variedDetails(Number(username.slice(5))));
  const allPages = async (filter: LeadReviewFilter, limit: number, textIndex?: boolean) => {
    const seen: PageRows = [];
    let cursor: string | null = null;
    do {
      const page = await store.profiles.page(alice, list.id, { filter, limit, cursor, textIndex });
      seen.push(...page.profiles);
      cursor = page.nextCursor;
    } while (cursor);
    return seen;
  };
  return { store, alice, bob, listId: list.id, allPages };
}
