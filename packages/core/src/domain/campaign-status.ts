import { ValidationError } from './errors.js';
import { messages } from './messages.js';
import { toWholeNumber } from './whole-number.js';

/** Every status a campaign can have (spec §4). */
export const CAMPAIGN_STATUSES = ['draft', 'active', 'paused', 'completed', 'archived'] as const;

/** One of `CAMPAIGN_STATUSES`. */
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** A new campaign's status, from a list or the profile selector (spec §4). */
export const DEFAULT_CAMPAIGN_STATUS: CampaignStatus = 'draft';

/** The badge colour of each status (spec §4: draft grey, active green, ...), as colour names. */
export const CAMPAIGN_BADGE_COLORS = {
  draft: 'gray',
  active: 'green',
  paused: 'yellow',
  completed: 'blue',
  archived: 'cyan',
} as const satisfies Record<CampaignStatus, string>;

/** The send rate a campaign gets when none or a bad one is given, per hour (spec §5, §9). */
export const SEND_RATE_DEFAULT = 10;

/** The lowest send rate per hour (spec §5, §9). */
export const SEND_RATE_MIN = 1;

/** The highest send rate per hour (spec §5, §9). */
export const SEND_RATE_MAX = 100;

/**
 * Reads a campaign status from outside (API, CLI; trimmed and lowercased). Anything that is not
 * one of `CAMPAIGN_STATUSES` is 'Invalid campaign status: {status}'. The edit screen may set any
 * status (spec §4); the campaigns list is limited by `assertListTransition`.
 *
 * @example
 * parseCampaignStatus(' Paused ') // 'paused'
 */
export function parseCampaignStatus(input: unknown): CampaignStatus {
  const status = typeof input === 'string' ? input.trim().toLowerCase() : '';
  const known = CAMPAIGN_STATUSES.find((candidate) => candidate === status);
  if (known === undefined) throw new ValidationError(messages.invalidCampaignStatus(String(input)));
  return known;
}

/** The one button the campaigns list offers for a status (spec §4), with the status it sets. */
export interface CampaignListAction {
  label: 'Pause' | 'Resume';
  to: CampaignStatus;
}

/**
 * What the campaigns list offers a campaign in `status` (spec §4: the only transitions there
 * are active to paused, 'Pause', and paused to active, 'Resume'); null for every other status.
 *
 * @example
 * campaignListAction('active') // { label: 'Pause', to: 'paused' }
 */
export function campaignListAction(status: CampaignStatus): CampaignListAction | null {
  const from = parseCampaignStatus(status);
  if (from === 'active') return { label: 'Pause', to: 'paused' };
  if (from === 'paused') return { label: 'Resume', to: 'active' };
  return null;
}

/**
 * Refuses a status change the campaigns list does not offer (spec §4), e.g. 'A draft campaign
 * cannot be set to active'. Both statuses must be valid.
 */
export function assertListTransition(from: CampaignStatus, to: CampaignStatus): void {
  const target = parseCampaignStatus(to);
  if (campaignListAction(from)?.to !== target) {
    throw new ValidationError(messages.invalidStatusTransition(parseCampaignStatus(from), target));
  }
}

/**
 * A campaign's send rate limit per hour (spec §5): an integer 1..100 (numeric strings accepted)
 * is kept; blank, invalid or out-of-range input becomes 10. Never throws, as the spec says.
 *
 * @example
 * parseSendRateLimit('25') // 25
 * parseSendRateLimit(500) // 10
 */
export function parseSendRateLimit(input: unknown): number {
  const rate = toWholeNumber(input);
  return rate !== undefined && rate >= SEND_RATE_MIN && rate <= SEND_RATE_MAX ? rate : SEND_RATE_DEFAULT;
}
