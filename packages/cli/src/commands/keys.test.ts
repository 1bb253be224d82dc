import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { authenticateApiKey } from '@leadgen/core';
import { openStore } from '@leadgen/core/store';
import { testCli } from '@leadgen/test-utils/cli';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `leadgen keys` (issue 35) in-process: a key printed once, stored only as its hash, listed, revoked.

let cli: ReturnType<typeof testCli>;
beforeAll(async () => {
  cli = testCli();
  await cli.init();
});
afterAll(() => cli.cleanup());

type Json = Record<string, unknown>;
const parsed = <T = Json>(text: string) => JSON.parse(text) as T;

/** The database the commands wrote, opened to check what it keeps. */
async function withStore<T>(use: (store: Awaited<ReturnType<typeof openStore>>) => Promise<T>): Promise<T> {
  const store = await openStore({ database: { kind: 'sqlite', path: join(cli.dir, 'leadgen.db') } });
  try {
    return await use(store);
  } finally {
    await store.close();
  }
}

describe('leadgen keys', () => {
  let readKey = '';

  it('prints a new key once, says it will not be shown again, and keeps only its hash', async () => {
    const created = await cli.leadgen(['keys', 'create', '--name', 'CI', '--scope', 'read']);
    expect(created.code, created.stderr).toBe(0);
    readKey = created.stdout.trim();
    expect(readKey).toMatch(/^lgk_[A-Za-z0-9_-]{43}$/);
    expect(created.stderr).toContain(`Created the read key "CI" (${readKey.slice(0, 12)})`);
    expect(created.stderr).toContain('it will not be shown again');

    const rows = await withStore((store) => store.db.selectFrom('api_keys').selectAll().execute());
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(createHash('sha256').update(readKey).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(readKey);
    const found = await withStore((store) => authenticateApiKey({ store }, readKey));
    expect(found?.apiKey.scope).toBe('read');

    // listed without the key, ever
    const ls = await cli.leadgen(['keys', 'ls']);
    expect(ls.stdout).toMatch(/NAME\s+SCOPE\s+PREFIX\s+CREATED\s+LAST USED/);
    expect(ls.stdout).toContain(readKey.slice(0, 12));
    expect(ls.stdout).not.toContain(readKey);
  });

  it('answers --json as the API does, lists with the last use, and refuses a taken name', async () => {
    const created = await cli.leadgen(['keys', 'create', '--name', 'Zapier', '--json']);
    expect(created.code, created.stderr).toBe(0);
    const { key, api_key: apiKey } = parsed<{ key: string; api_key: Json }>(created.stdout);
    expect(key).toMatch(/^lgk_/);
    expect(apiKey).toMatchObject({
      name: 'Zapier',
      scope: 'write',
      prefix: key.slice(0, 12),
      last_used_at: null,
    });
    expect(Object.keys(apiKey).sort()).toEqual([
      'created_at',
      'id',
      'last_used_at',
      'name',
      'prefix',
      'scope',
    ]);

    const listed = parsed<Json[]>((await cli.leadgen(['keys', 'ls', '--json'])).stdout);
    expect(listed.map((row) => row.name)).toEqual(['Zapier', 'CI']);
    expect(listed.find((row) => row.name === 'CI')?.last_used_at).not.toBeNull();
    expect(JSON.stringify(listed)).not.toContain(key);

    const taken = await cli.leadgen(['keys', 'create', '--name', 'zapier ']);
    // names compare as typed: 'zapier' is another name; 'Zapier' is taken
    expect(taken.code).toBe(0);
    const again = await cli.leadgen(['keys', 'create', '--name', 'Zapier']);
    expect(again).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('You already have a key named "Zapier"'),
    });
    const badScope = await cli.leadgen(['keys', 'create', '--name', 'x', '--scope', 'admin']);
    expect(badScope).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('read or write, not "admin"'),
    });
  });

  it('revokes a key by its prefix, with --yes off a terminal, and the key stops working', async () => {
    const prefix = readKey.slice(0, 12);
    const asked = await cli.leadgen(['keys', 'rm', prefix]);
    expect(asked.code).toBe(2);
    expect(asked.stderr).toContain('--yes');
    const removed = await cli.leadgen(['keys', 'rm', prefix, '--yes']);
    expect(removed.code, removed.stderr).toBe(0);
    expect(removed.stdout).toBe('Revoked the key "CI": it no longer works\n');
    expect(await withStore((store) => authenticateApiKey({ store }, readKey))).toBeNull();
    const names = parsed<Json[]>((await cli.leadgen(['keys', 'ls', '--json'])).stdout).map((row) => row.name);
    expect(names).not.toContain('CI');
    const gone = await cli.leadgen(['keys', 'rm', prefix, '--yes']);
    expect(gone).toMatchObject({
      code: 3,
      stderr: expect.stringContaining('not yours or was already revoked'),
    });
  });
});
