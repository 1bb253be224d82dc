import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEventBus, createJobHandlers, createProviders, loadConfig } from '@leadgen/core';
import type { ProfileDetails } from '@leadgen/core/domain';
import { openStore, type Store } from '@leadgen/core/store';
import { type Sandbox, startSandbox } from '@leadgen/sandbox';
import type { TuiDeps } from '@leadgen/tui';

/** The services of the app on a real store and the sandbox on 127.0.0.1, with what a test reads. */
export interface TuiTestDeps extends TuiDeps {
  /** Every URL the app asked the browser to open. */
  opened: string[];
  /** Every text the app put on the clipboard. */
  copied: string[];
  sandbox: Sandbox;
  close(): Promise<void>;
}

/**
 * Opens a store (a temp SQLite file unless `path` is given), creates the acting user with
 * `credits` (millicredits, default 100 credits) and wires the real providers to a sandbox.
 * `apifyEnv` configures the scraper as those variables would (`LEADGEN_APIFY_FOLLOWERS_ACTOR`…).
 */
export async function openTuiTestDeps(
  options: {
    credits?: number;
    sandbox?: Sandbox;
    pollMs?: number;
    apifyEnv?: Record<string, string>;
    /** Whether a browser can be opened (false: as over ssh). */
    browser?: boolean;
  } = {},
): Promise<TuiTestDeps> {
  const dir = mkdtempSync(join(tmpdir(), 'leadgen-tui-'));
  const store = await openStore({ database: { kind: 'sqlite', path: join(dir, 'leadgen.db') } });
  const created = await store.users.create({
    email: 'ana@example.com',
    first_name: 'Ana',
    last_name: 'Perez',
  });
  await store.ledger.grant(created.id, {
    millicredits: options.credits ?? 100_000,
    reason: 'test',
    ref: 'test-grant',
  });
  const user = (await store.users.get(created.id)) ?? created;
  const sandbox = options.sandbox ?? (await startSandbox());
  const config = loadConfig({ ...options.apifyEnv, LEADGEN_DB: join(dir, 'leadgen.db') });
  const providers = await createProviders(config, {
    outbox: store.outbox,
    log: () => {},
    demo: sandbox.endpoints(),
  });
  const opened: string[] = [];
  const copied: string[] = [];
  return {
    config,
    store,
    user,
    providers,
    bus: createEventBus(),
    handlers: createJobHandlers({ store, scraper: providers.scraper, writer: providers.writer }),
    openUrl: async (url) => {
      opened.push(url);
      return options.browser ?? true;
    },
    copyText: (text) => void copied.push(text),
    exportDir: dir,
    pollMs: options.pollMs ?? 100,
    opened,
    copied,
    sandbox,
    close: async () => {
      await store.close();
      if (!options.sandbox) await sandbox.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The details of seeded profile `i`: varied counts, flags and bios for filters to find. */
export function seededDetails(i: number): ProfileDetails & { username: string } {
  const bios = ['Coffee roaster and coach', 'Travel photographer', 'Yoga teacher', 'Startup founder', null];
  return {
    username: `user_${String(i).padStart(5, '0')}`,
    full_name: `Person ${i}`,
    followers_count: ((i * 7919) % 50_000) + 1,
    posts_count: (i * 31) % 400,
    is_private: i % 10 === 0,
    is_verified: i % 50 === 0,
    is_business_account: i % 7 === 0,
    biography: bios[i % bios.length] ?? null,
  };
}

/**
 * A completed list of `count` enriched profiles (`seededDetails`) for the user, as a finished
 * discovery leaves it; returns its id.
 */
export async function seedList(
  store: Store,
  userId: string,
  count: number,
  options: { name?: string } = {},
): Promise<string> {
  const list = await store.lists.create(userId, {
    name: options.name ?? 'natgeo - followers - Nov 24',
    target_accounts: ['natgeo'],
    search_type: 'followers',
    max_profiles: Math.max(count, 1),
    instagram_session_id: null,
  });
  const details = Array.from({ length: count }, (_, i) => seededDetails(i));
  await store.profiles.insertMany(
    userId,
    list.id,
    details.map(({ username }) => ({
      username,
      connection_type: 'followers' as const,
      source_username: 'natgeo',
    })),
  );
  const byUsername = new Map(details.map((d) => [d.username, d]));
  const rows = await store.db
    .selectFrom('profiles')
    .select(['id', 'username'])
    .where('search_list_id', '=', list.id)
    .execute();
  await store.profiles.recordEnrichment(
    userId,
    rows.map((row) => {
      const { username: _, ...rest } = byUsername.get(row.username) ?? { username: row.username };
      return { id: row.id, status: 'enriched' as const, details: rest };
    }),
  );
  await store.lists.complete(userId, list.id, { profiles_found: count, cost: 8 * count });
  return list.id;
}
