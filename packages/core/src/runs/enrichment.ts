import { chargeForProfiles, formatCredits, PROFILE_COST, profilesCovered } from '../domain/credits.js';
import { hasErrorCode, LeadgenError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';
import type { LookupResult, Scraper } from '../providers/scraper.js';
import { chunks } from '../store/executor.js';
import type { LedgerResult } from '../store/ledger-repository.js';
import type { Repositories, Store } from '../store/open-store.js';
import type { EnrichmentOutcome, PendingRow } from '../store/profiles-repository.js';
import { emitLowCredits } from '../webhooks/low-credits.js';
import {
  DEFAULT_OUTAGE_POLICY,
  isPassingProviderError,
  type OutageClock,
  OutageGate,
  type OutagePolicy,
  REAL_CLOCK,
} from './outage.js';
import { lookupKey, type RunHooksFor } from './provider-runs.js';
import { type RateLimiter, UNLIMITED } from './rate-limiter.js';
import { chargeRef, pendingRows } from './totals.js';

/** Enrichment's defaults (DESIGN.md §5, instead of the spec's batches of 8 with 500 ms pauses). */
export const DEFAULT_CHUNK_SIZE = 25;
export const DEFAULT_CONCURRENCY = 4;

/** What enriching one list needs. */
export interface EnrichListOptions {
  store: Store;
  scraper: Scraper;
  userId: string;
  listId: string;
  /** Sent to the profile actor when given; a credential, never logged. */
  sessionId: string | null;
  /**
   * Look every row up again and charge for it, even a person enriched within the user's
   * freshness window (issue 30's `--refresh`); by default such people are reused at no charge.
   */
  refresh?: boolean;
  chunkSize?: number;
  concurrency?: number;
  rateLimiter?: RateLimiter;
  /** Stops the run after the chunks in flight; `enrichList` then throws `signal.reason`. */
  signal?: AbortSignal;
  /** Called after every committed chunk, one call at a time. */
  onChunk?: (progress: EnrichmentProgress) => Promise<void>;
  /**
   * Called with the user's balance (millicredits) after each chunk's charge is committed, and
   * what the charge took (millicredits, above 0).
   */
  onCharged?: (balance: number, charged: number) => void;
  /** Called when an outage pauses the run (with the time it resumes at), and with null after. */
  onWait?: (resumeAt: Date | null) => Promise<void>;
  /** How the run rides out a provider outage; `DEFAULT_OUTAGE_POLICY` when absent. */
  outage?: OutagePolicy;
  /** The outage pauses' clock; real time when absent. */
  clock?: OutageClock;
  /** Each chunk's provider run by its rows (`lookupKey`): followed after a crash, saved as it starts. */
  runs?: RunHooksFor;
  logger?: (line: string, error?: unknown) => void;
  /** The balance (millicredits) a charge crossing below sends `credits.low` (issue 35). */
  lowCreditsMillicredits?: number;
}

/** A profile kept with basic data only, and why (CONVENTIONS.md 6: per-item results). */
export interface EnrichmentMiss {
  username: string;
  status: 'not_found' | 'failed';
  reason: string;
}

/** What one `enrichList` call did. */
export interface EnrichmentReport {
  enriched: number;
  /** Rows settled from their person's fresh enrichment, at no charge (included in `enriched`). */
  reused: number;
  notFound: number;
  failed: number;
  /** Millicredits charged by this call. */
  charged: number;
  misses: EnrichmentMiss[];
  /** True when a charge could not be covered: enrichment stopped, the rest is left pending. */
  outOfCredits: boolean;
}

/** Where an `enrichList` call is: `done` of the `total` rows it found pending are committed. */
export interface EnrichmentProgress extends Omit<EnrichmentReport, 'misses' | 'outOfCredits'> {
  done: number;
  total: number;
}

type Row = PendingRow;

const countsOf = ({ misses: _misses, outOfCredits: _out, ...counts }: EnrichmentReport) => counts;

/** Rows settled from fresh people per transaction. */
const REUSE_BATCH = 500;

/**
 * Settles the rows whose person was enriched within the user's freshness window (issue 30: never
 * pay twice) from the person, at no charge, noting what was reused in the ledger (a zero entry,
 * so the run's history says it); returns the rows still to look up, in order.
 */
async function reuseFresh(
  store: Store,
  userId: string,
  listId: string,
  rows: readonly Row[],
  report: EnrichmentReport,
): Promise<Row[]> {
  if (rows.length === 0) return [];
  const since = await store.people.freshSince(userId);
  const fresh = await store.people.freshEnrichment(
    userId,
    rows.flatMap((row) => (row.person_id ? [row.person_id] : [])),
    since,
  );
  if (fresh.size === 0) return [...rows];
  const reusable = rows.filter((row) => row.person_id && fresh.has(row.person_id));
  for (const batch of chunks(reusable, REUSE_BATCH)) {
    const settled = await store.transaction(async (tx) => {
      const count = await tx.profiles.settleFromPeople(userId, listId, batch, fresh);
      if (count > 0) {
        await tx.ledger.note(userId, {
          reason: messages.enrichmentReused(count, formatCredits(chargeForProfiles(count))),
          ref: `reuse:${listId}:${(batch[0] as Row).id}`,
        });
      }
      return count;
    });
    report.enriched += settled;
    report.reused += settled;
  }
  return rows.filter((row) => !(row.person_id && fresh.has(row.person_id)));
}

/** A count option: a whole number of 1 or more, or its default when absent. */
function countOption(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < 1)
    throw new RangeError(`${name} must be a whole number of 1 or more`);
  return value;
}

/** A chunk kept with basic data and why (its lookup failed). */
function failedOutcomes(chunk: readonly Row[], reason: string): EnrichmentOutcome[] {
  return chunk.map((row) => ({ id: row.id, status: 'failed', error: reason }));
}

/** The row's outcome from its lookup result (spec §7: a missing position means 'Profile not found'). */
function toOutcome(row: Row, result: LookupResult | undefined): EnrichmentOutcome {
  if (result?.ok) return { id: row.id, status: 'enriched', details: result.profile };
  return { id: row.id, status: 'not_found', error: result?.reason ?? messages.profileNotFound };
}

/**
 * Enriches every row of a list that has no `enriched_at` yet (DESIGN.md §5): usernames go to
 * `scraper.lookupProfiles` in chunks, `concurrency` chunks at once, each started under the rate
 * limiter. Each chunk's outcomes and its charges commit in one transaction, so a crash loses at
 * most the chunks in flight, a re-run skips what committed, and no profile is charged twice.
 *
 * spec §9 charges the profiles returned, kept and enriched: 8 millicredits per enriched profile
 * (ref `enrich:<listId>:<profileId>`). A profile Instagram does not have is kept as 'Profile not
 * found', and one whose lookup failed is kept with basic data and the reason: neither is charged.
 *
 * A lookup that fails with a passing error (5xx, 429, network, a failed run) goes back to the
 * queue; several in a row pause the run (`OutagePolicy`, `onWait`), which then goes on where it
 * stopped. Only when every pause is used are failing lookups recorded as failed. A rejected token
 * or a refused account fails the whole call instead, as every chunk would fail alike. When the
 * balance cannot cover a chunk, the part of it the balance covers is kept, enrichment stops
 * (`outOfCredits`) and the uncharged rows stay pending. On abort the chunks in flight finish and
 * commit, then `signal.reason` is thrown.
 */
export async function enrichList(options: EnrichListOptions): Promise<EnrichmentReport> {
  const { store, scraper, userId, listId, sessionId, signal } = options;
  const limiter = options.rateLimiter ?? UNLIMITED;
  const chunkSize = countOption('chunkSize', options.chunkSize, DEFAULT_CHUNK_SIZE);
  const lanes = countOption('concurrency', options.concurrency, DEFAULT_CONCURRENCY);
  const rows = await pendingRows(store, userId, listId);
  const report: EnrichmentReport = {
    enriched: 0,
    reused: 0,
    notFound: 0,
    failed: 0,
    charged: 0,
    misses: [],
    outOfCredits: false,
  };
  let done = 0;
  // issue 30: people enriched within the user's freshness window are not bought again
  const toLookUp = options.refresh ? rows : await reuseFresh(store, userId, listId, rows, report);
  done = rows.length - toLookUp.length;
  if (done > 0) await options.onChunk?.({ ...countsOf(report), done, total: rows.length });
  const queue = chunks(toLookUp, chunkSize);
  let fatal: { error: unknown } | undefined;
  let published: Promise<void> = Promise.resolve();
  const stopped = () => signal?.aborted === true || report.outOfCredits || fatal !== undefined;

  const gate = new OutageGate(
    options.outage ?? DEFAULT_OUTAGE_POLICY,
    options.clock ?? REAL_CLOCK,
    options.onWait ?? (async () => {}),
    signal,
  );

  /** The chunk's outcomes, or the reason its lookup failed when trying again later may help. */
  async function lookUp(chunk: Row[]): Promise<EnrichmentOutcome[] | { retry: string }> {
    try {
      // No signal: a chunk in flight is finished, not thrown away (the job's safe point).
      const run = options.runs?.(lookupKey(chunk.map((row) => row.id)));
      const results = await scraper.lookupProfiles(
        chunk.map((row) => row.username),
        sessionId,
        run ? { run } : undefined,
      );
      return chunk.map((row, index) => toOutcome(row, results[index]));
    } catch (error) {
      if (hasErrorCode(error, 'PROVIDER_AUTH')) throw error;
      if (isPassingProviderError(error)) return { retry: (error as Error).message };
      if (!(error instanceof LeadgenError)) options.logger?.('profile lookup failed', error);
      const reason = error instanceof LeadgenError ? error.message : messages.failedToFetchProfiles;
      return failedOutcomes(chunk, reason);
    }
  }

  /**
   * The charges of `chunk` but those of people another list enriched while the chunk was looked
   * up (two runs whose audiences overlap, side by side): their rows take this lookup at no charge,
   * so nobody pays twice for one person (issue 30). Their rows are locked first, so of two such
   * chunks the second to commit sees the first's enrichment.
   */
  async function unpaidPeople(
    tx: Repositories,
    chunk: readonly Row[],
    charges: readonly { millicredits: number; reason: string; ref: string }[],
  ): Promise<typeof charges> {
    const personOf = new Map(chunk.flatMap((row) => (row.person_id ? [[row.id, row.person_id]] : [])));
    if (personOf.size === 0) return charges;
    await tx.people.lock(userId, [...personOf.values()]);
    const fresh = await tx.people.freshEnrichment(
      userId,
      [...personOf.values()],
      await tx.people.freshSince(userId),
    );
    if (fresh.size === 0) return charges;
    const paidFor = new Set(
      chunk
        .filter((row) => row.person_id && fresh.has(row.person_id))
        .map((row) => chargeRef(listId, row.id)),
    );
    return charges.filter((charge) => !paidFor.has(charge.ref));
  }

  /**
   * Of a chunk the balance could not pay for in full, the part it pays for: every outcome that
   * costs nothing (not found, failed) and the enriched ones, in order, while the balance covers
   * them. The rest stay pending, so a resume after a top-up goes on from them.
   */
  async function affordablePart(chunk: Row[], outcomes: EnrichmentOutcome[]) {
    let covered = profilesCovered((await store.ledger.balance(userId)) ?? 0);
    const kept = outcomes.flatMap((outcome, index) => {
      if (outcome.status === 'enriched') {
        if (covered === 0) return [];
        covered--;
      }
      return [{ row: chunk[index] as Row, outcome }];
    });
    return { rows: kept.map((entry) => entry.row), outcomes: kept.map((entry) => entry.outcome) };
  }

  async function commit(chunk: Row[], outcomes: EnrichmentOutcome[], partial = false): Promise<void> {
    const charges = outcomes
      .filter((outcome) => outcome.status === 'enriched')
      .map((outcome) => ({
        millicredits: PROFILE_COST,
        reason: 'enrichment',
        ref: chargeRef(listId, outcome.id),
      }));
    let charged: LedgerResult | null;
    try {
      charged = await store.transaction(async (tx) => {
        const due = options.refresh ? charges : await unpaidPeople(tx, chunk, charges);
        await tx.profiles.recordEnrichment(userId, outcomes);
        if (due.length === 0) return null;
        const result = await tx.ledger.chargeMany(userId, due);
        await emitLowCredits(tx, userId, result, options.lowCreditsMillicredits);
        return result;
      });
    } catch (error) {
      // All or none: the chunk's rows stay pending, unpaid; what the balance covers of them is
      // kept, once (another run may have spent it meanwhile)
      if (!hasErrorCode(error, 'INSUFFICIENT_CREDITS')) throw error;
      report.outOfCredits = true;
      if (partial) return;
      const part = await affordablePart(chunk, outcomes);
      if (part.outcomes.length > 0 && part.outcomes.length < outcomes.length)
        await commit(part.rows, part.outcomes, true);
      return;
    }
    if (charged) {
      report.charged -= charged.millicredits; // a charge's net effect on the balance is negative
      options.onCharged?.(charged.balance, -charged.millicredits);
    }
    done += chunk.length;
    for (const [index, outcome] of outcomes.entries()) {
      if (outcome.status === 'enriched') report.enriched++;
      else {
        if (outcome.status === 'not_found') report.notFound++;
        else report.failed++;
        const username = chunk[index]?.username ?? '';
        report.misses.push({ username, status: outcome.status, reason: outcome.error });
      }
    }
    const snapshot = { ...countsOf(report), done, total: rows.length };
    const onChunk = options.onChunk;
    if (onChunk) {
      published = published.then(() => onChunk(snapshot));
      await published;
    }
  }

  async function lane(): Promise<void> {
    while (!stopped()) {
      await gate.ready();
      if (stopped()) return;
      const chunk = queue.shift();
      if (!chunk) return;
      try {
        await limiter.acquire(signal);
      } catch (error) {
        queue.unshift(chunk);
        if (signal?.aborted) return;
        throw error;
      }
      if (stopped()) {
        queue.unshift(chunk);
        return;
      }
      const outcome = await lookUp(chunk);
      if (!('retry' in outcome)) {
        gate.succeeded();
        await commit(chunk, outcome);
      } else if (gate.exhausted) {
        await commit(chunk, failedOutcomes(chunk, outcome.retry));
      } else {
        // back of the queue: the other chunks go first, and it is tried again after any pause
        queue.push(chunk);
        gate.failed();
      }
    }
  }

  await Promise.all(
    Array.from({ length: lanes }, () =>
      lane().catch((error: unknown) => {
        fatal ??= { error };
      }),
    ),
  );
  if (fatal) throw fatal.error;
  if (signal?.aborted && queue.length > 0) throw signal.reason;
  return report;
}
