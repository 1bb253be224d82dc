import { staleSettings } from '../accounts/settings-version.js';
import { ValidationError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';
import type { Repositories } from '../store/open-store.js';
import { DEFAULT_FRESHNESS_DAYS } from '../store/people-repository.js';

/** The longest freshness window a user may choose, in days. */
export const MAX_FRESHNESS_DAYS = 365;

/** A user's freshness window (issue 30): enrichment younger than `days` is reused at no charge. */
export interface FreshnessSetting {
  days: number;
  /** True when the user has not chosen one (the default, 30 days). */
  isDefault: boolean;
  /** The settings' version: a save names the one it started from (issue 31). */
  version: number;
}

/**
 * The user's freshness window: a run reuses a person's enrichment younger than this many days
 * and charges nothing for it (issue 30: never pay twice).
 */
export async function freshnessSetting(
  deps: { store: Pick<Repositories, 'people' | 'users'> },
  userId: string,
): Promise<FreshnessSetting> {
  const [days, user] = await Promise.all([
    deps.store.people.freshnessDays(userId),
    deps.store.users.get(userId),
  ]);
  return { days, isDefault: days === DEFAULT_FRESHNESS_DAYS, version: Number(user?.settings_version ?? 1) };
}

/**
 * Sets the user's freshness window: a whole number of days from 0 (never reuse: every run pays
 * for every profile) to 365, as a number or text; null or '' puts back the default (30).
 * 'Freshness must be a whole number of days from 0 to 365' otherwise.
 *
 * @example
 * await updateFreshness({ store }, userId, '14') // { days: 14, isDefault: false }
 */
export async function updateFreshness(
  deps: { store: Pick<Repositories, 'people' | 'users'> },
  userId: string,
  value: unknown,
  check: { expectedVersion?: number } = {},
): Promise<FreshnessSetting> {
  const save = async (days: number | null) => {
    if (!(await deps.store.people.setFreshnessDays(userId, days, check))) {
      throw await staleSettings(deps.store.users.get(userId));
    }
    return freshnessSetting(deps, userId);
  };
  const text = typeof value === 'string' ? value.trim() : value;
  if (text === null || text === '' || text === undefined) return save(null);
  const days =
    typeof text === 'number'
      ? text
      : typeof text === 'string' && /^\d+$/.test(text)
        ? Number(text)
        : Number.NaN;
  if (!Number.isSafeInteger(days) || days < 0 || days > MAX_FRESHNESS_DAYS) {
    throw new ValidationError(messages.freshnessRange(MAX_FRESHNESS_DAYS));
  }
  return save(days);
}
