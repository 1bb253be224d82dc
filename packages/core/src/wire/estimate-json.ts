import type { z } from 'zod';
import { balanceNote, millicreditsToCredits } from '../domain/credits.js';
import type { RunEstimate } from '../runs/balance.js';
import type { estimateJsonSchema } from './json-schemas.js';

/**
 * A run's estimate (spec §9) in credits, with the notice to show when the balance caps the run
 * (DESIGN.md §9), the people already known (reused at no charge, issue 30), the profiles to
 * enrich and pay for, and core's summary ('300 profiles: 180 already known, 120 to enrich: $0.960').
 */
export function estimateJson(estimate: RunEstimate): z.infer<typeof estimateJsonSchema> {
  return {
    profiles: estimate.profiles,
    known: estimate.known,
    to_enrich: estimate.toEnrich,
    cost: millicreditsToCredits(estimate.millicredits),
    balance: millicreditsToCredits(estimate.balance),
    covered: estimate.covered,
    capped: estimate.capped,
    notice: balanceNote(estimate.toEnrich, estimate.covered, estimate.known),
    summary: estimate.summary,
  };
}
