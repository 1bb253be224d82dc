import { describe, expect, it } from 'vitest';
import type { ProfileDetails } from '../domain/profile.js';
import type { DiscoverRequest, LookupResult, Scraper } from '../providers/scraper.js';
import { emptyDiscoveryError } from './empty-discovery.js';

/** A scraper whose lookups answer from a table (a fake of the port, not of its subject). */
function lookups(profiles: Record<string, ProfileDetails | Error>): Scraper {
  return {
    sessionIdRequired: () => false,
    discover: async () => ({ profiles: [], dropped: 0, missingTargets: [] }),
    lookupProfiles: async (usernames) =>
      usernames.map((username): LookupResult => {
        const found = profiles[username];
        if (found instanceof Error) throw found;
        return found
          ? { username, ok: true, profile: found }
          : { username, ok: false, reason: 'Profile not found' };
      }),
  };
}

const request = (
  targets: string[],
  type: 'followers' | 'following' = 'followers',
  sessionId: string | null = null,
): DiscoverRequest => ({
  targets,
  type,
  max: 100,
  sessionId,
});
const empty = { profiles: [], dropped: 0, missingTargets: [] };

describe('emptyDiscoveryError', () => {
  it('names the targets the actor reported missing, without a lookup', async () => {
    const error = await emptyDiscoveryError(lookups({}), request(['a_b', 'c_d']), {
      ...empty,
      missingTargets: [{ username: 'c_d', reason: 'not_found' }],
    });
    expect(error).toMatchObject({
      code: 'NOT_FOUND',
      message:
        'No profiles were discovered: Instagram has no account @c_d. Please check your target accounts, then try again.',
    });
  });

  it('says the service failed when a public target has followers (or follows accounts)', async () => {
    const scraper = lookups({ big: { followers_count: 12_345, follows_count: 7, is_private: false } });
    expect((await emptyDiscoveryError(scraper, request(['big']), empty)).message).toBe(
      'The scraping service returned no followers for @big, which has 12,345 followers on Instagram. Nothing was charged. Please try again later.',
    );
    const following = await emptyDiscoveryError(scraper, request(['big'], 'following'), empty);
    expect(following).toMatchObject({ code: 'PROVIDER_ERROR' });
    expect(following.message).toBe(
      'The scraping service returned no followings for @big, which follows 7 accounts on Instagram. Nothing was charged. Please try again later.',
    );
  });

  it('explains private targets, unknown ones found by the lookup, and else gives the spec message', async () => {
    const scraper = lookups({
      shut: { followers_count: 90, is_private: true },
      lonely: { followers_count: 0 },
    });
    expect((await emptyDiscoveryError(scraper, request(['shut']), empty)).message).toBe(
      'No profiles were discovered: @shut is private, so the followers cannot be collected.',
    );
    expect((await emptyDiscoveryError(scraper, request(['nope']), empty)).message).toMatch(
      /has no account @nope\./,
    );
    expect((await emptyDiscoveryError(scraper, request(['lonely']), empty)).message).toBe(
      'No profiles were discovered. Please check your target accounts, then try again.',
    );
    // spec §8's words, session id included, when the actor logs in with one
    expect((await emptyDiscoveryError(scraper, request(['lonely'], 'followers', 's'), empty)).message).toBe(
      'No profiles were discovered. Please check your target accounts and session ID, then try again.',
    );
  });

  it("falls back to the spec's message when the lookup fails too", async () => {
    const error = await emptyDiscoveryError(
      lookups({ down: new Error('network') }),
      request(['down']),
      empty,
    );
    expect(error).toMatchObject({
      code: 'NOT_FOUND',
      message: expect.stringMatching(/^No profiles were discovered\./),
    });
  });
});
