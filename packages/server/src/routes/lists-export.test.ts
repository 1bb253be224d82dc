import { EXPORT_COLUMNS } from '@leadgen/core/domain';
import { completedList, openTestApp } from '@leadgen/test-utils/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// The lead review's sorted pages and its exports of what it shows: the selected rows (POST with
// ids), the filtered rows (GET with the filters) or the whole list, always the user's own rows.

let t: Awaited<ReturnType<typeof openTestApp>>;
let ana: { id: string; cookie: string };
let listId: string;
beforeEach(async () => {
  t = await openTestApp();
  ana = await t.signUp('ana@example.com');
  ({ listId } = await completedList(t, ana, { max: 20 }));
});
afterEach(() => t.close());

interface Row {
  id: string;
  username: string;
  followers_count: number | null;
  posts_count: number | null;
}
interface Page {
  profiles: Row[];
  matching: number;
  next_cursor: string | null;
}

async function everyRow(query: string, user = ana): Promise<Row[]> {
  const rows: Row[] = [];
  let cursor: string | null = null;
  do {
    const after: string = cursor ? `&cursor=${cursor}` : '';
    const res = await t.call(
      'GET',
      `/api/lists/${listId}/profiles?limit=3&${query}${after}`,
      undefined,
      user,
    );
    expect(res.status).toBe(200);
    const page = (await res.json()) as Page;
    rows.push(...page.profiles);
    cursor = page.next_cursor;
  } while (cursor);
  return rows;
}

/** The usernames of a CSV's data rows, in order (a record starts with its quoted username). */
async function csvUsernames(res: Response): Promise<string[]> {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  const lines = (await res.text()).split('\n');
  expect(lines[0]).toBe(EXPORT_COLUMNS.map((column) => `"${column}"`).join(','));
  return lines.flatMap((line) => /^"([a-z0-9._]+)",/.exec(line)?.[1] ?? []);
}

describe('lead review order', () => {
  it('pages by username ascending and by posts descending, each row once, through the cursor', async () => {
    const byName = await everyRow('sort=username&dir=asc');
    expect(byName).toHaveLength(20);
    const names = byName.map((row) => row.username);
    expect(names).toEqual([...names].sort());
    const byPosts = await everyRow('sort=posts&dir=desc');
    expect(new Set(byPosts.map((row) => row.id)).size).toBe(20);
    const posts = byPosts.map((row) => row.posts_count).filter((count) => count !== null) as number[];
    expect(posts).toEqual([...posts].sort((a, b) => b - a));
    const bad = await t.call('GET', `/api/lists/${listId}/profiles?sort=bio`, undefined, ana);
    expect(bad.status).toBe(400);
  });
});

describe('list CSV of what the lead review shows', () => {
  it('exports exactly the selected rows, posted as ids, formulas neutralised', async () => {
    const rows = await everyRow('sort=username&dir=asc');
    const chosen = rows.slice(3, 15);
    const formula = '=HYPERLINK("http://evil.example")';
    await t.call('PUT', `/api/lists/${listId}/profiles/${chosen[0]?.id}/message`, { message: formula }, ana);
    const other = await completedList(t, ana, { max: 3, target: 'nasa' });
    const strangers = await t.call('GET', `/api/lists/${other.listId}/profiles`, undefined, ana);
    const [stranger] = ((await strangers.json()) as Page).profiles;
    expect(stranger).toBeDefined();
    const res = await t.call(
      'POST',
      `/api/lists/${listId}/csv`,
      {
        // an id of another list of hers and one of nothing are left out
        profileIds: [...chosen.map((row) => row.id), 'not-an-id', stranger?.id ?? ''],
        sort: 'username',
        dir: 'asc',
      },
      ana,
    );
    const text = await res.clone().text();
    expect(await csvUsernames(res)).toEqual(chosen.map((row) => row.username));
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  });

  it('exports the rows a filter passes, in the order asked for, and the whole list without one', async () => {
    const counts = (await everyRow('')).flatMap((row) => row.followers_count ?? []);
    const median = [...counts].sort((a, b) => a - b)[Math.floor(counts.length / 2)];
    const shown = await everyRow(`minFollowers=${median}&sort=followers&dir=asc`);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(20);
    const filtered = await t.call(
      'GET',
      `/api/lists/${listId}/csv?minFollowers=${median}&sort=followers&dir=asc`,
      undefined,
      ana,
    );
    expect(await csvUsernames(filtered)).toEqual(shown.map((row) => row.username));
    const whole = await t.call('GET', `/api/lists/${listId}/csv`, undefined, ana);
    expect(await csvUsernames(whole)).toHaveLength(20);
    const refused = await t.call('GET', `/api/lists/${listId}/csv?minFollowers=-1`, undefined, ana);
    expect(refused.status).toBe(400);
  });

  it("gives nobody else's rows: another user's list is 404, their ids export nothing", async () => {
    const bob = await t.signUp('bob@example.com');
    const ids = (await everyRow('')).map((row) => row.id);
    const theirs = await t.call('POST', `/api/lists/${listId}/csv`, { profileIds: ids }, bob);
    expect(theirs.status).toBe(404);
    const own = await completedList(t, bob, { max: 2, target: 'nasa' });
    const mixed = await t.call('POST', `/api/lists/${own.listId}/csv`, { profileIds: ids }, bob);
    expect(mixed.status).toBe(400);
    expect(((await mixed.json()) as { error: { message: string } }).error.message).toBe(
      'No profiles found in this list',
    );
  });
});
