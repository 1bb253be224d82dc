import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '@leadgen/cli';
import type { ProfileDetails } from '@leadgen/core/domain';
import { openStore } from '@leadgen/core/store';

/** Where a run's stdout goes: a terminal `columns` wide, or a pipe (`tty: false`). */
export interface TestStdout {
  tty?: boolean;
  columns?: number;
}

/**
 * A temp directory with a database, the program run in-process on it, and seeding helpers.
 * A run's stdout is neither a terminal nor a pipe unless `out` says (tables aligned, whole).
 */
export function dataTestCli() {
  const dir = mkdtempSync(join(tmpdir(), 'leadgen-data-'));
  const database = { kind: 'sqlite' as const, path: join(dir, 'leadgen.db') };
  const run = async (args: string[], env: Record<string, string> = {}, out: TestStdout = {}) => {
    let stdout = '';
    let stderr = '';
    const code = await runCli(args, {
      ...(out.tty !== undefined ? { isTTY: { stdout: out.tty, stderr: out.tty } } : {}),
      ...(out.columns !== undefined ? { columns: out.columns } : {}),
      env: { LEADGEN_DB: database.path, LEADGEN_CONFIG_DIR: join(dir, 'config'), ...env },
      stdout: (text) => {
        stdout += text;
      },
      stderr: (text) => {
        stderr += text;
      },
      readStdin: async () => '',
    });
    return { code, stdout, stderr };
  };
  /**
   * Seeds a user and a completed list of profiles; returns their ids. `listId` gives the list
   * that id (ids that share a start, on purpose), `targets` its target accounts.
   */
  const seed = async (
    profiles: (ProfileDetails & { username: string })[],
    options: { email?: string; name?: string; listId?: string; targets?: string[] } = {},
  ) => {
    let planned: string[] = [];
    const newId = () => planned.shift() ?? randomUUID();
    const store = await openStore({ database, ...(options.listId ? { newId } : {}) });
    try {
      const email = options.email ?? 'ana@example.com';
      const user =
        (await store.users.findByEmail(email)) ??
        (await store.users.create({ email, first_name: 'Ana', last_name: 'Perez' }));
      if (options.listId) planned = [options.listId];
      const targets = options.targets ?? ['natgeo'];
      const list = await store.lists.create(user.id, {
        name: options.name ?? 'natgeo - followers - Jan 1',
        target_accounts: targets,
        search_type: 'followers',
        max_profiles: 100,
        instagram_session_id: null,
      });
      const rows = profiles.map(({ username }) => ({
        username,
        connection_type: 'followers' as const,
        source_username: targets[0] ?? 'natgeo',
      }));
      await store.profiles.insertMany(user.id, list.id, rows);
      // the rows are pending until enriched (visible to no one): the run's own read finds them
      const ids: Record<string, string> = {};
      for (const row of await store.profiles.pendingEnrichment(user.id, list.id, profiles.length)) {
        ids[row.username] = row.id;
      }
      await store.profiles.recordEnrichment(
        user.id,
        profiles.map(({ username, ...details }) => ({
          id: ids[username] as string,
          status: 'enriched' as const,
          details,
        })),
      );
      await store.lists.complete(user.id, list.id, {
        profiles_found: profiles.length,
        cost: 8 * profiles.length,
      });
      return { userId: user.id, listId: list.id, ids };
    } finally {
      await store.close();
    }
  };
  return { dir, run, seed, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
