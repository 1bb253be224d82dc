/** A signed-up user (spec §3 `users`, with the spec's own-profile fields merged in, DESIGN.md §3). */
export interface User {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  instagram_username: string | null;
  industry: string | null;
  referral_source: string | null;
  /** Balance in millicredits (1 credit = 1000). */
  credits: number;
  has_extension: boolean;
  /** 'active' means Pro; anything else Free (spec §3). */
  subscription_status: string;
  /** Bumped by every change to the settings: a save names the one it started from (issue 31). */
  settings_version: number;
  created_at: string;
  updated_at: string;
}

/** The profile fields a user edits on the settings screen (spec §2 Settings). */
export interface UserProfileFields {
  first_name: string;
  last_name: string;
  instagram_username: string | null;
  industry: string | null;
  referral_source: string | null;
}
