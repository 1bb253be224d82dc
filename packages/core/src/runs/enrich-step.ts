import { PROFILE_COST } from '../domain/credits.js';
import { InsufficientCreditsError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';
import { enrichList } from './enrichment.js';
import type { RunProgress } from './progress.js';
import type { RunHooksFor } from './provider-runs.js';
import type { RateLimiter } from './rate-limiter.js';
import { listTotals } from './totals.js';
import type { RunDeps } from './types.js';

/**
 * The enrichment step of a run (discovery's 'Enriching', custom's 'Looking up profiles'):
 * enriches the list's pending rows with progress after every chunk, counting what earlier runs
 * of the same list did. People enriched within the user's freshness window are reused at no
 * charge unless `refresh`. When the balance runs out mid-run, the run stops paused for credits
 * (INSUFFICIENT_CREDITS): the rows left unpaid stay pending, for a retry after a top-up.
 */
export async function enrichRunList(options: {
  deps: RunDeps;
  limiter: RateLimiter;
  userId: string;
  listId: string;
  sessionId: string | null;
  signal: AbortSignal;
  /** The job's provider runs: chunks in flight at a crash are followed, not started again. */
  runs?: RunHooksFor;
  /** Look every row up again and charge for it, even people enriched within the window. */
  refresh?: boolean;
  progress: RunProgress;
  stepIndex: number;
  /** Hears the user's balance after each charge (the job's `creditsChanged`). */
  onCharged?: (balance: number, charged: number) => void;
}): Promise<void> {
  const { deps, userId, listId, progress, stepIndex } = options;
  const before = await listTotals(deps.store, userId, listId);
  const doneBefore = before.rows - before.pending;
  const fraction = (done: number) => (before.rows === 0 ? 1 : (doneBefore + done) / before.rows);
  // JobProgress.failed counts every row kept with basic data only: not found, or lookup failed.
  await progress.report(stepIndex, fraction(0), {
    discovered: before.rows,
    enriched: before.enriched,
    failed: before.notFound + before.failed,
  });
  // spec §4 progress carries the notice: an outage says when the run goes on, then the notice
  // it had before comes back
  let counts = { enriched: before.enriched, failed: before.notFound + before.failed, done: 0 };
  const noticeBefore = progress.notice;
  const report = await enrichList({
    store: deps.store,
    scraper: deps.scraper,
    userId,
    listId,
    sessionId: options.sessionId,
    refresh: options.refresh,
    chunkSize: deps.chunkSize,
    concurrency: deps.concurrency,
    rateLimiter: options.limiter,
    signal: options.signal,
    logger: deps.logger,
    lowCreditsMillicredits: deps.lowCreditsMillicredits,
    onCharged: options.onCharged,
    onChunk: (now) => {
      counts = {
        enriched: before.enriched + now.enriched,
        failed: before.notFound + before.failed + now.notFound + now.failed,
        done: now.done,
      };
      return progress.report(stepIndex, fraction(now.done), {
        enriched: counts.enriched,
        failed: counts.failed,
      });
    },
    onWait: (resumeAt) => {
      progress.setNotice(resumeAt ? messages.waitingForProvider(resumeAt) : noticeBefore);
      return progress.report(stepIndex, fraction(counts.done), {
        enriched: counts.enriched,
        failed: counts.failed,
      });
    },
    outage: deps.outage,
    clock: deps.clock,
    runs: options.runs,
  });
  if (report.outOfCredits) {
    // issue 30: paused for credits, not completed: the unpaid rows stay pending (hidden), and a
    // retry after a top-up enriches them with no new discovery
    const after = await listTotals(deps.store, userId, listId);
    const balance = (await deps.store.ledger.balance(userId)) ?? 0;
    throw new InsufficientCreditsError(
      messages.runPausedForCredits(after.rows - after.pending, after.pending),
      {
        needed: PROFILE_COST,
        balance,
      },
    );
  }
}
