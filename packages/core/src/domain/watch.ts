import { ValidationError } from './errors.js';
import { messages } from './messages.js';

/**
 * A watch of a target's followers or followings (issue 34), as front ends read it: its schedule,
 * its list, and the last run's new people and missed (`null` before a first run, or when the
 * target's count could not be read). `last_charged` is in millicredits.
 */
export interface Watch {
  id: string;
  user_id: string;
  target_username: string;
  search_type: 'followers' | 'following';
  every_seconds: number;
  max_profiles: number;
  search_list_id: string;
  next_run_at: string;
  active_job_id: string | null;
  last_job_id: string | null;
  last_run_at: string | null;
  last_added: number | null;
  last_missed: number | null;
  last_charged: number | null;
  reported_count: number | null;
  created_at: string;
}

/** The shortest schedule: a watch runs at most hourly (each run is a provider run that costs). */
export const MIN_WATCH_EVERY_SECONDS = 3600;
/** The longest schedule: 90 days. */
export const MAX_WATCH_EVERY_SECONDS = 90 * 86_400;

const UNITS: Record<string, number> = { m: 60, h: 3600, d: 86_400, w: 604_800 };

/**
 * Parses a watch's schedule as typed (`1d`, `12h`, `7d`, `2w`, `90m`) into seconds, at least an
 * hour and at most 90 days; a number of seconds passes as it is (the API's `every_seconds`).
 *
 * @example
 * parseWatchEvery('12h') // 43200
 */
export function parseWatchEvery(value: unknown): number {
  let seconds: number | undefined;
  if (typeof value === 'number' && Number.isInteger(value)) seconds = value;
  else if (typeof value === 'string') {
    const match = /^\s*(\d+)\s*([mhdw])\s*$/i.exec(value);
    if (match) seconds = Number(match[1]) * (UNITS[(match[2] as string).toLowerCase()] as number);
  }
  if (seconds === undefined) throw new ValidationError(messages.watchEveryInvalid);
  if (seconds < MIN_WATCH_EVERY_SECONDS || seconds > MAX_WATCH_EVERY_SECONDS) {
    throw new ValidationError(messages.watchEveryRange);
  }
  return seconds;
}

/** A schedule in the shortest words: 86400 -> '1d', 43200 -> '12h', 5400 -> '90m'. */
export function formatWatchEvery(seconds: number): string {
  for (const unit of ['w', 'd', 'h'] as const) {
    const size = UNITS[unit] as number;
    if (seconds % size === 0) return `${seconds / size}${unit}`;
  }
  return `${Math.round(seconds / 60)}m`;
}
