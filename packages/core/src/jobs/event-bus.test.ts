import { testDatabase, testEngine } from '@leadgen/test-utils/core';
import { describe, expect, it, vi } from 'vitest';
import { openStore } from '../store/open-store.js';
import { createEventBus, type LeadgenEvent } from './event-bus.js';

const credits = (userId: string, balance: number): LeadgenEvent => ({ type: 'credits', userId, balance });

describe('createEventBus', () => {
  it("delivers a user's events to that user's listeners only", () => {
    const bus = createEventBus();
    const ana: LeadgenEvent[] = [];
    const ben: LeadgenEvent[] = [];
    bus.subscribe('ana', (event) => ana.push(event));
    bus.subscribe('ben', (event) => ben.push(event));
    bus.publish(credits('ana', 500));
    expect(ana).toEqual([credits('ana', 500)]);
    expect(ben).toEqual([]);
  });

  it('keeps a newer listener when an old unsubscribe is called twice', () => {
    const bus = createEventBus();
    const unsubscribeOld = bus.subscribe('ana', () => {});
    unsubscribeOld();
    const seen: LeadgenEvent[] = [];
    bus.subscribe('ana', (event) => seen.push(event));
    unsubscribeOld();
    bus.publish(credits('ana', 8));
    expect(seen).toEqual([credits('ana', 8)]);
  });

  it('reports a throwing listener and still delivers to the others', () => {
    const errors: unknown[] = [];
    const bus = createEventBus({ onListenerError: (error) => errors.push(error) });
    const seen: number[] = [];
    bus.subscribe('ana', () => {
      throw new Error('boom');
    });
    bus.subscribe('ana', () => seen.push(1));
    bus.publish(credits('ana', 1));
    expect(seen).toEqual([1]);
    expect(errors).toHaveLength(1);
  });

  it.runIf(testEngine === 'postgres')(
    'carries events between processes on one database, in order, each heard once',
    async () => {
      const { database, drop } = await testDatabase();
      const [one, two] = await Promise.all([openStore({ database }), openStore({ database })]);
      const [busOne, busTwo] = [createEventBus({ relay: one.relay }), createEventBus({ relay: two.relay })];
      await Promise.all([one.relay?.ready(), two.relay?.ready()]);
      const heardOne: number[] = [];
      const heardTwo: number[] = [];
      busOne.subscribe('ana', (event) => event.type === 'credits' && heardOne.push(event.balance));
      busTwo.subscribe('ana', (event) => event.type === 'credits' && heardTwo.push(event.balance));
      const balances = Array.from({ length: 200 }, (_, i) => i);
      for (const balance of balances) busOne.publish(credits('ana', balance));
      await vi.waitFor(() => expect(heardTwo).toHaveLength(200), { timeout: 10_000 });
      expect(heardTwo).toEqual(balances);
      // the publisher heard each of its own events once, at once, and not again from the database:
      // once it hears an event the other bus published after them, any echo would have come first
      expect(heardOne).toEqual(balances);
      busTwo.publish(credits('ana', 1000));
      await vi.waitFor(() => expect(heardOne.at(-1)).toBe(1000), { timeout: 10_000 });
      expect(heardOne).toEqual([...balances, 1000]);
      busOne.close();
      busTwo.close();
      await Promise.all([one.close(), two.close()]);
      await drop();
    },
  );
});
