import type { Profile } from '@leadgen/core/domain';
import type { JobJson } from '../../../lib/api-types';

/** Where a run is: its step, percent and counts (the job's progress). */
export type RunProgress = NonNullable<JobJson['progress']>;

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
