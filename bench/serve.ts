import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openStore, signUp } from '@leadgen/core';
import { sql } from 'kysely';
import { syntheticProfiles } from './synthetic-profiles.js';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Starts the built `leadgen serve` on a free port with `env` (run `npm run build` first) and
 * resolves with its URL once it listens; its request logs are read and dropped.
 */
function startServer(env: NodeJS.ProcessEnv): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [join(root, 'packages/cli/bin/leadgen.js'), 'serve', '--port', '0'], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /running at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match?.[1]) {
        child.stdout?.removeAllListeners('data');
        child.stdout?.resume();
        resolve({ url: match[1], child });
      }
    });
    child.on('exit', (code) => reject(new Error(`leadgen serve exited with ${code}`)));
  });
}

/**
 * Makes a SQLite file at `path` with the user bench@example.com (password bench-pw) and one
 * completed list of `profiles` enriched synthetic profiles (no picture links: a page showing
 * them must not reach out of loopback); returns the list's id.
 */
export async function seedList(path: string, profiles: number): Promise<string> {
  const store = await openStore({ database: { kind: 'sqlite', path } });
  try {
    const user = await signUp(
      { store },
      {
        email: 'bench@example.com',
        password: 'bench-pw',
        confirmPassword: 'bench-pw',
        firstName: 'B',
        lastName: 'M',
      },
    );
    const list = await store.lists.create(user.id, {
      name: 'natgeo - followers - Nov 22',
      target_accounts: ['natgeo'],
      search_type: 'followers',
      max_profiles: 1000,
      instagram_session_id: null,
    });
    const rows = syntheticProfiles(profiles).map((row) => ({ ...row, profile_pic_url: null }));
    await store.transaction((tx) => tx.profiles.insertMany(user.id, list.id, rows));
    await sql`update profiles set
        followers_count = (rowid * 7919) % 250000, posts_count = (rowid * 31) % 2000,
        following_count = (rowid * 13) % 3000, is_business_account = (rowid % 7 = 0),
        biography = 'Travel photographer based in Lisbon. Workshops, prints and collaborations: say hi! Coffee, film cameras and long walks.',
        enriched_at = created_at, enrichment_status = 'enriched'`.execute(store.db);
    // settled outside the repository: the list's count of visible rows is set to match
    await sql`update search_lists set profile_rows = ${profiles}`.execute(store.db);
    await sql`analyze`.execute(store.db);
    await store.lists.complete(user.id, list.id, { profiles_found: profiles, cost: 0 });
    return list.id;
  } finally {
    await store.close();
  }
}

/** A benchmark's running server: its URL, the list's id, the signed-in cookie, and `stop`. */
export interface BenchServer {
  url: string;
  listId: string;
  /** `name=value` of the bench user's session cookie. */
  cookie: string;
  /** Stops the server (SIGTERM: the worker finishes its chunk) and removes the temp directory. */
  stop: () => Promise<void>;
}

/**
 * A temp database with `seedList(profiles)`, the built `leadgen serve` on it, and the bench
 * user signed in: what the api and web benchmarks measure against.
 */
export async function serveBenchList(name: string, profiles: number): Promise<BenchServer> {
  const dir = mkdtempSync(join(tmpdir(), `leadgen-bench-${name}-`));
  const path = join(dir, 'leadgen.db');
  const listId = await seedList(path, profiles);
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: dir,
    LEADGEN_DB: path,
    LEADGEN_CONFIG_DIR: join(dir, 'cfg'),
  };
  const { url, child } = await startServer(env);
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.on('exit', resolve));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const signIn = await fetch(`${url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.com', password: 'bench-pw' }),
    });
    const cookie = signIn.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    return { url, listId, cookie, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
