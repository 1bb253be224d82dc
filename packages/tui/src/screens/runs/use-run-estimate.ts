import { estimateRun, type RunEstimate } from '@leadgen/core';
import { formatCredits, messages, profilesCovered } from '@leadgen/core/domain';
import { useEffect, useState } from 'react';
import { useApp } from '../../app-context.js';

/** What a form asks core to estimate: a discovery's or a custom list's validated fields. */
export type EstimateRequest =
  | { targets: string[]; type: 'followers' | 'following'; max: number; refresh?: true }
  | { usernames: string[]; refresh?: true };

/** The part of core's estimate a form shows. */
export type ShownEstimate = Pick<RunEstimate, 'profiles' | 'known' | 'toEnrich' | 'covered' | 'summary'>;

/** How long the form rests before core is asked again: a key typed sooner starts the wait over. */
export const ESTIMATE_DEBOUNCE_MS = 200;

/**
 * The estimate the form can make alone (spec §9: 0.008 credits a profile), as if nobody were
 * known: what is shown until core has answered for what the form holds now.
 */
export function localEstimate(profiles: number, millicredits: number, balance: number): ShownEstimate {
  return {
    profiles,
    known: 0,
    toEnrich: profiles,
    covered: profilesCovered(balance),
    summary: messages.runEstimate(profiles, 0, formatCredits(millicredits)),
  };
}

/**
 * Core's estimate of `request` (issue 30: the people already known are not charged), asked once
 * the form has rested `ESTIMATE_DEBOUNCE_MS`, and again when the balance changes; `fallback`
 * until core has answered for this request, and whenever there is none (the fields do not
 * validate yet). An answer for the same request stays shown while a newer one is asked.
 */
export function useRunEstimate(
  request: EstimateRequest | null,
  fallback: ShownEstimate,
  balance: number,
): ShownEstimate {
  const { deps } = useApp();
  const key = request ? JSON.stringify(request) : null;
  const [answer, setAnswer] = useState<{ key: string; estimate: RunEstimate } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the request; the balance asks again.
  useEffect(() => {
    if (!request || key === null) return;
    let current = true;
    const timer = setTimeout(() => {
      estimateRun(deps.store, deps.user.id, request).then(
        (estimate) => {
          if (current) setAnswer({ key, estimate });
        },
        // the local estimate stays shown; starting the run reports what is wrong
        () => {},
      );
    }, ESTIMATE_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, balance, deps]);
  return answer !== null && answer.key === key ? answer.estimate : fallback;
}
