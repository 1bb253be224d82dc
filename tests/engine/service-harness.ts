// Shared set-up of the engine's service tests: a real SQLite store in memory, two users, lists
// seeded straight through the store (no discovery run needed), and the real Gemini writer
// pointed at the sandbox on 127.0.0.1.

import type { Writer } from '@leadgen/core';
import { createGeminiWriter } from '@leadgen/core/providers';
import type { ProfileDetails, Store } from '@leadgen/core/store';
import { type Sandbox, startSandbox } from '@leadgen/sandbox';
import { createTestUser, openTestStore } from '@leadgen/test-utils/core';

/** One seeded profile: its username and whatever enrichment details the test needs. */
export interface SeedProfile extends ProfileDetails {
  username: string;
}

/** A seeded list and its rows by username. */
export interface SeededList {
  id: string;
  name: string;
  ids: Record<string, string>;
}

/** A store with alice and bob, and a way to give either of them lists. */
export interface World {
  store: Store;
  alice: string;
  bob: string;
  seedList(userId: string, options: SeedListOptions): Promise<SeededList>;
}

export interface SeedListOptions {
  name?: string;
  targets?: string[];
  searchType?: 'followers' | 'following' | 'custom';
  profiles: SeedProfile[];
  /** 'completed' (the default) or left 'processing'. */
  status?: 'completed' | 'processing';
  sessionId?: string | null;
}

/** Opens a fresh in-memory store with two users (on the test's clock when given). */
export async function openWorld(options: { now?: () => Date } = {}): Promise<World> {
  const store = await openTestStore(options);
  const alice = (await createTestUser(store, 'alice@example.com')).id;
  const bob = (await createTestUser(store, 'bob@example.com')).id;

  async function seedList(userId: string, options: SeedListOptions): Promise<SeededList> {
    const searchType = options.searchType ?? 'followers';
    const targets = options.targets ?? ['natgeo'];
    const list = await store.lists.create(userId, {
      name: options.name ?? `${targets.join(', ')} - ${searchType} - Jan 1`,
      target_accounts: targets,
      search_type: searchType,
      max_profiles: Math.max(1, options.profiles.length),
      instagram_session_id: options.sessionId ?? null,
    });
    await store.profiles.insertMany(
      userId,
      list.id,
      options.profiles.map(({ username }) => ({
        username,
        connection_type: searchType,
        source_username: targets[0] ?? 'custom_input',
      })),
    );
    const rows = await store.profiles.pendingEnrichment(userId, list.id, 1000);
    const details = new Map(options.profiles.map(({ username, ...rest }) => [username, rest]));
    await store.profiles.recordEnrichment(
      userId,
      rows.map((row) => ({ id: row.id, status: 'enriched', details: details.get(row.username) ?? {} })),
    );
    if ((options.status ?? 'completed') === 'completed') {
      await store.lists.complete(userId, list.id, { profiles_found: rows.length, cost: rows.length * 8 });
    }
    return {
      id: list.id,
      name: list.name,
      ids: Object.fromEntries(rows.map((row) => [row.username, row.id])),
    };
  }

  return { store, alice, bob, seedList };
}

/** The id of `username` in a seeded list (fails the test when it is missing). */
export function idOf(list: SeededList, username: string): string {
  const id = list.ids[username];
  if (!id) throw new Error(`no seeded profile ${username}`);
  return id;
}

/** The error a call rejects with (fails the test when it resolves). */
export async function rejection(call: Promise<unknown>): Promise<Error & { code?: string }> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof Error)) throw new Error('expected the call to fail');
  return error as Error & { code?: string };
}

/** Reads a stream to the end as UTF-8 text. */
export async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
  return text;
}

/** Five profiles with varied counts, names and bios: followers 500, 400, 300, 200, 100. */
export const FIVE: SeedProfile[] = [
  {
    username: 'ana.p',
    full_name: 'Ana Pérez',
    biography: 'Yoga coach in Lisbon',
    followers_count: 500,
    posts_count: 50,
  },
  {
    username: 'ben',
    full_name: 'Ben Stone',
    biography: 'Coffee roaster',
    followers_count: 400,
    posts_count: 40,
  },
  {
    username: 'cat',
    full_name: null,
    biography: 'Travel photographer',
    followers_count: 300,
    posts_count: 30,
  },
  { username: 'dan', full_name: 'Dan', biography: null, followers_count: 200, posts_count: 0 },
  { username: 'eve', full_name: 'Eve Adams', biography: '=cmd|calc', followers_count: 100, posts_count: 10 },
];

/** The sandbox's Gemini API and writers on it. */
export interface AiSandbox {
  sandbox: Sandbox;
  /** The real Gemini adapter on the sandbox; `attempts` 1 means no retries, so faults show at once. */
  writer(options?: { attempts?: number }): Writer;
  /** The prompt of the last request the sandbox received. */
  lastPrompt(): Promise<string>;
}

/** Starts the sandbox on 127.0.0.1 for the AI services (stop it with `sandbox.stop()`). */
export async function startAiSandbox(): Promise<AiSandbox> {
  const sandbox = await startSandbox({ host: '127.0.0.1' });
  return {
    sandbox,
    writer: ({ attempts = 1 } = {}) =>
      createGeminiWriter({
        apiKey: 'sandbox-gemini-key',
        baseUrl: sandbox.url,
        retry: { attempts, sleep: async () => {}, random: () => 0.5 },
      }),
    async lastPrompt() {
      const response = await fetch(`${sandbox.url}/__admin/gemini/last-request`);
      const last = (await response.json()) as { body: { contents: { parts: { text: string }[] }[] } };
      return last.body.contents.flatMap((content) => content.parts.map((part) => part.text)).join('');
    },
  };
}
