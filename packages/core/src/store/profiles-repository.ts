import type { ProfileDetails } from '../domain/profile.js';
import { enrichmentQueueRepository } from './enrichment-queue-repository.js';
import type { Executor, StoreDeps } from './executor.js';
import { leadReviewRepository } from './lead-review-repository.js';
import { membershipsRepository } from './memberships-repository.js';
import { selectorRepository } from './selector-repository.js';

export type { EnrichmentOutcome, PendingRow } from './enrichment-queue-repository.js';
export type { ProfilePage } from './lead-review-repository.js';
export type { NewProfile } from './memberships-repository.js';
export type { SelectableProfile, SelectorProfile } from './selector-repository.js';
export type { ProfileDetails };

/**
 * Discovered profiles (spec §7 "profiles (discovered)"): a list's rows as memberships of people
 * (`membershipsRepository`), the enrichment queue that settles them, lead review's reads of one
 * list, and the campaign selector's reads across lists. Every method is scoped to `userId`.
 */
export function profilesRepository(db: Executor, deps: StoreDeps) {
  return {
    ...membershipsRepository(db, deps),
    ...enrichmentQueueRepository(db, deps),
    ...leadReviewRepository(db, deps),
    ...selectorRepository(db, deps),
  };
}

export type ProfilesRepository = ReturnType<typeof profilesRepository>;
