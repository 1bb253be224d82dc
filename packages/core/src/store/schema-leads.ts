import type { Defaulted, Flag } from './schema-columns.js';

/** Lists, the people and profiles they found, and watches. (part of `Database`, schema.ts). */
export interface SearchListsTable {
  id: string;
  user_id: string;
  name: string;
  /** The usernames: JSON text of an array on SQLite, a text[] on PostgreSQL. */
  target_accounts: string | string[];
  search_type: string;
  max_profiles: number;
  profile_limit: number;
  instagram_session_id: string | null;
  status: string;
  profiles_found: Defaulted<number>;
  /** Millicredits charged for the list. */
  cost: Defaulted<number>;
  error: string | null;
  /** How many profile rows the list holds (kept with every insert and delete). */
  profile_rows: Defaulted<number>;
  /** Bumped with every change to the list's profile rows (cache validation). */
  data_version: Defaulted<number>;
  /** Set when the user deleted the list while campaigns still hold some of its profiles. */
  deleted_at: string | null;
  /** Rows whose person's fresh enrichment was reused, at no charge (issue 30). */
  profiles_reused: Defaulted<number>;
  /** Bumped by every rename; a rename of an older one is refused (migration 0013). */
  version: Defaulted<number>;
  created_at: string;
  updated_at: string;
}

/** One target of a discovery list: how complete its collection is (issue 34, migration 0015). */
export interface ListCompletenessTable {
  search_list_id: string;
  user_id: string;
  target: string;
  /** Its place among the list's targets. */
  position: number;
  /** What it was asked for: its share of the list's maximum. */
  requested: number;
  reported: number | null;
  collected: number;
  unique_count: number;
  already_known: number;
  reason: string | null;
  /** JSON `[{ actor, delivered }]`: which actor of the chain delivered how many (migration 0016). */
  actors: string | null;
  updated_at: string;
}

/**
 * A person (migration 0012): one Instagram account of a user's, keyed on its numeric id when a
 * provider gave it, on its username until then; a rename updates the username. Its enriched
 * fields and `enriched_at` are the truth its list rows copy.
 */
export interface PeopleTable {
  id: string;
  user_id: string;
  instagram_user_id: string | null;
  username: string;
  full_name: string | null;
  is_private: Flag;
  is_verified: Flag;
  profile_pic_url: string | null;
  posts_count: number | null;
  followers_count: number | null;
  follows_count: number | null;
  following_count: number | null;
  is_business_account: Flag;
  is_business: Flag;
  business_category: string | null;
  biography: string | null;
  email: string | null;
  phone: string | null;
  url: string | null;
  enrichment_status: Defaulted<string>;
  enriched_at: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * A list's row: the membership of a person in a list (who it found, from which target), with a
 * copy of the person's fields for the list's reads and the list's own message.
 */
export interface ProfilesTable {
  id: string;
  user_id: string;
  search_list_id: string;
  /** The person this row is of (migration 0012). */
  person_id: string | null;
  username: string;
  full_name: string | null;
  instagram_user_id: string | null;
  is_private: Flag;
  is_verified: Flag;
  profile_pic_url: string | null;
  connection_type: string;
  source_username: string;
  posts_count: number | null;
  followers_count: number | null;
  follows_count: number | null;
  following_count: number | null;
  is_business_account: Flag;
  is_business: Flag;
  business_category: string | null;
  biography: string | null;
  email: string | null;
  phone: string | null;
  url: string | null;
  message: string | null;
  message_processed: Flag;
  /** Bumped by every write of `message` (migration 0013). */
  message_version: Defaulted<number>;
  enriched_at: string | null;
  enrichment_status: Defaulted<string>;
  enrichment_error: string | null;
  /** A watch's new person the user has not seen yet (migration 0015). */
  is_new: Defaulted<number | boolean>;
  created_at: string;
}

/** A watch of a target's followers or followings on a schedule (migration 0015). */
export interface WatchesTable {
  id: string;
  user_id: string;
  target_username: string;
  search_type: string;
  every_seconds: number;
  /** The most people one run collects. */
  max_profiles: number;
  /** Its list, which grows by the people each run sees first. */
  search_list_id: string;
  next_run_at: string;
  /** The job of the run queued or running: never two at once. */
  active_job_id: string | null;
  last_job_id: string | null;
  last_run_at: string | null;
  last_added: number | null;
  last_missed: number | null;
  /** Millicredits the last run charged. */
  last_charged: number | null;
  reported_count: number | null;
  previous_reported_count: number | null;
  created_at: string;
  updated_at: string;
}

/** A person a watch has seen, and the job that first saw them (migration 0015). */
export interface WatchSeenTable {
  watch_id: string;
  person_id: string;
  job_id: string;
  seen_at: string;
}
