// Contract: each actor a fallback chain may run (issue 34) has its input built and its output read
// by its own published contract (packages/core/src/providers/apify-contracts.ts), and the sandbox
// serves both discovery contracts: judged by Apify's official client (apify-client, CONVENTIONS.md
// 16d). The input each contract builds must pass the actor's input schema (the sandbox answers
// 400 invalid-input otherwise, as Apify does), and the items the actor answers must read back as
// the people it listed, ids included.

import { ACTOR_CONTRACTS, type ConnectionsContract } from '@leadgen/core';
import { parseDiscoveryItems } from '@leadgen/core/providers';
import { DEFAULT_SETTINGS, type Sandbox, startSandbox } from '@leadgen/sandbox';
import { ApifyApiError, ApifyClient } from 'apify-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

const DATADOPING = 'datadoping~instagram-followers-scraper';
const AIZEN0 = 'aizen0~instagram-follower-following-scraper';
const SESSION_ID = 'ig-session-secret-4242';

let sandbox: Sandbox;
let client: ApifyClient;

beforeAll(async () => {
  sandbox = await startSandbox();
  client = new ApifyClient({ token: 'sandbox-apify-token', baseUrl: sandbox.url, maxRetries: 0 });
});
afterAll(async () => {
  await sandbox?.stop();
});
beforeEach(() => {
  sandbox.resetCounters();
  sandbox.update({ actors: {}, faults: { ...DEFAULT_SETTINGS.faults, next: [] } });
});

const contract = (id: string) => ACTOR_CONTRACTS[id] as ConnectionsContract;
/** The items as the scraper reads them for the actor `id`: with its contract's id keys. */
const parsedAs = (id: string, items: readonly unknown[], max: number, targets: readonly string[]) =>
  parseDiscoveryItems(items, max, targets, { idKeys: contract(id).idKeys });
const request = { targets: ['natgeo'], type: 'followers' as const, max: 60, sessionId: SESSION_ID };

/** Runs `actor` with `input` through apify-client, as a caller would, and returns its items. */
async function run(actor: string, input: Record<string, unknown>, maxItems: number): Promise<unknown[]> {
  const finished = await client.actor(actor).call(input, { maxItems, log: null });
  expect(finished.status).toBe('SUCCEEDED');
  return (await client.dataset(finished.defaultDatasetId).listItems()).items;
}

describe('apify-client against the sandbox: the discovery contracts of a chain', () => {
  it.each([
    [DATADOPING, { usernames: ['natgeo'], max_count: 66 }],
    [AIZEN0, { username: ['natgeo'], max_items: 60, scrape_type: 'followers', sessionid: SESSION_ID }],
  ])(
    'builds the input %s publishes, and reads its items back as the people it listed',
    async (actor, expected) => {
      const built = contract(actor).buildInput(request);
      // the session id goes only to the actor that logs in with it
      expect(built.input).toMatchObject(expected);
      if (actor === DATADOPING) expect(JSON.stringify(built.input)).not.toContain(SESSION_ID);
      const items = await run(actor, built.input, built.maxItems);
      const result = parsedAs(actor, items, request.max, request.targets);
      expect(result.profiles).toHaveLength(60);
      expect(result.dropped).toBe(0);
      // every id read from where this contract puts it
      expect(result.profiles.every((profile) => /^\d+$/.test(profile.instagram_user_id ?? ''))).toBe(true);
      // the same people, whichever contract listed them (the sandbox's audiences are one truth)
      const first = result.profiles.slice(0, 40).map((profile) => profile.username);
      const other = actor === DATADOPING ? AIZEN0 : DATADOPING;
      const otherBuilt = contract(other).buildInput(request);
      const otherItems = await run(other, otherBuilt.input, otherBuilt.maxItems);
      const otherNames = parsedAs(other, otherItems, request.max, request.targets).profiles.map(
        (profile) => profile.username,
      );
      expect(otherNames.slice(0, 40)).toEqual(first);
    },
  );

  it("reads ids where each contract's output puts them: aizen0 under user_id or pk, datadoping under id", async () => {
    const built = contract(AIZEN0).buildInput(request);
    const items = (await run(AIZEN0, built.input, built.maxItems)) as Record<string, unknown>[];
    // aizen0's items name the id under more than one key
    expect(items.some((item) => 'user_id' in item || 'pk' in item)).toBe(true);
    const asAizen0 = parsedAs(AIZEN0, items, 60, ['natgeo']);
    const asDatadoping = parsedAs(DATADOPING, items, 60, ['natgeo']);
    expect(asAizen0.profiles.filter((profile) => profile.instagram_user_id === null)).toHaveLength(0);
    // read as datadoping's contract, the ids under other keys are lost: the contracts differ
    expect(
      asDatadoping.profiles.filter((profile) => profile.instagram_user_id === null).length,
    ).toBeGreaterThan(0);
  });

  it("refuses each contract's input on the other actor with 400 invalid-input, starting nothing", async () => {
    const aizen0Input = contract(AIZEN0).buildInput(request).input;
    const datadopingInput = contract(DATADOPING).buildInput(request).input;
    for (const [actor, input] of [
      [DATADOPING, aizen0Input],
      [AIZEN0, datadopingInput],
    ] as const) {
      const error = await client
        .actor(actor)
        .start(input)
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApifyApiError);
      expect(error).toMatchObject({ statusCode: 400, type: 'invalid-input' });
    }
    expect(sandbox.counters.apify.runs).toBe(0);
  });

  it('serves an actor that comes back short: SUCCEEDED with fewer items than asked', async () => {
    sandbox.update({ actors: { 'acme~short': DATADOPING }, faults: { shortActors: { 'acme~short': 12 } } });
    const built = contract(DATADOPING).buildInput(request);
    const items = await run('acme~short', built.input, built.maxItems);
    expect(items).toHaveLength(12);
  });
});
