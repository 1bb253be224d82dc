import { describe, expect, it } from 'vitest';
import { emptyCounters } from './counters.js';
import { FaultInjector } from './faults.js';
import { DEFAULT_SETTINGS, mergeSettings, type SettingsPatch } from './settings.js';

function injector(patch: SettingsPatch = {}, now = () => 0) {
  const settings = mergeSettings(DEFAULT_SETTINGS, patch);
  settings.faults.next = [...settings.faults.next];
  const counters = emptyCounters();
  return { faults: new FaultInjector(() => settings, counters, now), counters, settings };
}

describe('FaultInjector', () => {
  it('does nothing by default', () => {
    const { faults } = injector();
    for (let i = 0; i < 100; i++) expect(faults.decide('apify')).toEqual({ kind: 'none', truncate: false });
  });

  it('applies scripted faults once each, in order, to the service they name', () => {
    const { faults } = injector({
      faults: {
        next: [
          { service: 'gemini', status: 503 },
          { service: 'apify', status: 429, retryAfter: '2' },
          { reset: true },
          { truncate: true },
        ],
      },
    });
    expect(faults.decide('apify')).toEqual({ kind: 'status', status: 429, retryAfter: '2', capped: false });
    expect(faults.decide('apify')).toEqual({ kind: 'reset' });
    expect(faults.decide('stripe')).toEqual({ kind: 'none', truncate: true });
    expect(faults.decide('apify')).toEqual({ kind: 'none', truncate: false });
    expect(faults.decide('gemini')).toMatchObject({ kind: 'status', status: 503 });
  });

  it('caps requests per second per service over a sliding window, with Retry-After', () => {
    let clock = 10_000;
    const { faults } = injector({ faults: { maxRequestsPerSecond: 3, retryAfterSeconds: 1 } }, () => clock);
    const kinds = () => faults.decide('stripe').kind;
    expect([kinds(), kinds(), kinds(), kinds()]).toEqual(['none', 'none', 'none', 'status']);
    expect(faults.decide('gemini').kind).toBe('none');
    clock += 500;
    expect(faults.decide('stripe')).toEqual({ kind: 'status', status: 429, retryAfter: '1', capped: true });
    clock += 501;
    expect(kinds()).toBe('none');
  });

  it('caps Apify per resource, as Apify counts its rate limit', () => {
    const { faults } = injector({ faults: { maxRequestsPerSecond: 2 } }, () => 10_000);
    const starts = () => faults.decide('apify', '/v2/actors/a~b/runs').kind;
    expect([starts(), starts(), starts()]).toEqual(['none', 'none', 'status']);
    // another run, another dataset: other resources, under their own limit
    expect(faults.decide('apify', '/v2/actor-runs/r1').kind).toBe('none');
    expect(faults.decide('apify', '/v2/datasets/d1/items').kind).toBe('none');
  });

  it("sends no Retry-After with Apify's cap and random 429s, as Apify documents none", () => {
    const { faults } = injector({
      faults: { maxRequestsPerSecond: 1, errorRates: { 429: 1, 500: 0, 503: 0 } },
    });
    expect(faults.decide('apify')).toEqual({
      kind: 'status',
      status: 429,
      retryAfter: undefined,
      capped: false,
    });
    expect(faults.decide('apify')).toEqual({
      kind: 'status',
      status: 429,
      retryAfter: undefined,
      capped: true,
    });
  });

  it('keeps scripted run outcomes for the next runs, out of the way of request faults', () => {
    const { faults } = injector({
      faults: {
        next: [
          { service: 'apify', runStatus: 'FAILED' },
          { service: 'apify', status: 402 },
        ],
      },
    });
    expect(faults.decide('apify')).toEqual({
      kind: 'status',
      status: 402,
      retryAfter: undefined,
      capped: false,
    });
    expect(faults.decide('apify')).toEqual({ kind: 'none', truncate: false });
    expect(faults.takeRunOutcome()).toEqual({ service: 'apify', runStatus: 'FAILED' });
    expect(faults.takeRunOutcome()).toBeUndefined();
  });

  it('draws random faults from the seed: the same seed gives the same faults', () => {
    const draw = (seed: number) => {
      const { faults } = injector({
        seed,
        faults: { errorRates: { 429: 0.1, 500: 0.1, 503: 0.1 }, resetRate: 0.05 },
      });
      return Array.from({ length: 200 }, () => faults.decide('apify').kind);
    };
    const first = draw(7);
    expect(draw(7)).toEqual(first);
    expect(draw(8)).not.toEqual(first);
    const faulty = first.filter((kind) => kind !== 'none').length;
    expect(faulty).toBeGreaterThan(30);
    expect(faulty).toBeLessThan(110);
  });

  it('applies random faults only to the services listed', () => {
    const { faults } = injector({ faults: { errorRates: { 429: 0, 500: 1, 503: 0 }, services: ['gemini'] } });
    expect(faults.decide('apify').kind).toBe('none');
    expect(faults.decide('gemini')).toMatchObject({ kind: 'status', status: 500 });
  });

  it('holds Apify runs to the concurrency cap and records the peak', () => {
    const { faults, counters } = injector({ faults: { maxConcurrentRuns: 2 } });
    expect([faults.acquireRun(), faults.acquireRun(), faults.acquireRun()]).toEqual([true, true, false]);
    faults.releaseRun();
    expect(faults.acquireRun()).toBe(true);
    expect(counters.apify.peakConcurrentRuns).toBe(2);
    expect(faults.runsInFlight).toBe(2);
  });
});
