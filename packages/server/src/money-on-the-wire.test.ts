import { completedList, openTestApp, runJobs } from '@leadgen/test-utils/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Money on the wire (issue 37; spec §1: 1 credit = $1.00, §9: a profile costs 0.008): every
// answer that carries an amount carries it in credits, under a name that says what it is, never
// in the millicredits core and the store count in. A user who only ever had the signup grant
// (0.5 credits) can see no amount above it: a millicredit on the wire (a cost of 24, a balance
// of 476) fails here.

type Json = Record<string, unknown>;

/** The names an amount goes by on the wire, each reviewed: in credits unless it says dollars. */
const MONEY = new Set([
  'credits',
  'cost',
  'charged',
  'balance',
  'needed',
  'last_charged',
  'credits_per_profile',
  'monthly_credits',
  'price_usd',
]);

/** A name that sounds like money but is not in MONEY: a new amount to review and add there. */
const MONEY_LIKE = /milli|credit|cost|charge|balance|price|amount|spent|usd|dollar/i;

interface Amount {
  where: string;
  value: unknown;
}

/** Every amount of `value` at every depth, and the names that sound like money but are not listed. */
function amountsOf(value: unknown, where = '$'): { amounts: Amount[]; unreviewed: string[] } {
  const amounts: Amount[] = [];
  const unreviewed: string[] = [];
  // arrays too: their entries are their indexes
  const walk = (item: unknown, at: string) => {
    if (item === null || typeof item !== 'object') return;
    for (const [key, inner] of Object.entries(item)) {
      if (MONEY.has(key) && (typeof inner === 'number' || inner === null))
        amounts.push({ where: `${at}.${key}`, value: inner });
      else if (MONEY_LIKE.test(key) && !MONEY.has(key)) unreviewed.push(`${at}.${key}`);
      walk(inner, `${at}.${key}`);
    }
  };
  walk(value, where);
  return { amounts, unreviewed };
}

/** Whether `credits` is a whole number of millicredits: exact to three decimals. */
const wholeMillicredits = (credits: number) => Math.abs(credits * 1000 - Math.round(credits * 1000)) < 1e-6;

let t: Awaited<ReturnType<typeof openTestApp>>;
let ana: { id: string; cookie: string };
let listId: string;
let jobId: string;

async function answer(method: string, path: string, body?: unknown): Promise<Json> {
  const res = await t.call(method, path, body, ana);
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  return (await res.json()) as Json;
}

beforeAll(async () => {
  t = await openTestApp();
  ana = await t.signUp('ana@example.com');
  ({ listId, jobId } = await completedList(t, ana, { max: 3 }));
  await answer('POST', '/api/campaigns', { fromListId: listId, name: 'Spring' });
  const { watch } = await answer('POST', '/api/watches', {
    target: 'natgeo',
    type: 'followers',
    every: '1d',
  });
  await answer('POST', `/api/watches/${(watch as { id: string }).id}/run`);
  await runJobs(t);
}, 60_000);
afterAll(() => t.close());

describe('money on the wire', () => {
  it("answers every amount of the user's in credits, exact to three decimals, under a reviewed name", async () => {
    const discovery = { targets: ['nasa'], type: 'followers', maxProfiles: 2, sessionId: 'sess-test' };
    const answers = {
      me: await answer('GET', '/api/users/me'),
      balance: await answer('GET', '/api/credits'),
      history: await answer('GET', '/api/credits/history?limit=500'),
      lists: await answer('GET', '/api/lists'),
      list: await answer('GET', `/api/lists/${listId}`),
      job: await answer('GET', `/api/jobs/${jobId}`),
      jobs: await answer('GET', '/api/jobs'),
      campaigns: await answer('GET', '/api/campaigns'),
      watches: await answer('GET', '/api/watches'),
      discoveryEstimate: await answer('POST', '/api/lists/discovery/estimate', discovery),
      customEstimate: await answer('POST', '/api/lists/custom/estimate', { usernames: ['nasa', 'spacex'] }),
    };
    const { amounts, unreviewed } = amountsOf(answers);
    expect(unreviewed).toEqual([]);
    // the walk reaches every kind of amount these answers carry
    const names = new Set(amounts.map(({ where }) => where.replace(/.*\./, '')));
    expect([...names].sort()).toEqual(['balance', 'charged', 'cost', 'credits', 'last_charged']);
    // ana only ever had the signup grant: no amount of hers is above 0.5 credits
    const wrong = amounts.filter(
      ({ value }) =>
        value !== null && (typeof value !== 'number' || Math.abs(value) > 0.5 || !wholeMillicredits(value)),
    );
    expect(wrong).toEqual([]);

    // and each says the same amount the ledger holds, in credits
    const left = (await t.store.ledger.balance(ana.id)) ?? Number.NaN;
    const spent = 500 - left;
    expect(spent).toBeGreaterThan(0);
    expect((answers.me.user as Json).credits).toBe(left / 1000);
    expect(answers.balance.credits).toBe(left / 1000);
    expect((answers.discoveryEstimate.estimate as Json).balance).toBe(left / 1000);
    expect((answers.discoveryEstimate.estimate as Json).cost).toBe(0.016);
    expect((answers.customEstimate.estimate as Json).cost).toBe(0.016);
    expect((answers.list.list as Json).cost).toBe(0.024);
    expect(((answers.job.job as Json).result as Json).charged).toBe(0.024);
    expect((answers.campaigns.campaigns as Json[])[0]?.cost).toBe(0.024);
    const entries = answers.history.entries as { credits: number; reason: string }[];
    const charges = entries
      .filter((entry) => entry.credits < 0)
      .reduce((sum, e) => sum + e.credits * 1000, 0);
    expect(Math.round(-charges)).toBe(spent);
    expect(entries.at(-1)).toMatchObject({ credits: 0.5, reason: 'signup' });
  });

  it('answers what can be bought in credits and dollars, and a profile at 0.008 credits', async () => {
    const offers = await answer('GET', '/api/credits/packs');
    expect(amountsOf(offers).unreviewed).toEqual([]);
    expect(offers.credits_per_profile).toBe(0.008);
    // spec §9: $1.00 per credit
    for (const pack of offers.packs as { credits: number; price_usd: number }[])
      expect(pack.credits).toBe(pack.price_usd);
    expect(offers.pro).toMatchObject({ price_usd: 9, monthly_credits: 9 });
  });

  it('answers a refusal for want of credits with what was needed and the balance, in credits', async () => {
    const ben = await t.signUp('ben@example.com');
    await t.store.ledger.charge(ben.id, { millicredits: 496, reason: 'test', ref: 'test:drain' });
    const res = await t.call(
      'POST',
      '/api/lists/discovery',
      { targets: ['nasa'], type: 'followers', maxProfiles: 2, sessionId: 'sess-test' },
      ben,
    );
    expect(res.status).toBe(402);
    const body = (await res.json()) as Json;
    expect(amountsOf(body).unreviewed).toEqual([]);
    expect(body.error).toMatchObject({ code: 'INSUFFICIENT_CREDITS', needed: 0.016, balance: 0.004 });
  });

  it('documents every amount of the public API with its unit', async () => {
    const doc = (await (await t.app.request('/api/v1/openapi.json')).json()) as Json;
    const undocumented: string[] = [];
    const documented = new Set<string>();
    const walk = (node: unknown, at: string) => {
      if (node === null || typeof node !== 'object') return;
      const properties = (node as { properties?: Record<string, { description?: string }> }).properties;
      for (const [name, schema] of Object.entries(properties ?? {})) {
        const unit = /credits|US dollars/.test(schema.description ?? '');
        if (!MONEY.has(name) && !MONEY_LIKE.test(name)) continue;
        if (unit) documented.add(name);
        else undocumented.push(`${at}.${name}`);
      }
      for (const [key, inner] of Object.entries(node)) walk(inner, `${at}.${key}`);
    };
    walk(doc.paths, '$');
    expect(undocumented).toEqual([]);
    expect([...documented].sort()).toEqual([...MONEY].filter((name) => name !== 'needed').sort());
  });
});
