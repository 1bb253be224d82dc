import type { Profile } from '@leadgen/core/domain';
import type { InferResponseType } from 'hono/client';
import type { api } from '../../../lib/api';

/** What POST /api/lists/discovery and /custom answer: the queued job and its estimate (credits). */
export type RunStart = InferResponseType<typeof api.lists.discovery.$post, 202>;

/** A job as GET /api/jobs/:id answers it. */
export type RunJob = InferResponseType<(typeof api.jobs)[':id']['$get'], 200>['job'];

/** Where a run is: its step, percent and counts (the job's progress). */
export type RunProgress = NonNullable<RunJob['progress']>;

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
