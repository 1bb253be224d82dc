import { deliverWebhook, openTestApp, paidPackSession, stripeEvent } from '@leadgen/test-utils/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

let t: Awaited<ReturnType<typeof openTestApp>>;
beforeEach(async () => {
  t = await openTestApp();
});
afterEach(() => t.close());

interface HistoryEntry {
  id: number;
  credits: number;
  reason: string;
  created_at: string;
}
const historyOf = async (res: Response) => ((await res.json()) as { entries: HistoryEntry[] }).entries;

describe('credits routes', () => {
  it('answers the balance in credits', async () => {
    const ana = await t.signUp('ana@example.com');
    expect(await (await t.call('GET', '/api/credits', undefined, ana)).json()).toEqual({ credits: 0.5 });
    await deliverWebhook(t, stripeEvent('checkout.session.completed', paidPackSession(ana.id, 20)));
    await t.store.ledger.charge(ana.id, { millicredits: 8, reason: 'enrichment', ref: 'enrich:l1:p1' });
    expect(await (await t.call('GET', '/api/credits', undefined, ana)).json()).toEqual({ credits: 20.492 });
    expect((await t.call('GET', '/api/credits')).status).toBe(401);
  });

  it("lists the user's own history newest first, signed, and pages with limit and before", async () => {
    const ana = await t.signUp('ana@example.com');
    const ben = await t.signUp('ben@example.com');
    await deliverWebhook(t, stripeEvent('checkout.session.completed', paidPackSession(ana.id, 10)));
    await t.store.ledger.charge(ana.id, { millicredits: 16, reason: 'enrichment', ref: 'enrich:l1:p1' });

    const entries = await historyOf(await t.call('GET', '/api/credits/history', undefined, ana));
    expect(entries.map(({ credits, reason }) => ({ credits, reason }))).toEqual([
      { credits: -0.016, reason: 'enrichment' },
      { credits: 10, reason: 'purchase' },
      { credits: 0.5, reason: 'signup' },
    ]);
    expect(entries.every((entry) => !Number.isNaN(Date.parse(entry.created_at)))).toBe(true);
    expect(Object.keys(entries[0] ?? {}).sort()).toEqual(['created_at', 'credits', 'id', 'reason', 'ref']);

    const firstPage = await t.call('GET', '/api/credits/history?limit=1', undefined, ana);
    const {
      entries: first,
      next_before: nextBefore,
      total,
    } = (await firstPage.json()) as {
      entries: HistoryEntry[];
      next_before: number | null;
      total: number;
    };
    expect(first.map((entry) => entry.reason)).toEqual(['enrichment']);
    expect({ nextBefore, total }).toEqual({ nextBefore: first[0]?.id, total: 3 });
    const last = await t.call('GET', `/api/credits/history?limit=2&before=${nextBefore}`, undefined, ana);
    expect(await last.json()).toMatchObject({ next_before: null, total: 3 });
    const next = await historyOf(
      await t.call('GET', `/api/credits/history?limit=1&before=${nextBefore}`, undefined, ana),
    );
    expect(next.map((entry) => entry.reason)).toEqual(['purchase']);

    const bens = await historyOf(await t.call('GET', '/api/credits/history', undefined, ben));
    expect(bens.map(({ credits, reason }) => ({ credits, reason }))).toEqual([
      { credits: 0.5, reason: 'signup' },
    ]);
    expect((await t.call('GET', '/api/credits/history?limit=abc', undefined, ana)).status).toBe(400);
  });

  it('lists the credit packs, the popular one, the Pro plan and the price of a profile', async () => {
    const ana = await t.signUp('ana@example.com');
    const res = await t.call('GET', '/api/credits/packs', undefined, ana);
    expect(await res.json()).toMatchInlineSnapshot(`
      {
        "credits_per_profile": 0.008,
        "default_pack_id": "credits_10",
        "packs": [
          {
            "credits": 10,
            "id": "credits_10",
            "most_popular": false,
            "price_usd": 10,
            "tagline": null,
          },
          {
            "credits": 20,
            "id": "credits_20",
            "most_popular": true,
            "price_usd": 20,
            "tagline": "Best value for most users",
          },
          {
            "credits": 50,
            "id": "credits_50",
            "most_popular": false,
            "price_usd": 50,
            "tagline": null,
          },
          {
            "credits": 100,
            "id": "credits_100",
            "most_popular": false,
            "price_usd": 100,
            "tagline": null,
          },
        ],
        "pro": {
          "interval": "month",
          "items": [
            "1,125 profiles",
            "Unlimited AI personalization",
            "Unlimited Auto DM",
            "Custom lists",
          ],
          "monthly_credits": 9,
          "monthly_profiles": 1125,
          "price_usd": 9,
        },
      }
    `);
  });
});
