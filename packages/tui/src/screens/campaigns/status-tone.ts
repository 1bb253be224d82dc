import type { CampaignStatus } from '@leadgen/core/domain';
import type { Tone } from '../../theme.js';

/**
 * The tone of each campaign status, after the badge colours of spec §4 (draft grey, active
 * green, paused yellow, completed blue, archived cyan; core's `CAMPAIGN_BADGE_COLORS`), so
 * NO_COLOR turns them off like every other colour.
 */
export const STATUS_TONES: Record<CampaignStatus, Tone> = {
  draft: 'muted',
  active: 'success',
  paused: 'warning',
  completed: 'info',
  archived: 'accent',
};

/** A status's tone; an unknown status (a newer schema) is neutral. */
export const statusTone = (status: string): Tone | undefined =>
  (STATUS_TONES as Record<string, Tone | undefined>)[status];
