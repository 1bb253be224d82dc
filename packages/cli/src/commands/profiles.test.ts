import { join } from 'node:path';
import { openStore } from '@leadgen/core/store';
import { dataTestCli } from '@leadgen/test-utils/cli';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

let cli: ReturnType<typeof dataTestCli>;
beforeEach(() => {
  cli = dataTestCli();
});
afterEach(() => cli.cleanup());

const PROFILES = [
  {
    username: 'ana.coach',
    full_name: 'Ana Coach',
    followers_count: 5000,
    posts_count: 40,
    biography: 'Life coach',
  },
  { username: 'ben', full_name: 'Ben', followers_count: 120, posts_count: 3, biography: '@SUM(1)' },
  { username: 'cy', full_name: 'Cy', followers_count: 900, posts_count: 0, biography: 'Coach and chef' },
];

describe('leadgen profiles', () => {
  it('lists with the lead-review filters, as a table, JSON or CSV', async () => {
    const { listId, ids } = await cli.seed(PROFILES);
    const listed = await cli.run(['profiles', 'ls', '--list', listId, '--json']);
    // the rows alone, as the API answers each profile
    const all = JSON.parse(listed.stdout);
    expect(all.map((p: { username: string }) => p.username)).toEqual(['ana.coach', 'cy', 'ben']);
    expect(listed.stderr).toBe('');
    expect(all[0]).toMatchObject({
      id: ids['ana.coach'],
      search_list_id: listId,
      full_name: 'Ana Coach',
      followers_count: 5000,
      posts_count: 40,
      biography: 'Life coach',
      message: null,
    });
    const coaches = await cli.run([
      'profiles',
      'ls',
      '--list',
      listId,
      '--bio-contains',
      'COACH',
      '--min-posts',
      '1',
    ]);
    expect(coaches.stdout).toContain('@ana.coach');
    expect(coaches.stdout).not.toContain('@cy');
    expect(coaches.stderr).toContain('1 of 1 matching, 3 in the list');
    const paged = await cli.run([
      'profiles',
      'ls',
      '--list',
      listId,
      '--max-followers',
      '1000',
      '--limit',
      '1',
      '--json',
    ]);
    expect(JSON.parse(paged.stdout)).toHaveLength(1);
    const cursor = /Showing 1 of 2 profiles; the next page: --cursor (\S+)/.exec(paged.stderr)?.[1] ?? '';
    const next = await cli.run([
      'profiles',
      'ls',
      '--list',
      listId,
      '--max-followers',
      '1000',
      '--cursor',
      cursor,
    ]);
    expect(next.stdout).toContain('@ben');
    // --all: every page, read through internally, the rows alone
    const every = await cli.run(['profiles', 'ls', '--list', listId, '--all', '--limit', '1', '--json']);
    expect(JSON.parse(every.stdout).map((p: { username: string }) => p.username)).toEqual([
      'ana.coach',
      'cy',
      'ben',
    ]);
    expect(every.stderr).toBe('');
    const csv = await cli.run(['profiles', 'ls', '--list', listId, '--name-contains', 'ben', '--csv']);
    expect(csv.stdout).toContain(`"'@SUM(1)"`);
    expect(csv.stdout.trim().split('\n')).toHaveLength(2);
    const none = await cli.run([
      'profiles',
      'ls',
      '--list',
      listId,
      '--bio-excludes',
      'e',
      '--bio-contains',
      'x',
    ]);
    expect(none).toMatchObject({ stdout: '', stderr: 'No profiles match your filters\n' });
  });

  it('deletes profiles and refuses bad input', async () => {
    const { listId, ids } = await cli.seed(PROFILES);
    const rm = await cli.run(['profiles', 'rm', '--list', listId, ids.ben as string, '--json']);
    expect(JSON.parse(rm.stdout)).toEqual({ deleted: 1 });
    expect(JSON.parse((await cli.run(['profiles', 'ls', '--list', listId, '--json'])).stdout)).toHaveLength(
      2,
    );
    expect((await cli.run(['profiles', 'ls', '--list', listId, '--min-followers', 'many'])).code).toBe(2);
    expect((await cli.run(['profiles', 'ls', '--list', listId, '--limit', '0'])).code).toBe(2);
    expect((await cli.run(['profiles', 'ls'])).code).toBe(2);
    const missing = await cli.run(['profiles', 'ls', '--list', 'nope']);
    expect(missing).toMatchObject({ code: 3, stderr: 'leadgen: List not found\n' });
  });
});

describe('rows a run has not settled (issue 18)', () => {
  it('are in no listing, count or export, and the listing says how many the run has still to look up', async () => {
    const { listId, userId } = await cli.seed(PROFILES);
    // the list's run found two more and never looked them up
    const store = await openStore({ database: { kind: 'sqlite', path: join(cli.dir, 'leadgen.db') } });
    await store.profiles.insertMany(userId, listId, [
      { username: 'unpaid_1', connection_type: 'followers', source_username: 'natgeo' },
      { username: 'unpaid_2', connection_type: 'followers', source_username: 'natgeo' },
    ]);
    await store.close();
    const listed = await cli.run(['profiles', 'ls', '--list', listId, '--json']);
    expect(JSON.parse(listed.stdout)).toHaveLength(3);
    expect(listed.stderr).toBe('Showing the 3 profiles looked up. 2 more were found and not paid for.\n');
    expect(listed.stdout).not.toContain('unpaid_');
    const human = await cli.run(['profiles', 'ls', '--list', listId]);
    expect(human.stderr).toContain('3 of 3 matching, 3 in the list');
    expect(human.stderr).toContain('2 more were found and not paid for.');
    expect(human.stdout).not.toContain('unpaid_');
    const shown = await cli.run(['lists', 'show', listId]);
    expect(shown.stdout).toContain('Showing the 3 profiles looked up. 2 more were found and not paid for.');
    const csv = await cli.run(['lists', 'export', listId, '-o', '-']);
    expect(csv.code).toBe(0);
    expect(csv.stdout).toContain('"ana.coach"');
    expect(csv.stdout).not.toContain('unpaid_');
  });
});
