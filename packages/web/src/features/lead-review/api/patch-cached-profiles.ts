import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { LeadReviewPage } from '../../../lib/api-types';
import type { LeadProfile } from '../lead-profile';
import { leadProfilesKey } from './lead-review-keys';

/** Every row of the list's pages loaded so far, under any filter, by id. */
export function cachedProfiles(client: QueryClient, listId: string): Map<string, LeadProfile> {
  const byId = new Map<string, LeadProfile>();
  for (const [, data] of client.getQueriesData<InfiniteData<LeadReviewPage>>({
    queryKey: leadProfilesKey(listId),
  })) {
    for (const page of data?.pages ?? []) for (const profile of page.profiles) byId.set(profile.id, profile);
  }
  return byId;
}

/**
 * Writes `patch` into the cached rows `ids` of every loaded page (a saved message shows at once
 * without reloading thousands of rows).
 */
export function patchCachedProfiles(
  client: QueryClient,
  listId: string,
  patches: ReadonlyMap<string, Partial<LeadProfile>>,
): void {
  client.setQueriesData<InfiniteData<LeadReviewPage>>({ queryKey: leadProfilesKey(listId) }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) =>
            page.profiles.some((profile) => patches.has(profile.id))
              ? {
                  ...page,
                  profiles: page.profiles.map((profile) => {
                    const patch = patches.get(profile.id);
                    return patch ? { ...profile, ...patch } : profile;
                  }),
                }
              : page,
          ),
        }
      : data,
  );
}
