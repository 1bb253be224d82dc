import type { Selectable } from 'kysely';
import type { Campaign } from '../domain/campaign.js';
import type { ConnectionType, EnrichmentStatus, Profile } from '../domain/profile.js';
import type { SearchList, SearchType } from '../domain/search-list.js';
import type { User } from '../domain/user.js';
import type { Engine } from './executor.js';
import type { CampaignsTable, ProfilesTable, SearchListsTable, UsersTable } from './schema.js';

// Rows to domain types: 0/1 (or PostgreSQL's booleans) to booleans, JSON text to values,
// bigint-ish numbers to numbers.

export const flag = (value: boolean | undefined): number => (value ? 1 : 0);
export const toBool = (value: unknown): boolean => value === 1 || value === true || value === '1';

export function parseJson<T>(text: string | null, fallback: T): T {
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** A text-array column as written: JSON text on SQLite, an array on PostgreSQL. */
export const textArray = (engine: Engine, values: readonly string[]): string | string[] =>
  engine === 'postgres' ? [...values] : JSON.stringify(values);

/** A text-array column as read, from either engine. */
export const readTextArray = (value: string | string[]): string[] =>
  Array.isArray(value) ? value : parseJson<string[]>(value, []);

export function toUser(row: Selectable<UsersTable>): User {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    instagram_username: row.instagram_username,
    industry: row.industry,
    referral_source: row.referral_source,
    credits: Number(row.credits),
    has_extension: toBool(row.has_extension),
    subscription_status: row.subscription_status,
    settings_version: Number(row.settings_version),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function toSearchList(row: Selectable<SearchListsTable>): SearchList {
  return {
    ...row,
    target_accounts: readTextArray(row.target_accounts),
    search_type: row.search_type as SearchType,
    profiles_found: Number(row.profiles_found),
    profile_count: Number(row.profile_rows),
    cost: Number(row.cost),
  };
}

export function toProfile(row: Selectable<ProfilesTable>): Profile {
  return {
    ...row,
    is_private: toBool(row.is_private),
    is_verified: toBool(row.is_verified),
    is_business_account: toBool(row.is_business_account),
    is_business: toBool(row.is_business),
    message_processed: toBool(row.message_processed),
    is_new: toBool(row.is_new),
    connection_type: row.connection_type as ConnectionType,
    enrichment_status: row.enrichment_status as EnrichmentStatus,
  };
}

export function toCampaign(row: Selectable<CampaignsTable>): Campaign {
  return {
    ...row,
    filters: parseJson<unknown>(row.filters, null),
    search_type: row.search_type as SearchType | null,
    messages_sent: Number(row.messages_sent),
    responses_received: Number(row.responses_received),
    send_rate_limit: Number(row.send_rate_limit),
  };
}
