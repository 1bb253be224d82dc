import { describe, expect, it } from 'vitest';
import { ProviderError } from '../domain/errors.js';
import { nextActorMayHelp } from './actor-fallback.js';

describe('nextActorMayHelp', () => {
  it("hands over on the actor's own failures: missing, not permitted, input refused, run failed", () => {
    expect(
      nextActorMayHelp(new ProviderError('PROVIDER_AUTH', 'Apify has no actor x~y', { status: 404 })),
    ).toBe(true);
    expect(nextActorMayHelp(new ProviderError('PROVIDER_AUTH', 'not rented', { status: 403 }))).toBe(true);
    expect(nextActorMayHelp(new ProviderError('PROVIDER_AUTH', 'invalid-input', { status: 400 }))).toBe(true);
    expect(nextActorMayHelp(new ProviderError('PROVIDER_ERROR', 'The run ended TIMED-OUT'))).toBe(true);
    expect(nextActorMayHelp(new ProviderError('PROVIDER_ERROR', 'busy', { status: 503 }))).toBe(true);
  });

  it("keeps the account's refusals, which every actor shares, and anything not the provider's", () => {
    expect(nextActorMayHelp(new ProviderError('PROVIDER_AUTH', 'token rejected', { status: 401 }))).toBe(
      false,
    );
    expect(nextActorMayHelp(new ProviderError('PROVIDER_AUTH', 'no credits', { status: 402 }))).toBe(false);
    expect(nextActorMayHelp(new ProviderError('PROVIDER_RATE_LIMITED', 'slow down', { status: 429 }))).toBe(
      false,
    );
    expect(nextActorMayHelp(new Error('kill -9'))).toBe(false);
  });
});
