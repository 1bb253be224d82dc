import { InsufficientCreditsError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';
import type { Job } from '../jobs/job-types.js';
import type { Store } from '../store/open-store.js';
import { estimateRun, type RunEstimate } from './balance.js';
import type { CustomRequest } from './custom-input.js';
import type { DiscoveryRequest } from './discovery-input.js';

/**
 * A validated run to queue: its payload is what `validateDiscovery` / `validateCustom` returned
 * (only they make one), the one check a run's input gets (issue 37); the handler trusts it.
 */
export type QueuedRun =
  | { kind: 'discover'; payload: DiscoveryRequest }
  | { kind: 'custom'; payload: CustomRequest };

/**
 * Queues a discovery or custom run after the balance check (DESIGN.md §9, where the spec has
 * none): the estimate is taken first, a balance that covers no profile is refused with 'Not
 * enough credits', and a run it covers only in part is queued anyway (the run caps itself and
 * says so). Returns the queued job and the estimate to show. `onEstimate` hears the estimate
 * before the refusal, for a front end that shows it either way (the CLI's estimate line).
 *
 * @example
 * const run = validateDiscovery({ targets: ['natgeo'], type: 'followers', max: 50, sessionId });
 * const { job, estimate } = await queueRun({ store }, userId, { kind: 'discover', payload: run });
 */
export async function queueRun(
  deps: { store: Store },
  userId: string,
  run: QueuedRun,
  options: { onEstimate?: (estimate: RunEstimate) => void } = {},
): Promise<{ job: Job; estimate: RunEstimate }> {
  const estimate = await estimateRun(deps.store, userId, run.payload);
  options.onEstimate?.(estimate);
  // refused only when it would enrich nobody: people already known cost nothing (issue 30)
  if (estimate.covered === 0 && estimate.known === 0) {
    const { millicredits: needed, balance } = estimate;
    throw new InsufficientCreditsError(messages.notEnoughCredits, { needed, balance });
  }
  const job = await deps.store.jobs.enqueue(userId, run.kind, run.payload);
  return { job, estimate };
}
