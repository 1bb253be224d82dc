import { openTestStore } from '@leadgen/test-utils/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from './open-store.js';

const T0 = new Date('2026-03-01T12:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const LEASE = 60_000;
const url = 'https://leadgen.example.com/reset-password';

let store: Store;
beforeEach(async () => {
  store = await openTestStore();
});
afterEach(() => store.close());

describe('reset mail queue repository', () => {
  it('hands out due rows oldest first, each to one owner while its lease lasts', async () => {
    await store.resetMailQueue.add({ email: 'ana@example.com', resetUrl: url }, T0);
    await store.resetMailQueue.add({ email: 'bea@example.com', resetUrl: url }, at(1000));
    expect(await store.resetMailQueue.claim('one', LEASE, T0)).toMatchObject({
      email: 'ana@example.com',
      reset_url: url,
      created_at: T0.toISOString(),
      attempts: 0,
    });
    // bea's row is not due before it was queued, and ana's is held
    expect(await store.resetMailQueue.claim('two', LEASE, T0)).toBeUndefined();
    expect(await store.resetMailQueue.claim('two', LEASE, at(1000))).toMatchObject({
      email: 'bea@example.com',
    });
    expect(await store.resetMailQueue.claim('three', LEASE, at(LEASE))).toBeUndefined();
    // ana's lease ended: another owner takes it, and the first can no longer settle it
    const again = await store.resetMailQueue.claim('three', LEASE, at(LEASE + 1));
    expect(again).toMatchObject({ email: 'ana@example.com' });
    expect(await store.resetMailQueue.remove(again?.id ?? '', 'one')).toBe(false);
    expect(await store.resetMailQueue.retryAt(again?.id ?? '', 'one', at(LEASE))).toBe(false);
    expect(await store.resetMailQueue.remove(again?.id ?? '', 'three')).toBe(true);
    expect(await store.resetMailQueue.count()).toBe(1);
  });

  it('puts a failed row off, counting the attempt and freeing it', async () => {
    await store.resetMailQueue.add({ email: 'ana@example.com', resetUrl: url }, T0);
    const row = await store.resetMailQueue.claim('one', LEASE, T0);
    expect(await store.resetMailQueue.retryAt(row?.id ?? '', 'one', at(30_000))).toBe(true);
    expect(await store.resetMailQueue.claim('two', LEASE, at(29_999))).toBeUndefined();
    expect(await store.resetMailQueue.claim('two', LEASE, at(30_000))).toMatchObject({ attempts: 1 });
  });
});
