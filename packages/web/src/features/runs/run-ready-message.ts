import type { RunResultJson } from '../../lib/api-types';
import { CHECK_MARK } from './components/InlineBanner';

const profiles = (count: number) => `${count} profile${count === 1 ? '' : 's'}`;

/**
 * What a completed run's banner says: the profiles found and, when the run reused people
 * enriched within the freshness window (issue 30), how many it enriched and how many it reused
 * at no charge ('✓ Your list is ready: 165 profiles found. 120 enriched, 45 already known (not
 * charged).'). The result's `enriched` counts the reused people too.
 */
export function runReadyMessage(result: RunResultJson | null): string {
  const ready = `${CHECK_MARK} Your list is ready: ${profiles(result?.profiles_found ?? 0)} found.`;
  const reused = result?.reused ?? 0;
  if (reused <= 0) return ready;
  const enriched = (result?.enriched ?? 0) - reused;
  return `${ready} ${enriched} enriched, ${reused} already known (not charged).`;
}
