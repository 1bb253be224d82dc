import { LeadgenError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';
import type { DiscoverRequest, DiscoverResult, LookupResult, Scraper } from '../providers/scraper.js';

const handles = (usernames: readonly string[]) => usernames.map((username) => `@${username}`).join(', ');

/**
 * Why a discovery found no one, as the error its list fails with (nothing is charged: the list
 * has no rows). Targets the service reported missing are named ('Instagram has no account…').
 * Otherwise the targets are looked up: private ones cannot be scraped; public ones that do have
 * followers (or followings) mean the actor "succeeded" without doing its job, which is said as
 * such (a provider error, worth trying again later). Targets with no one, or a lookup that fails
 * too, give spec §8's 'No profiles were discovered…'. `known` are lookups of the targets the run
 * already made (issue 34's reported counts): they are not made again.
 */
export async function emptyDiscoveryError(
  scraper: Scraper,
  request: DiscoverRequest,
  result: DiscoverResult,
  known: readonly LookupResult[] = [],
): Promise<LeadgenError> {
  const noOne = new LeadgenError(
    'NOT_FOUND',
    request.sessionId === null ? messages.noProfilesDiscoveredNoSession : messages.noProfilesDiscovered,
  );
  const missing = new Set(result.missingTargets.map((target) => target.username));
  if (missing.size > 0) return new LeadgenError('NOT_FOUND', messages.targetsNotFound(handles([...missing])));
  let lookups: readonly LookupResult[] = known;
  if (lookups.length === 0) {
    try {
      lookups = await scraper.lookupProfiles(request.targets, request.sessionId, { signal: request.signal });
    } catch (error) {
      if (request.signal?.aborted) throw error;
      return noOne;
    }
  }
  const found = lookups.flatMap((lookup) =>
    lookup.ok ? [{ username: lookup.username, ...lookup.profile }] : [],
  );
  const gone = lookups.filter((lookup) => !lookup.ok).map((lookup) => lookup.username);
  if (gone.length === request.targets.length)
    return new LeadgenError('NOT_FOUND', messages.targetsNotFound(handles(gone)));
  const count = (profile: (typeof found)[number]) =>
    (request.type === 'followers' ? profile.followers_count : profile.follows_count) ?? 0;
  const reachable = found.filter((profile) => !profile.is_private && count(profile) > 0);
  if (reachable.length > 0) {
    const total = reachable.reduce((sum, profile) => sum + count(profile), 0);
    // a LeadgenError with the provider's code: its message already says what was charged and what to do
    return new LeadgenError(
      'PROVIDER_ERROR',
      messages.emptyDiscoveryRun(request.type, handles(reachable.map((profile) => profile.username)), total),
    );
  }
  const closed = found.filter((profile) => profile.is_private).map((profile) => profile.username);
  if (closed.length > 0)
    return new LeadgenError('NOT_FOUND', messages.targetsPrivate(handles(closed), request.type));
  return noOne;
}
