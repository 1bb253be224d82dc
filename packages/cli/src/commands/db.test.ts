import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describeDatabase, MIGRATIONS } from '@leadgen/core';
import { openStore } from '@leadgen/core/store';
import { testCli } from '@leadgen/test-utils/cli';
import { testDatabase, testEngine } from '@leadgen/test-utils/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

let cli: ReturnType<typeof testCli>;
beforeEach(() => {
  cli = testCli();
});
afterEach(() => cli.cleanup());

const copy = (from: string, to: string) => cli.leadgen(['db', 'copy', '--from', from, '--to', to]);

const versions = MIGRATIONS.map((migration) => migration.version);
const latest = versions.at(-1);

describe('leadgen db', () => {
  it('migrates the configured database once, then says it is up to date', async () => {
    const { database, drop } = await testDatabase(join(cli.dir, 'fresh.db'));
    const env: Record<string, string> =
      database.kind === 'postgres' ? { DATABASE_URL: database.url } : { LEADGEN_DB: database.path };
    if (database.kind === 'sqlite') {
      // a file that is not there yet is refused unless --create says to make it
      const refused = await cli.leadgen(['db', 'migrate'], env);
      expect(refused).toMatchObject({ code: 3, stdout: '' });
      expect(refused.stderr).toBe(
        `leadgen: No database at ${database.path} yet: run \`leadgen init\` to create it there, or point LEADGEN_DB at your database\n`,
      );
    }
    const first = await cli.leadgen(['db', 'migrate', '--create'], env);
    expect(first).toMatchObject({
      code: 0,
      stdout: `Migrated ${describeDatabase(database)} to schema version ${latest} (applied ${versions.join(', ')})\n`,
    });
    const again = await cli.leadgen(['db', 'migrate', '--json'], env);
    expect(JSON.parse(again.stdout)).toEqual({
      database: describeDatabase(database),
      version: latest,
      applied: [],
    });
    await drop();
  });

  it('hides a password in the database it names', () => {
    expect(
      describeDatabase({ kind: 'postgres', url: 'postgres://leadgen:s3cret@db.internal:5432/leadgen' }),
    ).toBe('postgres://leadgen:***@db.internal:5432/leadgen');
  });

  it('refuses a missing SQLite file or a target that is not PostgreSQL, with exit code 2', async () => {
    const missing = await copy(join(cli.dir, 'none.db'), 'postgres://x/y');
    expect(missing).toMatchObject({
      code: 2,
      stderr: `leadgen: No SQLite database at ${join(cli.dir, 'none.db')}\n`,
    });
    await cli.init();
    const notPostgres = await copy(join(cli.dir, 'leadgen.db'), '/tmp/x.db');
    expect(notPostgres).toMatchObject({ code: 2, stderr: 'leadgen: --to must be a postgres:// URL\n' });
  });

  it.runIf(testEngine === 'postgres')(
    'moves an installation to PostgreSQL, where every command then finds it',
    async () => {
      expect((await cli.init()).code).toBe(0);
      expect((await cli.leadgen(['credits', 'grant', '2.5', '--user', 'ana@example.com'])).code).toBe(0);
      const before = JSON.parse((await cli.leadgen(['whoami', '--json'])).stdout);

      const { database, drop } = await testDatabase();
      const url = database.kind === 'postgres' ? database.url : '';
      const copied = await copy(join(cli.dir, 'leadgen.db'), url);
      expect(copied.code).toBe(0);
      expect(copied.stderr).toContain('users: 1 rows\n');
      expect(copied.stderr).toContain('credit_ledger: 2 rows\n');
      expect(copied.stdout).toMatch(/^Copied \d+ rows from /);

      // the same user, balance and all; the database is the new one, where (one user) it acts
      const moved = {
        ...before,
        database: url.replace(/^(postgres:\/\/[^:@/]+):[^@]*@/, '$1@'),
        chosen_by: 'only_user',
      };
      const after = await cli.leadgen(['whoami', '--json'], { DATABASE_URL: url });
      expect(JSON.parse(after.stdout)).toEqual(moved);
      expect(before.credits).toBe(3);
      // a second copy into the now-used database is refused and changes nothing
      const twice = await copy(join(cli.dir, 'leadgen.db'), url);
      expect(twice.code).toBe(2);
      expect(JSON.parse((await cli.leadgen(['whoami', '--json'], { DATABASE_URL: url })).stdout)).toEqual(
        moved,
      );
      await drop();
    },
  );
});

describe('leadgen db backup and restore', () => {
  const backupFile = () => join(cli.dir, 'backup.db');

  it('backs up the database, 0600, naming the file, its size and schema version', async () => {
    expect((await cli.init()).code).toBe(0);
    const made = await cli.leadgen(['db', 'backup', backupFile()]);
    const bytes = statSync(backupFile()).size;
    expect(made).toMatchObject({
      code: 0,
      stderr: '',
      stdout: `Backed up ${join(cli.dir, 'leadgen.db')} to ${backupFile()} (${bytes.toLocaleString('en-US')} bytes, schema version ${latest})\n`,
    });
    expect(statSync(backupFile()).mode & 0o777).toBe(0o600);

    const again = await cli.leadgen(['db', 'backup', backupFile()]);
    expect(again).toMatchObject({
      code: 2,
      stdout: '',
      stderr: `leadgen: ${backupFile()} already exists: choose another file, or pass --force to replace it\n`,
    });
    const forced = await cli.leadgen(['db', 'backup', backupFile(), '--force', '--json']);
    expect(forced.code).toBe(0);
    expect(JSON.parse(forced.stdout)).toEqual({ path: backupFile(), bytes, version: latest });
  });

  it('restores only with --yes, keeps the replaced database, and the restored one is in use', async () => {
    expect((await cli.init()).code).toBe(0);
    expect((await cli.leadgen(['db', 'backup', backupFile()])).code).toBe(0);
    expect((await cli.leadgen(['credits', 'grant', '2', '--user', 'ana@example.com'])).code).toBe(0);
    const balance = async () =>
      JSON.parse((await cli.leadgen(['credits', 'balance', '--json'])).stdout).credits;
    expect(await balance()).toBe(2.5);

    const unconfirmed = await cli.leadgen(['db', 'restore', backupFile()]);
    expect(unconfirmed).toMatchObject({ code: 2, stdout: '' });
    expect(unconfirmed.stderr).toBe(
      'leadgen: Restoring replaces the database (the current one is kept beside it): stop `leadgen serve` and `leadgen worker` first, then pass --yes\n',
    );
    expect(await balance()).toBe(2.5);

    const restored = await cli.leadgen(['db', 'restore', backupFile(), '--yes']);
    expect(restored.code, restored.stderr).toBe(0);
    const kept = readdirSync(cli.dir).filter((name) => name.startsWith('leadgen.db.before-restore-'));
    expect(kept).toHaveLength(1);
    expect(restored.stdout).toBe(
      `Restored ${join(cli.dir, 'leadgen.db')} from ${backupFile()} (schema version ${latest})\n` +
        `The replaced database is kept as ${join(cli.dir, kept[0] ?? '')}\n`,
    );
    expect(await balance()).toBe(0.5);
    expect(statSync(join(cli.dir, kept[0] ?? '')).mode & 0o777).toBe(0o600);
  });

  it('refuses on PostgreSQL, naming pg_dump and pg_restore, with exit code 2', async () => {
    const env = { DATABASE_URL: 'postgres://leadgen@127.0.0.1:1/leadgen' };
    const backup = await cli.leadgen(['db', 'backup', backupFile()], env);
    expect(backup).toMatchObject({
      code: 2,
      stdout: '',
      stderr:
        'leadgen: leadgen db backup backs up a SQLite database; on PostgreSQL use its own tool: pg_dump -Fc (and pg_restore to restore)\n',
    });
    const restore = await cli.leadgen(['db', 'restore', backupFile(), '--yes'], env);
    expect(restore).toMatchObject({ code: 2, stdout: '' });
    expect(restore.stderr).toContain('pg_restore');
  });
});

describe('a database a newer Leadgen made', () => {
  it('is refused in one line that says to upgrade Leadgen, by every command and by restore', async () => {
    expect((await cli.init()).code).toBe(0);
    const newer = join(cli.dir, 'newer.db');
    const made = await openStore({ database: { kind: 'sqlite', path: newer } });
    await made.db
      .insertInto('schema_migrations')
      .values({ version: (latest ?? 0) + 1, name: 'later', applied_at: '2027-01-01T00:00:00Z' })
      .execute();
    await made.close();
    const upgrade = `leadgen: The database schema (version ${(latest ?? 0) + 1}) is newer than this Leadgen (${latest}): upgrade Leadgen.\n`;

    const restore = await cli.leadgen(['db', 'restore', newer, '--yes']);
    expect(restore).toMatchObject({ code: 2, stdout: '', stderr: upgrade });
    for (const args of [['whoami'], ['lists', 'ls'], ['db', 'migrate']]) {
      expect(await cli.leadgen(args, { LEADGEN_DB: newer })).toMatchObject({
        code: 1,
        stdout: '',
        stderr: upgrade,
      });
    }
  });
});

describe('a database server that cannot be reached', () => {
  it('is named with its cause and what to check, in one line, exit 1', async () => {
    // port 1 on loopback: nothing listens, the connection is refused at once
    const run = await cli.leadgen(['whoami'], { DATABASE_URL: 'postgres://leadgen@127.0.0.1:1/leadgen' });
    expect(run).toMatchObject({
      code: 1,
      stdout: '',
      stderr:
        'leadgen: The database server cannot be reached (ECONNREFUSED): check DATABASE_URL and that PostgreSQL is running, then try again\n',
    });
    const debug = await cli.leadgen(['whoami'], {
      DATABASE_URL: 'postgres://leadgen@127.0.0.1:1/leadgen',
      LEADGEN_DEBUG: '1',
    });
    expect(debug.stderr).toMatch(
      /\nError: connect ECONNREFUSED 127\.0\.0\.1:1\n\s+at .*\[code ECONNREFUSED\]/s,
    );
  });
});
