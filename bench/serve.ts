import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { signUp } from '@leadgen/core';
import { openStore } from '@leadgen/core/store';
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

/** Words the varied bench texts are made of: realistic bios and names to search. */
const ROLES = [
  'Travel photographer',
  'Fitness coach',
  'Yoga teacher',
  'Coffee roaster',
  'Founder & CEO',
  'Wedding planner',
  'Food blogger',
  'Graphic designer',
  'Real estate agent',
  'Tattoo artist',
  'Marketing consultant',
  'Musician',
];
const PLACES = [
  'Lisbon',
  'Berlin',
  'São Paulo',
  'Zürich',
  'New York',
  'Kraków',
  'Tokyo',
  'Austin',
  'Málaga',
  'Cape Town',
];
const EXTRAS = [
  'DM for collabs',
  'Workshops and prints',
  'Vegan 🌱',
  'Dog mum',
  'Online courses',
  'Booking open',
  'Podcast host',
  'Slow living',
  'Family first',
];
const FIRST = [
  'Ana',
  'Bruno',
  'Chloé',
  'Dmitri',
  'Emma',
  'Felipe',
  'Grace',
  'Hiro',
  'Inès',
  'Jonas',
  'Kofi',
  'Lea',
  'Marta',
  'Noah',
  'Oskar',
];
const LAST = [
  'Silva',
  'Müller',
  'Kowalski',
  'Tanaka',
  'Smith',
  'García',
  'Rossi',
  'Dubois',
  'Okafor',
  'Nguyen',
  'Larsen',
  'Costa',
  'Weber',
];

/** How far apart neighbouring lists start in the pool of people: they share perList - this. */
const OVERLAP_STEP = 800;

/** The SQLite expression picking `words[index]` (index an SQL expression). */
const pick = (words: readonly string[], index: string) =>
  sql.raw(`json_extract('${JSON.stringify(words).replaceAll("'", "''")}', '$[' || (${index}) || ']')`);

/**
 * Makes a SQLite file at `path` with the user bench@example.com (password bench-pw) and `lists`
 * completed lists of `perList` enriched synthetic profiles each (no picture links: a page showing
 * them must not reach out of loopback); returns the lists' ids. Lists overlap as audiences do
 * (issue 30): list n holds the people n × `OVERLAP_STEP` onwards, so neighbouring lists share a
 * fifth of their people (50 lists of 1,000: 40,200 people) and a person's fields are the same in
 * every list. `varied` gives the rows bios and names from a mix of roles, places and names (what
 * the filter benchmarks search); otherwise every bio is the same text.
 */
export async function seedLists(
  path: string,
  options: { lists: number; perList: number; varied?: boolean },
): Promise<string[]> {
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
    const ids: string[] = [];
    for (let index = 0; index < options.lists; index++) {
      const list = await store.lists.create(user.id, {
        name: `natgeo ${index + 1} - followers - Nov 22`,
        target_accounts: ['natgeo'],
        search_type: 'followers',
        max_profiles: 1000,
        instagram_session_id: null,
      });
      const rows = syntheticProfiles(options.perList, index * OVERLAP_STEP).map((row) => ({
        ...row,
        profile_pic_url: null,
      }));
      await store.transaction((tx) => tx.profiles.insertMany(user.id, list.id, rows));
      ids.push(list.id);
    }
    // the person's number, so a person's fields are the same in every list
    const p = '(cast(instagram_user_id as integer) - 10000000)';
    await sql`update profiles set
        followers_count = (${sql.raw(p)} * 7919) % 250000, posts_count = (${sql.raw(p)} * 31) % 2000,
        following_count = (${sql.raw(p)} * 13) % 3000, is_business_account = (${sql.raw(p)} % 7 = 0),
        biography = 'Travel photographer based in Lisbon. Workshops, prints and collaborations: say hi! Coffee, film cameras and long walks.',
        enriched_at = created_at, enrichment_status = 'enriched'`.execute(store.db);
    if (options.varied) {
      await sql`update profiles set
          biography = ${pick(ROLES, `${p} % 12`)} || ' based in ' || ${pick(PLACES, `(${p} / 12) % 10`)}
            || '. ' || ${pick(EXTRAS, `(${p} / 120) % 9`)} || ' #' || (${sql.raw(p)} % 997),
          full_name = ${pick(FIRST, `${p} % 15`)} || ' ' || ${pick(LAST, `(${p} / 15) % 13`)},
          profile_pic_url = case when ${sql.raw(p)} % 5 = 0 then null else 'https://127.0.0.1/p.jpg' end`.execute(
        store.db,
      );
    }
    // settled outside the repository: each list's count of visible rows is set to match
    await sql`update search_lists set profile_rows = ${options.perList}`.execute(store.db);
    await sql`analyze`.execute(store.db);
    for (const id of ids)
      await store.lists.complete(user.id, id, { profiles_found: options.perList, cost: 0 });
    return ids;
  } finally {
    await store.close();
  }
}

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** A process's CPU time so far (user and system), in milliseconds, from /proc/<pid>/stat. */
function processCpuMs(pid: number): number {
  // the fields after the command name, which is in parentheses and may hold spaces
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** A benchmark's running server: its URL, the list's id, the signed-in cookie, and `stop`. */
export interface BenchServer {
  url: string;
  listId: string;
  /** Every list's id (`listId` is the first). */
  listIds: string[];
  /** `name=value` of the bench user's session cookie. */
  cookie: string;
  /** Stops the server (SIGTERM: the worker finishes its chunk) and removes the temp directory. */
  stop: () => Promise<void>;
  /** The server process's CPU time so far, in milliseconds (user and system, from /proc). */
  cpuMs: () => number;
}

/**
 * A temp database with `seedLists` (one list of `profiles` unless `options` say otherwise), the
 * built `leadgen serve` on it, and the bench user signed in: what the api, selector and web
 * benchmarks measure against.
 */
export async function serveBenchList(
  name: string,
  profiles: number,
  options: { lists?: number; varied?: boolean } = {},
): Promise<BenchServer> {
  const dir = mkdtempSync(join(tmpdir(), `leadgen-bench-${name}-`));
  const path = join(dir, 'leadgen.db');
  const listIds = await seedLists(path, {
    lists: options.lists ?? 1,
    perList: profiles,
    varied: options.varied,
  });
  const listId = listIds[0] as string;
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: dir,
    LEADGEN_DB: path,
    LEADGEN_CONFIG_DIR: join(dir, 'cfg'),
    // `LEADGEN_BENCH_SERVER_OPTIONS='--cpu-prof --cpu-prof-dir=/tmp/prof'` profiles the server
    ...(process.env.LEADGEN_BENCH_SERVER_OPTIONS
      ? { NODE_OPTIONS: process.env.LEADGEN_BENCH_SERVER_OPTIONS }
      : {}),
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
    const cpuMs = () => processCpuMs(child.pid ?? 0);
    return { url, listId, listIds, cookie, stop, cpuMs };
  } catch (error) {
    await stop();
    throw error;
  }
}
