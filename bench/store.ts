// `npm run bench -- store`: bulk insert and lead-review paging on a 100,000-profile list in a
// real SQLite file (WAL), through the same repositories the product uses. A page is read as the
// CLI and the TUI read one (`listProfiles` without the server's in-memory index): the filter's
// count, then the page, read in order or through the text index as the count says. A first page
// is timed as after a filter change (its count not yet known: the list's data version is moved
// on before each run), a deep page as paging on with the same filter (its count known).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listProfiles } from '@leadgen/core';
import { openStore } from '@leadgen/core/store';
import { sql } from 'kysely';
import { printTable, timeRuns } from './stats.js';
import { syntheticProfiles } from './synthetic-profiles.js';

const PROFILES = 100_000;
const BIOS = [
  'Travel photographer based in Lisbon',
  'Fitness coach | online programs',
  'CEO @ a small coffee roastery',
  'Mum of two, food blogger',
  'Digital marketing consultant for e-commerce brands',
  'Just vibes',
];

const TRIALS = 3;

async function insertTrial(path: string) {
  const store = await openStore({ database: { kind: 'sqlite', path } });
  const user = await store.users.create({
    email: 'bench@example.com',
    first_name: 'Bench',
    last_name: 'Mark',
  });
  const list = await store.lists.create(user.id, {
    name: 'bench',
    target_accounts: ['natgeo'],
    search_type: 'followers',
    max_profiles: PROFILES,
    instagram_session_id: null,
  });
  const rows = syntheticProfiles(PROFILES);
  const start = performance.now();
  const inserted = await store.transaction((tx) => tx.profiles.insertMany(user.id, list.id, rows));
  const ms = performance.now() - start;
  if (inserted !== PROFILES) throw new Error(`inserted ${inserted} of ${PROFILES}`);
  return { store, user, list, ms };
}

export async function run(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'leadgen-bench-'));
  try {
    // Each trial writes a fresh file; the last one is kept for the query half.
    const rates: number[] = [];
    let trial = await insertTrial(join(dir, 'bench-0.db'));
    for (let i = 0; ; i++) {
      rates.push(PROFILES / (trial.ms / 1000));
      if (i === TRIALS - 1) break;
      await trial.store.close();
      trial = await insertTrial(join(dir, `bench-${i + 1}.db`));
    }
    const { store, user, list } = trial;
    const median = [...rates].sort((a, b) => a - b)[Math.floor(TRIALS / 2)] ?? 0;
    const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
    console.log(
      `store: ${fmt(PROFILES)} profiles inserted in one transaction, ${TRIALS} trials on fresh files`,
    );
    console.log(
      `  insert: median ${fmt(median)} rows/s (trials: ${rates.map(fmt).join(', ')}; target >= 100,000)`,
    );

    // Enrichment fields for the query half, set in one statement (not part of the measurement).
    await sql`update profiles set
        followers_count = case when rowid % 20 = 0 then null else (rowid * 7919) % 250000 end,
        posts_count = (rowid * 31) % 2000,
        biography = case rowid % 6 ${sql.raw(BIOS.map((bio, i) => `when ${i} then '${bio}'`).join(' '))} end,
        enriched_at = created_at, enrichment_status = 'enriched'
      where search_list_id = ${list.id}`.execute(store.db);
    // the list's count of visible rows, which the writes the product makes keep in step
    await sql`update search_lists set profile_rows = ${PROFILES} where id = ${list.id}`.execute(store.db);
    await sql`analyze`.execute(store.db);

    const filters = {
      'no filter': {},
      'bio contains "coach"': { bioContains: 'coach' },
      'min followers 100k': { minFollowers: 100_000 },
      'bio + followers + posts': {
        bioContains: 'coach',
        minFollowers: 10_000,
        maxFollowers: 200_000,
        minPosts: 100,
      },
      'rare match (bio "lisbon", >= 249k)': { bioContains: 'lisbon', minFollowers: 249_000 },
      'no match at all (scans every row)': { bioContains: 'no such words' },
    };
    const table = [
      [
        'page of 100 (followers desc)',
        'first page, counted: median ms',
        'p95 ms',
        '50th page median ms',
        'count() median ms',
      ],
    ];
    const page = (filter: object, cursor: string | null = null) =>
      listProfiles({ store }, user.id, list.id, { filter, limit: 100, cursor });
    // any change to the list's rows moves its data version on, and with it every count kept
    const rowsChanged = () =>
      sql`update search_lists set data_version = data_version + 1 where id = ${list.id}`.execute(store.db);
    for (const [label, filter] of Object.entries(filters)) {
      const first = await timeRuns(20, () => page(filter), rowsChanged);
      // the 50th page, reached through its cursor: keyset paging keeps it as cheap as the first
      let cursor: string | null = null;
      for (let i = 0; i < 49; i++) {
        cursor = (await page(filter, cursor)).nextCursor;
        if (!cursor) break;
      }
      const deep = cursor ? (await timeRuns(20, () => page(filter, cursor))).median.toFixed(2) : 'n/a';
      const count = await timeRuns(5, () => store.profiles.count(user.id, list.id, filter));
      table.push([label, first.median.toFixed(2), first.p95.toFixed(2), deep, count.median.toFixed(2)]);
    }
    printTable(table);
    console.log('  target: a filtered, followers-sorted page of 100 <= 50 ms');
    await store.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
