import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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
  { username: 'ben', full_name: 'Ben', followers_count: 120, posts_count: 3, biography: '=HYPERLINK("x")' },
];

describe('leadgen lists', () => {
  it('lists, shows, renames and deletes', async () => {
    const { listId } = await cli.seed(PROFILES);
    const ls = await cli.run(['lists', 'ls']);
    expect(ls.code).toBe(0);
    expect(ls.stdout).toMatch(/ID\s+NAME\s+STATUS/);
    expect(ls.stdout).toContain('natgeo');
    const [list] = JSON.parse((await cli.run(['lists', 'ls', '--json'])).stdout);
    expect(list).toMatchObject({
      id: listId,
      status: 'completed',
      profiles_found: 2,
      cost: 0.016,
      target_accounts: ['natgeo'],
    });
    // a list seeded without a discovery run has no completeness per target
    expect(JSON.parse((await cli.run(['lists', 'show', listId, '--json'])).stdout)).toEqual({
      ...list,
      completeness: [],
    });
    expect((await cli.run(['lists', 'show', listId])).stdout).toContain('$0.016');
    const renamed = await cli.run(['lists', 'rename', listId, 'Photographers']);
    expect(renamed.stdout).toBe('List renamed successfully: Photographers - followers - Jan 1\n');
    // no terminal to ask on: nothing is deleted without --yes
    const unasked = await cli.run(['lists', 'rm', listId]);
    expect(unasked).toMatchObject({ code: 2, stdout: '' });
    expect(unasked.stderr).toContain('pass --yes (-y)');
    expect((await cli.run(['lists', 'list', '--json'])).stdout).toContain(listId);
    expect((await cli.run(['lists', 'delete', listId, '--yes'])).stdout).toBe('List deleted successfully\n');
    expect(JSON.parse((await cli.run(['lists', 'ls', '--json'])).stdout)).toEqual([]);
  });

  it('exports CSV to stdout or a file, formulas neutralised', async () => {
    const { listId } = await cli.seed(PROFILES);
    const out = await cli.run(['lists', 'export', listId, '--csv']);
    expect(out.code).toBe(0);
    const lines = out.stdout.trim().split('\n');
    expect(lines[0]).toBe(
      '"Username","Full Name","Biography","Followers","Following","Posts","Is Private","Is Business",' +
        '"Business Category","Email","Phone","URL","Message"',
    );
    expect(lines).toHaveLength(3);
    expect(out.stdout).toContain(`"'=HYPERLINK(""x"")"`);
    const file = join(cli.dir, 'out.csv');
    const written = await cli.run(['lists', 'export', listId, '-o', file]);
    expect(written.stdout).toBe(`Wrote 2 profiles to ${file}\n`);
    expect(readFileSync(file, 'utf8')).toBe(out.stdout);
  });

  it('populates the messages of chosen profiles, or of all, from a template', async () => {
    const { listId, ids } = await cli.seed(PROFILES);
    const messagesOf = async () => {
      const page = JSON.parse((await cli.run(['profiles', 'ls', '--list', listId, '--json'])).stdout);
      const rows = (Array.isArray(page) ? page : page.profiles) as {
        username: string;
        message: string | null;
      }[];
      return Object.fromEntries(rows.map((row) => [row.username, row.message]));
    };
    const one = await cli.run([
      'lists',
      'populate',
      listId,
      '--template',
      'Hi {First Name}!',
      '--profile',
      ids.ben ?? '',
    ]);
    expect(one).toMatchObject({ code: 0, stdout: 'Messages populated for 1 selected profiles\n' });
    expect(await messagesOf()).toEqual({ 'ana.coach': null, ben: 'Hi Ben!' });
    const all = await cli.run(['lists', 'populate', listId, '--template', '@{Username}', '--all', '--json']);
    expect(JSON.parse(all.stdout)).toEqual({ count: 2 });
    expect(await messagesOf()).toEqual({ 'ana.coach': '@ana.coach', ben: '@ben' });

    expect(await cli.run(['lists', 'populate', listId, '--all'])).toMatchObject({
      code: 2,
      stderr: 'leadgen: Please enter a message template first\n',
    });
    expect(await cli.run(['lists', 'populate', listId, '--template', 'Hi'])).toMatchObject({
      code: 2,
      stderr: 'leadgen: Give the profiles with --profile <id> (repeatable) or --all\n',
    });
    expect(
      await cli.run(['lists', 'populate', listId, '--template', 'Hi', '--profile', 'nope']),
    ).toMatchObject({
      code: 3,
      stderr: 'leadgen: Profile not found\n',
    });
    expect(await messagesOf()).toEqual({ 'ana.coach': '@ana.coach', ben: '@ben' });
  });

  it('maps a missing list to exit 3 and bad input to exit 2', async () => {
    const { listId } = await cli.seed(PROFILES);
    for (const args of [
      ['lists', 'show', 'nope'],
      ['lists', 'rm', 'nope'],
      ['lists', 'export', 'nope'],
      ['lists', 'populate', 'nope', '--template', 'Hi', '--all'],
    ]) {
      const result = await cli.run(args);
      expect(result).toMatchObject({ code: 3, stdout: '', stderr: 'leadgen: List not found\n' });
    }
    expect((await cli.run(['lists', 'rename', listId, '  '])).code).toBe(2);
    expect((await cli.run(['lists', 'show'])).code).toBe(2);
  });
});

describe('names and bios with control characters', () => {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: checking for control characters.
  const RAW = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

  it('prints them with visible escapes, never raw, and keeps them exact in JSON', async () => {
    const bio = '\u001b[31mcoach\u0007';
    const { listId } = await cli.seed(
      [{ username: 'ana', full_name: 'Ana\u001b[2J', followers_count: 1, posts_count: 1, biography: bio }],
      { name: 'Red\u001b[31m\u0007 - followers - Jan 1' },
    );
    const outputs = [
      await cli.run(['lists', 'ls']),
      await cli.run(['lists', 'show', listId]),
      await cli.run(['profiles', 'ls', '--list', listId]),
    ];
    for (const out of outputs) {
      expect(out.code).toBe(0);
      expect(out.stdout).not.toMatch(RAW);
    }
    expect(outputs[0]?.stdout).toContain('Red^[[31m^G');
    expect(outputs[2]?.stdout).toContain('^[[31mcoach^G');
    const [list] = JSON.parse((await cli.run(['lists', 'ls', '--json'])).stdout);
    expect(list.name).toBe('Red\u001b[31m\u0007 - followers - Jan 1');
    const page = JSON.parse((await cli.run(['profiles', 'ls', '--list', listId, '--json'])).stdout);
    expect(JSON.stringify(page)).toContain(JSON.stringify(bio));
  });

  it('stores a rename without the control characters a terminal sent', async () => {
    const { listId } = await cli.seed(PROFILES);
    const renamed = await cli.run(['lists', 'rename', listId, 'natgeo\u0015Renamed\u007f']);
    expect(renamed.stdout).toBe('List renamed successfully: natgeoRenamed - followers - Jan 1\n');
  });
});
