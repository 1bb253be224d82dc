import { join } from 'node:path';
import { describeDatabase, MIGRATIONS } from '@leadgen/core';
import { testDatabase, testEngine } from '@leadgen/core/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testCli } from '../testing/test-cli.js';

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
