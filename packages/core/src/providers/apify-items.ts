import { z } from 'zod';
import { messages } from '../domain/messages.js';
import type { ProfileDetails } from '../domain/profile.js';
import { normalizeUsername, USERNAME_PATTERN } from '../domain/usernames.js';
import type { DiscoveredProfile, DiscoverResult, LookupResult } from './scraper.js';

const idValue = z.union([z.string(), z.number()]).nullish();

// spec §7 discovery response: username, full_name, user_id, is_private, is_verified, profile_pic_url.
// Scrapers name the id `id`, `pk` or `user_id`; all three are accepted.
const DiscoveryItem = z.object({
  username: z.string(),
  full_name: z.string().nullish(),
  id: idValue,
  pk: idValue,
  user_id: idValue,
  is_private: z.boolean().nullish(),
  is_verified: z.boolean().nullish(),
  profile_pic_url: z.string().nullish(),
});

/** A username as stored, or undefined when it is not one (spec §5 pattern after normalising). */
function validUsername(raw: string): string | undefined {
  const username = normalizeUsername(raw);
  return USERNAME_PATTERN.test(username) ? username : undefined;
}

const blankToNull = (text: string | null | undefined) => (text?.trim() ? text : null);

/**
 * An item that reports a failure instead of data: `error` or `errorDescription` set (the shape
 * Apify Store actors use for a username they could not scrape, e.g. `{ url, error: 'not_found',
 * errorDescription }`; reference/real-services.md).
 */
function errorOf(item: unknown): string | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const { error, errorDescription } = item as { error?: unknown; errorDescription?: unknown };
  if (typeof errorDescription === 'string' && errorDescription.trim()) return errorDescription.trim();
  if (typeof error === 'string' && error.trim()) return error.trim();
  return error ? 'error' : undefined;
}

/** The username an item names: `username`, else the handle in `inputUrl`, `url` or `input`. */
function namedUsername(item: unknown): string | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const fields = item as Record<string, unknown>;
  for (const key of ['username', 'inputUrl', 'url', 'input']) {
    const value = fields[key];
    if (typeof value !== 'string' || !value.trim()) continue;
    const handle = value.match(/instagram\.com\/([^/?#]+)/i)?.[1] ?? value;
    const username = validUsername(handle);
    if (username) return username;
  }
  return undefined;
}

/**
 * Validates a followers/following actor's items: an error item naming a target reports that
 * target as missing (a username Instagram does not have); any other item with no valid username
 * or with fields of the wrong type is dropped and counted; the rest are normalised, deduplicated
 * by username (first kept, the repeats counted) and capped at `max` (several targets each asked
 * for their share).
 */
export function parseDiscoveryItems(
  items: readonly unknown[],
  max: number,
  targets: readonly string[] = [],
  /** Where the actor puts the account id, first found wins (its contract's published output). */
  options: { idKeys?: readonly ('id' | 'pk' | 'user_id')[] } = {},
): DiscoverResult {
  const idKeys = options.idKeys ?? ['id', 'pk', 'user_id'];
  const profiles: DiscoveredProfile[] = [];
  const missingTargets: DiscoverResult['missingTargets'] = [];
  const seen = new Set<string>();
  let dropped = 0;
  // issue 34: repeats count as collected, not as unique (instagrapi#359: 3,898 returned, 3,584 unique)
  let repeated = 0;
  for (const raw of items) {
    const error = errorOf(raw);
    if (error !== undefined) {
      const target = namedUsername(raw);
      if (target && targets.includes(target)) missingTargets.push({ username: target, reason: error });
      else dropped++;
      continue;
    }
    const parsed = DiscoveryItem.safeParse(raw);
    const username = parsed.success ? validUsername(parsed.data.username) : undefined;
    if (!parsed.success || username === undefined) {
      dropped++;
      continue;
    }
    if (profiles.length >= max) continue;
    if (seen.has(username)) {
      repeated++;
      continue;
    }
    seen.add(username);
    const item = parsed.data;
    const id = idKeys.map((key) => item[key]).find((value) => value !== null && value !== undefined);
    profiles.push({
      username,
      full_name: blankToNull(item.full_name),
      instagram_user_id: id === null || id === undefined || id === '' ? null : String(id),
      is_private: item.is_private ?? false,
      is_verified: item.is_verified ?? false,
      profile_pic_url: blankToNull(item.profile_pic_url),
    });
  }
  return { profiles, dropped, missingTargets, repeated };
}

// A field of the wrong type is read as absent rather than sinking the whole profile.
const text = z.string().nullish().catch(undefined);
const count = z.number().nonnegative().nullish().catch(undefined);
const flag = z.boolean().nullish().catch(undefined);

// spec §7 profile batch: username, fullName, profilePicUrl, postsCount, followersCount,
// followsCount, private, verified, isBusinessAccount, biography (+ category, link, contacts).
const ProfileItem = z.object({
  // The account's numeric id, as the profile actors of Apify Store report it (`id`, digits as a
  // string); it is not in apify~instagram-profile-scraper's documented example, so an item
  // without it leaves the person keyed on the username (issue 30)
  id: z.union([z.string(), z.number()]).nullish().catch(undefined),
  username: text,
  fullName: text,
  profilePicUrl: text,
  profilePicUrlHD: text,
  postsCount: count,
  followersCount: count,
  followsCount: count,
  private: flag,
  verified: flag,
  isBusinessAccount: flag,
  businessCategoryName: text,
  biography: text,
  externalUrl: text,
  publicEmail: text,
  businessEmail: text,
  publicPhoneNumber: text,
  businessPhoneNumber: text,
});
type ProfileItem = z.infer<typeof ProfileItem>;

const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}/i;
const PHONE = /(?:\+|\b)\d[\d\s().-]{6,}\d\b/;

/** The first e-mail address and phone number written in a bio, if any. */
export function contactsFromBio(bio: string | null | undefined): {
  email: string | null;
  phone: string | null;
} {
  const email = bio?.match(EMAIL)?.[0] ?? null;
  const phone = bio?.match(PHONE)?.[0] ?? null;
  const digits = phone?.replace(/\D/g, '').length ?? 0;
  return { email, phone: digits >= 7 && digits <= 15 ? (phone as string).trim() : null };
}

/** A profile item in our column names (spec §3): fullName -> full_name, followsCount -> both counts… */
export function toProfileDetails(item: ProfileItem): ProfileDetails {
  const biography = blankToNull(item.biography);
  const fromBio = contactsFromBio(biography);
  const follows = item.followsCount ?? null;
  return {
    full_name: blankToNull(item.fullName),
    profile_pic_url: blankToNull(item.profilePicUrlHD) ?? blankToNull(item.profilePicUrl),
    posts_count: item.postsCount ?? null,
    followers_count: item.followersCount ?? null,
    follows_count: follows,
    following_count: follows,
    is_private: item.private ?? false,
    is_verified: item.verified ?? false,
    is_business_account: item.isBusinessAccount ?? false,
    is_business: item.isBusinessAccount ?? false,
    business_category: blankToNull(item.businessCategoryName),
    biography,
    email: blankToNull(item.publicEmail) ?? blankToNull(item.businessEmail) ?? fromBio.email,
    phone: blankToNull(item.publicPhoneNumber) ?? blankToNull(item.businessPhoneNumber) ?? fromBio.phone,
    url: blankToNull(item.externalUrl),
    instagram_user_id: item.id === undefined || item.id === null || item.id === '' ? null : String(item.id),
  };
}

/** Fields of which at least one makes an item a found profile rather than an empty shell. */
const DATA_FIELDS = [
  'fullName',
  'biography',
  'followersCount',
  'followsCount',
  'postsCount',
  'profilePicUrl',
] as const;
const hasData = (item: ProfileItem) =>
  DATA_FIELDS.some((field) => item[field] !== undefined && item[field] !== null);

/**
 * One result per input username, in input order. Items are matched by username (ignoring case
 * and '@', or the handle of `inputUrl`/`url`). An error item (`error`, `errorDescription`) or an
 * item with no profile data is 'Profile not found', never an empty "found" profile. An item
 * without a username stands for the input at its position only when it carries data and the
 * answer has exactly one item per input (spec §7 "matched to the input by position"), since
 * actors leave out or report usernames that do not exist. No item: 'Profile not found'.
 */
export function matchProfiles(usernames: readonly string[], items: readonly unknown[]): LookupResult[] {
  const parsed = items.map((raw) => {
    const item = ProfileItem.safeParse(raw);
    if (!item.success || errorOf(raw) !== undefined || !hasData(item.data)) return { raw, item: undefined };
    return { raw, item: item.data };
  });
  const byUsername = new Map<string, ProfileItem | undefined>();
  for (const { raw, item } of parsed) {
    const key = namedUsername(raw);
    if (key && !byUsername.has(key)) byUsername.set(key, item);
  }
  const aligned = items.length === usernames.length;
  return usernames.map((username, index) => {
    const key = normalizeUsername(username);
    let item = byUsername.get(key);
    const atPosition = parsed[index];
    if (!byUsername.has(key) && aligned && atPosition?.item && namedUsername(atPosition.raw) === undefined) {
      item = atPosition.item;
    }
    return item
      ? { username, ok: true, profile: toProfileDetails(item) }
      : { username, ok: false, reason: messages.profileNotFound };
  });
}
