import { describe, expect, it } from 'vitest';
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
});
