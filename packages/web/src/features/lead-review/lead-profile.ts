import type { Profile } from '@leadgen/core/domain';

/** A row of the lead review list as GET /api/lists/:id/profiles answers it (spec §3 names). */
export type LeadProfile = Pick<
  Profile,
  | 'id'
  | 'username'
  | 'full_name'
  | 'profile_pic_url'
  | 'followers_count'
  | 'following_count'
  | 'follows_count'
  | 'posts_count'
  | 'is_verified'
  | 'is_private'
  | 'is_business_account'
  | 'is_business'
  | 'business_category'
  | 'biography'
  | 'message'
  | 'message_processed'
  | 'message_version'
  | 'is_new'
>;
