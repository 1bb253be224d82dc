import type { Profile } from '@leadgen/core/domain';
import type { InferResponseType } from 'hono/client';
import type { api } from '../../../lib/api';

/** The kinds of run these screens start (DESIGN.md §5). */
export type RunKind = 'discover' | 'custom';

/** What POST /api/lists/discovery and /custom answer: the queued job and its estimate (credits). */
export type RunStart = InferResponseType<typeof api.lists.discovery.$post, 202>;

/** A job as GET /api/jobs/:id answers it. */
export type RunJob = InferResponseType<(typeof api.jobs)[':id']['$get'], 200>['job'];

/** Where a run is: its step, percent and counts (the job's progress). */
export type RunProgress = NonNullable<RunJob['progress']>;

/** A finished run's result (charged in credits). */
export interface RunResult {
  listId: string;
  profilesFound: number;
  enriched: number;
  notFound: number;
  failed: number;
  charged: number;
  notice?: string;
}

/** A profile row of the results table (GET /api/lists/:id/profiles, spec §3 names). */
export type PreviewProfile = Pick<
  Profile,
  | 'id'
  | 'username'
  | 'full_name'
  | 'profile_pic_url'
  | 'followers_count'
  | 'following_count'
  | 'follows_count'
  | 'posts_count'
  | 'biography'
  | 'is_verified'
  | 'is_private'
>;

/** spec §4: 4 steps for discovery, 3 for custom. */
export const STEP_COUNTS: Record<RunKind, number> = { discover: 4, custom: 3 };

/** Job statuses after which nothing changes. */
export const isFinished = (status: string | undefined) =>
  status === 'completed' || status === 'failed' || status === 'canceled';
