import { createTestUser, openTestStore } from '@leadgen/test-utils/core';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from './open-store.js';

let store: Store;
let userId: string;

beforeEach(async () => {
  store = await openTestStore();
  userId = (await createTestUser(store, 'ledger@example.com')).id;
});
afterEach(() => store.close());

describe('credits ledger', () => {
  it('starts a new user with the 500 millicredit signup grant, recorded in the ledger', async () => {
    expect(await store.ledger.balance(userId)).toBe(500);
    const history = await store.ledger.history(userId);
    expect(history).toMatchObject([{ delta: 500, reason: 'signup', ref: `signup:${userId}` }]);
  });

  it('applies a grant once per ref', async () => {
    const first = await store.ledger.grant(userId, { millicredits: 10_000, reason: 'pack', ref: 'evt_1' });
    const again = await store.ledger.grant(userId, { millicredits: 10_000, reason: 'pack', ref: 'evt_1' });
    expect(first).toEqual({ applied: 1, millicredits: 10_000, balance: 10_500 });
    expect(again).toEqual({ applied: 0, millicredits: 0, balance: 10_500 });
    expect(await store.ledger.sum(userId)).toBe(10_500);
  });

  it('refuses a charge the balance cannot cover and changes nothing', async () => {
    await expect(
      store.ledger.charge(userId, { millicredits: 501, reason: 'x', ref: 'c1' }),
    ).rejects.toMatchObject({
      code: 'INSUFFICIENT_CREDITS',
      message: 'Not enough credits',
      shortfall: { needed: 501, balance: 500 },
    });
    expect(await store.ledger.balance(userId)).toBe(500);
    expect(await store.ledger.hasRef(userId, 'c1')).toBe(false);
  });

  it('charges exactly down to zero', async () => {
    const result = await store.ledger.charge(userId, { millicredits: 500, reason: 'x', ref: 'c1' });
    expect(result.balance).toBe(0);
  });

  it('applies a batch of charges all or none, skipping refs already charged', async () => {
    const charges = (refs: string[]) => refs.map((ref) => ({ millicredits: 8, reason: 'enrich', ref }));
    expect(await store.ledger.chargeMany(userId, charges(['a', 'b', 'c']))).toEqual({
      applied: 3,
      millicredits: -24,
      balance: 476,
    });
    // a re-run of the same chunk plus one new profile pays only for the new one
    expect((await store.ledger.chargeMany(userId, charges(['a', 'b', 'c', 'd']))).balance).toBe(468);
    const tooMany = charges(Array.from({ length: 100 }, (_, i) => `big${i}`));
    await expect(store.ledger.chargeMany(userId, tooMany)).rejects.toMatchObject({
      code: 'INSUFFICIENT_CREDITS',
    });
    expect(await store.ledger.balance(userId)).toBe(468);
    expect(await store.ledger.sum(userId)).toBe(468);
  });

  it("refuses a ref that already belongs to another user's entry", async () => {
    const other = await createTestUser(store, 'other@example.com');
    await store.ledger.grant(other.id, { millicredits: 1000, reason: 'pack', ref: 'evt_shared' });
    await expect(
      store.ledger.grant(userId, { millicredits: 1000, reason: 'pack', ref: 'evt_shared' }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await store.ledger.balance(userId)).toBe(500);
  });

  it('rejects amounts that are not positive whole millicredits', async () => {
    for (const millicredits of [0, -5, 1.5, Number.NaN, '8' as unknown as number]) {
      await expect(
        store.ledger.grant(userId, { millicredits, reason: 'x', ref: `r${millicredits}` }),
      ).rejects.toMatchObject({
        code: 'INVALID_INPUT',
      });
    }
  });

  it('fails with NOT_FOUND for an unknown user', async () => {
    await expect(
      store.ledger.grant('nobody', { millicredits: 5, reason: 'x', ref: 'r' }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('keeps balance = sum(ledger) >= 0 over random grants, charges and repeated refs', async () => {
    const operation = fc.record({
      kind: fc.constantFrom('grant', 'charge', 'chargeMany'),
      amount: fc.integer({ min: 1, max: 2000 }),
      ref: fc.integer({ min: 0, max: 15 }).map((n) => `ref${n}`),
      extra: fc.array(
        fc.integer({ min: 0, max: 15 }).map((n) => `ref${n}`),
        { maxLength: 4 },
      ),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { maxLength: 25 }), async (operations) => {
        const user = await store.users.create({
          email: `p${Math.random().toString(36).slice(2)}@example.com`,
          first_name: 'P',
          last_name: 'T',
        });
        // refs are global, so each run gets its own namespace
        const scoped = (ref: string) => `${user.id}:${ref}`;
        const applied = new Map<string, number>();
        let expected = 500;
        for (const op of operations) {
          const before = await store.ledger.balance(user.id);
          try {
            if (op.kind === 'grant') {
              await store.ledger.grant(user.id, {
                millicredits: op.amount,
                reason: 'g',
                ref: scoped(op.ref),
              });
            } else if (op.kind === 'charge') {
              await store.ledger.charge(user.id, {
                millicredits: op.amount,
                reason: 'c',
                ref: scoped(op.ref),
              });
            } else {
              const refs = [op.ref, ...op.extra].map(scoped);
              await store.ledger.chargeMany(
                user.id,
                refs.map((ref) => ({ millicredits: op.amount, reason: 'c', ref })),
              );
            }
          } catch (error) {
            expect(error).toMatchObject({ code: 'INSUFFICIENT_CREDITS' });
            expect(await store.ledger.balance(user.id)).toBe(before);
          }
          const balance = (await store.ledger.balance(user.id)) ?? -1;
          expect(balance).toBe(await store.ledger.sum(user.id));
          expect(balance).toBeGreaterThanOrEqual(0);
          // a ref, once in the ledger, keeps its first delta forever
          for (const entry of await store.ledger.history(user.id, { limit: 500 })) {
            const seen = applied.get(entry.ref);
            if (seen !== undefined) expect(entry.delta).toBe(seen);
            applied.set(entry.ref, entry.delta);
          }
          expected = [...applied.values()].reduce((a, b) => a + b, 0);
          expect(balance).toBe(expected);
        }
      }),
      { numRuns: 60 },
    );
  });
});
