import { buffer, text } from 'node:stream/consumers';
import { createTestUser, openTestStore, settleRows } from '@leadgen/test-utils/core';
import { parse } from 'csv-parse/sync';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { csvLine, EXPORT_COLUMNS } from '../domain/csv.js';
import type { Store } from '../store/open-store.js';
import { csvExportStream } from './csv-export.js';

let store: Store;
beforeEach(async () => {
  store = await openTestStore();
});
afterEach(() => store.close());

async function listWith(userId: string, count: number) {
  const list = await store.lists.create(userId, {
    name: 'l',
    target_accounts: ['natgeo'],
    search_type: 'followers',
    max_profiles: 1000,
    instagram_session_id: null,
  });
  await store.profiles.insertMany(
    userId,
    list.id,
    Array.from({ length: count }, (_, i) => ({
      username: `u${i}`,
      connection_type: 'followers' as const,
      source_username: 'natgeo',
    })),
  );
  return list.id;
}

describe('csvExportStream', () => {
  it('writes the spec columns, quotes every value and neutralises formulas', async () => {
    const user = await createTestUser(store, 'csv@example.com');
    const listId = await listWith(user.id, 1);
    const [row] = await store.profiles.pendingEnrichment(user.id, listId, 1);
    if (!row) throw new Error('no row');
    await store.profiles.recordEnrichment(user.id, [
      {
        id: row.id,
        status: 'enriched',
        details: {
          full_name: 'Ana "The Coach" Pérez',
          biography: '=HYPERLINK("http://evil.example","click")',
          followers_count: 1200,
          following_count: 300,
          posts_count: 45,
          is_business_account: true,
          phone: '+1 555 0100',
        },
      },
    ]);
    await store.profiles.saveMessage(user.id, row.id, '@ana hi,\nsee you');
    const csv = await text(csvExportStream(store.profiles.stream(user.id, listId)));
    const [header, line, ...rest] = csv.split('\n');
    expect(header).toBe(csvLine(EXPORT_COLUMNS));
    expect(header).toBe(
      '"Username","Full Name","Biography","Followers","Following","Posts","Is Private","Is Business","Business Category","Email","Phone","URL","Message"',
    );
    expect(
      line?.startsWith(
        '"u0","Ana ""The Coach"" Pérez","\'=HYPERLINK(""http://evil.example"",""click"")","1200","300","45","false","true","",""',
      ),
    ).toBe(true);
    const records = parse(csv, { columns: true }) as Record<string, string>[];
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      Biography: '\'=HYPERLINK("http://evil.example","click")',
      Phone: "'+1 555 0100",
      Message: "'@ana hi,\nsee you",
      'Business Category': '',
    });
    expect(rest.at(-1)).toBe('');
  });

  it('streams a large list in followers order in constant pages, with an optional BOM', async () => {
    const user = await createTestUser(store, 'big@example.com');
    const listId = await listWith(user.id, 1200);
    await settleRows(store, user.id, listId);
    const bytes = await buffer(csvExportStream(store.profiles.stream(user.id, listId), { bom: true }));
    // TextDecoder drops a BOM, so look at the bytes
    expect([...bytes.subarray(0, 4)]).toEqual([0xef, 0xbb, 0xbf, 0x22]);
    const csv = bytes.toString('utf8');
    const records = parse(csv, { columns: true, bom: true }) as Record<string, string>[];
    expect(records).toHaveLength(1200);
    expect(new Set(records.map((r) => r.Username)).size).toBe(1200);
  });

  it('passes a failing source on as a stream error', async () => {
    async function* failing() {
      yield* [];
      throw new Error('database went away');
    }
    await expect(text(csvExportStream(failing()))).rejects.toThrow('database went away');
  });
});
