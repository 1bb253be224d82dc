import type { InferResponseType } from 'hono/client';
import type { api } from './api';

/*
 * The API's answers as the browser receives them, each inferred from the server's route (one
 * place: features import these, never restate them). Money is in credits (1 credit = $1.00).
 */

/** A list row (GET /api/lists; spec §3 search_lists; cost in credits). */
export type ListJson = InferResponseType<typeof api.lists.$get, 200>['lists'][number];

/** A list with where it stands against what its runs found (GET /api/lists/:id). */
export type ListDetailJson = InferResponseType<(typeof api.lists)[':id']['$get'], 200>['list'];

/** One page of a list's lead review: rows, the next keyset cursor and the counts (GET /api/lists/:id/profiles). */
export type LeadReviewPage = InferResponseType<(typeof api.lists)[':id']['profiles']['$get'], 200>;

/** A campaign card with up to 3 preview profiles (GET /api/campaigns). */
export type CampaignSummary = InferResponseType<typeof api.campaigns.$get, 200>['campaigns'][number];

/** A campaign with its list and stats but not its profiles (GET /api/campaigns/:id). */
export type CampaignOverview = InferResponseType<(typeof api.campaigns)[':id']['$get'], 200>['campaign'];

/** One page of a campaign's profiles (GET /api/campaigns/:id/profiles, keyset paging). */
export type CampaignProfilesPage = InferResponseType<(typeof api.campaigns)[':id']['profiles']['$get'], 200>;

/** One page of the profile selector: rows, counts, the next offset and the insight (GET /api/profiles). */
export type SelectorPage = InferResponseType<typeof api.profiles.$get, 200>;

/** The follower bands and flags of a set of profiles (GET /api/lists/:id/insight, the selector's `insight`). */
export type ProfileInsightJson = InferResponseType<
  (typeof api.lists)[':id']['insight']['$get'],
  200
>['insight'];

/** A profile of the selector, with its list and `contacted` (GET /api/profiles). */
export type SelectorRow = SelectorPage['profiles'][number];

/** A job (GET /api/jobs/:id); its `result` is typed by its `kind`. */
export type JobJson = InferResponseType<(typeof api.jobs)[':id']['$get'], 200>['job'];

/** A discover, custom or watch job: its result is the run's counts, `charged` in credits. */
export type RunJobJson = Extract<JobJson, { kind: 'discover' | 'custom' | 'watch' }>;

/** A finished run's counts (`list_id`, `profiles_found`, `reused`, `charged` in credits…). */
export type RunResultJson = NonNullable<RunJobJson['result']>;

/** What starting a run answers: the queued job's id and its estimate (POST /api/lists/discovery, /custom). */
export type RunStart = InferResponseType<typeof api.lists.discovery.$post, 202>;

/**
 * A run's estimate before it starts (POST /api/lists/discovery/estimate, /custom/estimate): the
 * people already known, those to enrich, the cost in credits and core's `summary`.
 */
export type RunEstimateJson = InferResponseType<typeof api.lists.discovery.estimate.$post, 200>['estimate'];

/** What the credits menu offers (GET /api/credits/packs). */
export type CreditOffers = InferResponseType<typeof api.credits.packs.$get, 200>;

/** The web settings and what a discovery asks for (GET /api/config). */
export type PublicConfig = InferResponseType<typeof api.config.$get, 200>;

/** The signed-in user (GET /api/users/me; credits in credits). */
export type UserJson = InferResponseType<typeof api.users.me.$get, 200>['user'];
