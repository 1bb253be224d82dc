import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openStore } from '@leadgen/core/store';
import { testCli } from '@leadgen/test-utils/cli';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

let cli: ReturnType<typeof testCli>;
beforeEach(() => {
  cli = testCli();
});
afterEach(() => cli.cleanup());

const initAs = (email: string, env: Record<string, string> = {}) =>
  cli.leadgen(['init', '--email', email, '--first-name', 'A', '--last-name', 'B'], env);
const whoami = async (env: Record<string, string> = {}) => {
  const run = await cli.leadgen(['whoami', '--json'], env);
  expect(run).toMatchObject({ code: 0, stderr: '' });
  return JSON.parse(run.stdout) as { email: string; chosen_by: string; database: string };
};
const configJson = () =>
  JSON.parse(readFileSync(join(cli.dir, 'config', 'config.json'), 'utf8')) as Record<string, unknown>;

describe('the acting user belongs to a database', () => {
  it('keeps one acting user per database: init in A, init in B, each acts as its own', async () => {
    const a = join(cli.dir, 'leadgen.db');
    const b = { LEADGEN_DB: join(cli.dir, 'other.db') };
    expect((await initAs('ana@example.com')).code).toBe(0);
    expect((await initAs('ben@example.com', b)).code).toBe(0);
    // a second user in each, so "the only user" cannot be what chooses
    await initAs('cy@example.com');
    await initAs('di@example.com', b);
    expect((await cli.leadgen(['login', 'ana@example.com'])).code).toBe(0);
    expect((await cli.leadgen(['login', 'ben@example.com'], b)).code).toBe(0);

    expect(await whoami()).toMatchObject({ email: 'ana@example.com', chosen_by: 'remembered', database: a });
    expect(await whoami(b)).toMatchObject({ email: 'ben@example.com', chosen_by: 'remembered' });
    // a command that acts on its user: each database's setting goes to its own acting user
    expect((await cli.leadgen(['config', 'set', 'freshness-days', '14'])).code).toBe(0);
    expect((await cli.leadgen(['config', 'set', 'freshness-days', '21'], b)).code).toBe(0);
    const freshness = (env: Record<string, string> = {}) =>
      cli.leadgen(['config', 'get', 'freshness-days'], env);
    expect(await freshness()).toMatchObject({
      stdout: '14\n',
      stderr: expect.stringContaining('set for ana@'),
    });
    expect(await freshness(b)).toMatchObject({
      stdout: '21\n',
      stderr: expect.stringContaining('set for ben@'),
    });
    // LEADGEN_USER still wins
    expect(await whoami({ LEADGEN_USER: 'cy@example.com' })).toMatchObject({
      email: 'cy@example.com',
      chosen_by: 'LEADGEN_USER',
    });
    // logout forgets this database's only
    const out = await cli.leadgen(['logout'], b);
    expect(out).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^Signed out: \S+@example\.com no longer acts on /),
    });
    expect((await cli.leadgen(['logout'], b)).stdout).toMatch(/^No one was signed in on /);
    expect((await cli.leadgen(['whoami'], b)).code).toBe(2);
    expect((await whoami()).email).toBe('ana@example.com');
    // the file names each database by its path, never holding a secret
    expect(configJson().acting_users).toEqual({ [a]: 'ana@example.com' });
  });

  it('names the database, the config file and the way on when the remembered user is not there', async () => {
    await initAs('ana@example.com');
    const other = join(cli.dir, 'other.db');
    // the user remembered for other.db was deleted from it (here: never made there)
    const file = join(cli.dir, 'config', 'config.json');
    writeFileSync(file, JSON.stringify({ acting_users: { [other]: 'zed@example.com' } }));
    const store = await openStore({ database: { kind: 'sqlite', path: other } });
    await store.close();
    const run = await cli.leadgen(['whoami'], { LEADGEN_DB: other });
    expect(run).toMatchObject({ code: 3, stdout: '' });
    expect(run.stderr).toBe(
      `leadgen: User not found: zed@example.com, the acting user remembered for ${other} in ${file}, ` +
        'is not a user of that database: choose one with `leadgen login <email>` (`leadgen init` creates one), ' +
        'or set LEADGEN_USER for one command\n',
    );
    const fromEnv = await cli.leadgen(['whoami'], { LEADGEN_USER: 'zed@example.com' });
    expect(fromEnv.stderr).toBe(
      `leadgen: User not found: zed@example.com (LEADGEN_USER) is not a user of ${join(cli.dir, 'leadgen.db')}: ` +
        'set LEADGEN_USER to one who is, or unset it\n',
    );
  });

  it("moves an earlier version's global acting user to the database the file names, once", async () => {
    await initAs('ana@example.com');
    await initAs('ben@example.com');
    const file = join(cli.dir, 'config', 'config.json');
    const db = join(cli.dir, 'leadgen.db');
    // as an earlier version wrote it: one LEADGEN_USER, and the file's own LEADGEN_DB
    writeFileSync(file, JSON.stringify({ LEADGEN_USER: 'ana@example.com', LEADGEN_DB: db }));
    expect(await whoami()).toMatchObject({ email: 'ana@example.com', chosen_by: 'remembered' });
    expect(configJson()).toEqual({ LEADGEN_DB: db, acting_users: { [db]: 'ana@example.com' } });
    // not the acting user of any other database
    await initAs('cy@example.com', { LEADGEN_DB: join(cli.dir, 'b.db') });
    await initAs('di@example.com', { LEADGEN_DB: join(cli.dir, 'b.db') });
    expect(await whoami({ LEADGEN_DB: join(cli.dir, 'b.db') })).toMatchObject({ email: 'di@example.com' });
    expect((await cli.leadgen(['config', 'get', 'LEADGEN_USER'])).stdout).toBe('ana@example.com\n');
  });

  it('config set/get/unset LEADGEN_USER work on the database in play', async () => {
    const b = { LEADGEN_DB: join(cli.dir, 'b.db') };
    await initAs('ana@example.com');
    await initAs('ben@example.com');
    expect((await cli.leadgen(['config', 'set', 'LEADGEN_USER', 'ana@example.com'])).code).toBe(0);
    expect((await cli.leadgen(['config', 'get', 'LEADGEN_USER'])).stdout).toBe('ana@example.com\n');
    expect((await cli.leadgen(['config', 'get', 'LEADGEN_USER'], b)).stdout).toBe('');
    expect(JSON.parse((await cli.leadgen(['config', 'list', '--json'])).stdout)).toEqual([
      { key: 'LEADGEN_USER', value: 'ana@example.com' },
    ]);
    expect((await cli.leadgen(['config', 'unset', 'LEADGEN_USER'])).code).toBe(0);
    expect(configJson().acting_users).toBeUndefined();
  });
});

describe('a database that is not there', () => {
  it('refuses a path whose folder does not exist, and creates nothing', async () => {
    const path = join(cli.dir, 'nonexistent', 'dir', 'x.db');
    const run = await cli.leadgen(['lists', 'ls'], { LEADGEN_DB: path });
    expect(run).toMatchObject({ code: 3, stdout: '' });
    expect(run.stderr).toBe(
      `leadgen: No database at ${path}: the folder ${join(cli.dir, 'nonexistent', 'dir')} does not exist: ` +
        'check LEADGEN_DB (`leadgen config get LEADGEN_DB` says where it comes from), or run `leadgen init` to create the folder and a new database there\n',
    );
    expect(existsSync(join(cli.dir, 'nonexistent'))).toBe(false);
    // nor does the server make one there (it makes only the default database, for the web sign-up)
    const serve = await cli.leadgen(['serve', '--port', '0', '--no-worker'], { LEADGEN_DB: path });
    expect(serve).toMatchObject({ code: 3, stdout: '' });
    expect(serve.stderr).toContain(`leadgen: No database at ${path}: the folder`);
    expect(existsSync(join(cli.dir, 'nonexistent'))).toBe(false);
    // init may create it
    expect((await initAs('ana@example.com', { LEADGEN_DB: path })).code).toBe(0);
    expect(existsSync(path)).toBe(true);
  });

  it('refuses a missing file in a folder that exists (init creates it)', async () => {
    const path = join(cli.dir, 'typo.db');
    const run = await cli.leadgen(['whoami'], { LEADGEN_DB: path });
    expect(run).toMatchObject({ code: 3 });
    expect(run.stderr).toBe(
      `leadgen: No database at ${path} yet: run \`leadgen init\` to create it there, or point LEADGEN_DB at your database\n`,
    );
    expect(existsSync(path)).toBe(false);
  });

  it('wraps a real open failure with the fix, but shows a newer schema as it is', async () => {
    mkdirSync(join(cli.dir, 'a-folder.db'));
    const folder = await cli.leadgen(['lists', 'ls'], { LEADGEN_DB: join(cli.dir, 'a-folder.db') });
    expect(folder.code).toBe(1);
    expect(folder.stderr).toMatch(
      /^leadgen: Cannot open the database .*a-folder\.db \(.+\): check that it is a file/,
    );

    await cli.init();
    const store = await openStore({ database: { kind: 'sqlite', path: join(cli.dir, 'leadgen.db') } });
    await store.db
      .insertInto('schema_migrations')
      .values({ version: 999, name: 'from-the-future', applied_at: new Date().toISOString() })
      .execute();
    await store.close();
    const newer = await cli.leadgen(['whoami']);
    expect(newer).toMatchObject({ code: 1, stdout: '' });
    expect(newer.stderr).toMatch(
      /^leadgen: The database schema \(version 999\) is newer than this Leadgen \(\d+\): upgrade Leadgen\.\n$/,
    );
  });
});
