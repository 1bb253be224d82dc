import { createTestUser, openTestStore } from '@leadgen/test-utils/core';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import type { JobPayloads } from '../jobs/job-types.js';
import { validateCustom } from './custom-input.js';
import { validateDiscovery } from './discovery-input.js';
import { type QueuedRun, queueRun } from './queue.js';

let store: Awaited<ReturnType<typeof openTestStore>>;
let userId: string;
beforeEach(async () => {
  store = await openTestStore();
  userId = (await createTestUser(store, 'ana@example.com')).id;
});
afterEach(() => store.close());

const discovery = (max: number) =>
  validateDiscovery({ targets: ['natgeo'], type: 'followers', max }, { sessionIdRequired: () => false });

describe('queueRun', () => {
  it('queues a run with its estimate, capped runs too', async () => {
    const { job, estimate } = await queueRun({ store }, userId, {
      kind: 'discover',
      payload: discovery(100),
    });
    expect(estimate).toEqual({
      profiles: 100,
      known: 0,
      toEnrich: 100,
      millicredits: 800,
      balance: 500,
      covered: 62,
      capped: true,
      summary: '100 profiles: $0.800',
    });
    expect(job).toMatchObject({
      kind: 'discover',
      status: 'queued',
      payload: { targets: ['natgeo'], max: 100 },
    });
    const custom = await queueRun({ store }, userId, {
      kind: 'custom',
      payload: validateCustom({ usernames: ['nasa', 'natgeo'] }),
    });
    expect(custom.estimate).toMatchObject({ profiles: 2, millicredits: 16, capped: false });
  });

  it("refuses a run the balance covers no profile of, with 'Not enough credits', queueing nothing", async () => {
    await store.ledger.charge(userId, { millicredits: 496, reason: 'test', ref: 'test:1' });
    const heard: unknown[] = [];
    const refused = queueRun(
      { store },
      userId,
      { kind: 'discover', payload: discovery(5) },
      { onEstimate: (estimate) => heard.push(estimate) },
    );
    // what the run needs and the balance, for front ends to say both
    await expect(refused).rejects.toMatchObject({
      code: 'INSUFFICIENT_CREDITS',
      message: 'Not enough credits',
      shortfall: { needed: 40, balance: 4 },
    });
    expect(heard).toEqual([
      {
        profiles: 5,
        known: 0,
        toEnrich: 5,
        millicredits: 40,
        balance: 4,
        covered: 0,
        capped: true,
        summary: '5 profiles: $0.040',
      },
    ]);
    expect(await store.jobs.list(userId)).toEqual([]);
  });

  // issue 37: a run is validated once, where it is queued, and its handler trusts the payload;
  // the types make the queue the only way in (tsc checks these, as it does every test)
  it('takes only what validation returned, never a literal of the same shape', () => {
    const literal = { targets: ['natgeo'], type: 'followers' as const, max: 100, sessionId: null };
    expectTypeOf(literal).not.toExtend<QueuedRun['payload']>();
    expectTypeOf(literal).not.toExtend<JobPayloads['discover']>();
    expectTypeOf({ usernames: ['nasa'], sessionId: null }).not.toExtend<JobPayloads['custom']>();
    expectTypeOf(discovery(100)).toExtend<JobPayloads['discover']>();
    expectTypeOf(validateCustom({ usernames: ['nasa'] })).toExtend<JobPayloads['custom']>();
    // the mark is the type checker's alone: the payload stored is the plain object
    expect(discovery(100)).toEqual(literal);
  });
});
