import { describe, expect, it } from 'vitest';
import { ProviderError } from '../domain/errors.js';
import { DEFAULT_OUTAGE_POLICY, isPassingProviderError, withOutageRetry } from './outage.js';

/** A clock whose pauses are recorded and return at once, the time moving on by each. */
function recordedClock() {
  let now = Date.parse('2026-11-28T12:00:00Z');
  const pauses: number[] = [];
  return {
    pauses,
    clock: {
      now: () => now,
      sleep: async (ms: number) => {
        pauses.push(ms);
        now += ms;
      },
    },
  };
}

const blip = () => new ProviderError('PROVIDER_ERROR', 'Internal server error', { status: 503 });

describe('isPassingProviderError', () => {
  it('passes what may pass by itself, and not what the request or the account is', () => {
    expect(isPassingProviderError(blip())).toBe(true);
    expect(isPassingProviderError(new ProviderError('PROVIDER_ERROR', 'network (ECONNREFUSED)'))).toBe(true);
    expect(
      isPassingProviderError(new ProviderError('PROVIDER_RATE_LIMITED', 'slow down', { status: 429 })),
    ).toBe(true);
    expect(
      isPassingProviderError(new ProviderError('PROVIDER_ERROR', 'Input is not valid', { status: 400 })),
    ).toBe(false);
    expect(isPassingProviderError(new ProviderError('PROVIDER_AUTH', 'token', { status: 401 }))).toBe(false);
    expect(isPassingProviderError(new Error('disk full'))).toBe(false);
  });
});

describe('withOutageRetry', () => {
  it('tries again through an outage, pausing as enrichment does, and says when the next try is', async () => {
    const { pauses, clock } = recordedClock();
    const waits: (string | null)[] = [];
    let calls = 0;
    const value = await withOutageRetry(
      async () => {
        if (++calls <= 4) throw blip();
        return 'found';
      },
      { clock, onWait: async (at) => void waits.push(at?.toISOString() ?? null) },
    );
    expect(value).toBe('found');
    expect(calls).toBe(5);
    // three failures in a row pause 30 s; the fourth starts no pause of its own yet
    expect(pauses).toEqual([30_000]);
    expect(waits).toEqual(['2026-11-28T12:00:30.000Z', null]);
  });

  it('gives up once every pause is used, and at once on a failure that cannot pass', async () => {
    const { pauses, clock } = recordedClock();
    await expect(
      withOutageRetry(
        async () => {
          throw blip();
        },
        { clock, onWait: async () => {} },
      ),
    ).rejects.toMatchObject({ status: 503 });
    expect(pauses).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
    expect(pauses).toHaveLength(DEFAULT_OUTAGE_POLICY.maxPauses);

    const refused = recordedClock();
    let calls = 0;
    await expect(
      withOutageRetry(
        async () => {
          calls++;
          throw new ProviderError('PROVIDER_ERROR', 'Input is not valid', { status: 400 });
        },
        { clock: refused.clock, onWait: async () => {} },
      ),
    ).rejects.toMatchObject({ status: 400 });
    expect(calls).toBe(1);
    expect(refused.pauses).toEqual([]);
  });
});
