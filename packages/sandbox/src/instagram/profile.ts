import { logNormal, pick, type Random, randomFor } from '../random.js';
import { biography, businessCategory, NICHES, pickIndustry } from './bios.js';
import { asciiFold } from './names.js';
import { nameFromUsername, randomName } from './usernames.js';

/** A profile as the profile actor returns it (spec §7 profile batch fields, plus id and links). */
export interface SyntheticProfile {
  id: string;
  username: string;
  fullName: string;
  profilePicUrl: string;
  profilePicUrlHD: string;
  postsCount: number;
  followersCount: number;
  followsCount: number;
  private: boolean;
  verified: boolean;
  isBusinessAccount: boolean;
  businessCategoryName: string | null;
  biography: string;
  externalUrl: string | null;
}

/** Share of usernames that belong to no account (lookups return nothing for them). */
export const MISSING_SHARE = 0.03;

/** False for the ~3% of usernames that "do not exist": deterministic per seed and username. */
export function profileExists(seed: number, username: string): boolean {
  return randomFor(seed, `exists:${username}`)() >= MISSING_SHARE;
}

/** A synthetic account's numeric id, as Instagram's are (digits, as a string). */
export function instagramId(seed: number, username: string): string {
  return String(100_000_000 + Math.floor(randomFor(seed, `id:${username}`)() * 59_900_000_000));
}

/**
 * The first draws of a profile, in order: verified, business, private, industry. Shared by the
 * profile and by `accountNiche`, so the niche is the industry the profile's bio is written in.
 */
function profileHead(random: Random) {
  const verified = random() < 0.02;
  const isBusinessAccount = random() < 0.15;
  // Business accounts cannot be private on Instagram: draw private among the others so that
  // about 10% of all accounts are.
  const isPrivate = !isBusinessAccount && random() < 0.1 / 0.85;
  const industry = pickIndustry(random);
  return { verified, isBusinessAccount, isPrivate, industry };
}

/**
 * The niche of the account `username` (its first handle): the industry its profile is drawn in
 * ('fitness', 'travel'… bios.ts `NICHES`), whose bio and business category read that way when
 * they name a line of work. Accounts of one niche share part of their followers.
 */
export function accountNiche(seed: number, username: string): string {
  return NICHES[profileHead(randomFor(seed, `profile:${username}`)).industry] as string;
}

/**
 * The profile behind `username`, derived only from the seed and the username, or null when the
 * username does not exist. Counts are log-normal (median follower count a few hundred, a long
 * tail to millions); about 10% are private, 2% verified and 15% business accounts; the picture
 * is the sandbox's own avatar at `${baseUrl}/avatars/<username>.svg`.
 */
export function syntheticProfile(seed: number, username: string, baseUrl: string): SyntheticProfile | null {
  if (!profileExists(seed, username)) return null;
  const random = randomFor(seed, `profile:${username}`);
  const { verified, isBusinessAccount, isPrivate, industry } = profileHead(random);
  const fromHandle = nameFromUsername(username);
  const drawn = randomName(random);
  const first = fromHandle?.first ?? drawn.first;
  const last = fromHandle ? (fromHandle.last ?? (random() < 0.5 ? drawn.last : '')) : drawn.last;
  const fullName = random() < 0.06 ? '' : `${first}${last ? ` ${last}` : ''}`;
  let followersCount = logNormal(random, Math.log(400), 2.1);
  if (verified) followersCount *= 30 + random() * 400;
  if (isBusinessAccount) followersCount *= 2;
  const followsCount = Math.min(7500, Math.round(logNormal(random, Math.log(450), 0.9)));
  const postsCount = Math.round(logNormal(random, Math.log(isPrivate ? 30 : 90), 1.2));
  const mailbox = asciiFold(first) || username.replace(/[^a-z]/g, '') || 'hello';
  const contact = {
    email: pick(random, [
      `${mailbox}@example.com`,
      `hello@${mailbox}.example.com`,
      `${mailbox}.work@example.org`,
    ]),
    phone: `+1 555 01${String(Math.floor(random() * 100)).padStart(2, '0')}`,
  };
  const avatar = `${baseUrl}/avatars/${encodeURIComponent(username)}.svg`;
  return {
    id: instagramId(seed, username),
    username,
    fullName,
    profilePicUrl: avatar,
    profilePicUrlHD: avatar,
    postsCount,
    followersCount: Math.round(followersCount),
    followsCount,
    private: isPrivate,
    verified,
    isBusinessAccount,
    businessCategoryName: isBusinessAccount ? businessCategory(random, industry) : null,
    biography: biography(random, industry, contact),
    externalUrl: random() < (isBusinessAccount ? 0.6 : 0.15) ? externalUrl(username, random()) : null,
  };
}

function externalUrl(username: string, roll: number): string {
  const slug = username.replace(/[._]+/g, '-').replace(/^-|-$/g, '');
  if (roll < 0.5) return `https://www.example.com/${slug}`;
  if (roll < 0.8) return `https://${slug}.example.org`;
  return `https://example.net/links/${slug}`;
}
