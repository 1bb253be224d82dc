import { sql } from 'kysely';
import { InsufficientCreditsError, LeadgenError, NotFoundError, ValidationError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';
import { chunks, clampLimit, type Executor, inTransaction, type StoreDeps } from './executor.js';

/** One grant or charge to apply. `ref` makes it idempotent: a ref already applied is skipped. */
export interface LedgerEntryInput {
  millicredits: number;
  reason: string;
  ref: string;
}

/** What an apply did: how many entries were new, their net effect, and the balance after. */
export interface LedgerResult {
  applied: number;
  millicredits: number;
  balance: number;
}

/** A row of a user's credit history. */
export interface LedgerEntry {
  id: number;
  delta: number;
  reason: string;
  ref: string;
  created_at: string;
}

function assertAmount(millicredits: unknown): asserts millicredits is number {
  if (typeof millicredits !== 'number' || !Number.isSafeInteger(millicredits) || millicredits <= 0) {
    throw new ValidationError(messages.invalidAmount);
  }
}

/**
 * The credits ledger (DESIGN.md §3): every change of a balance is a row with a unique `ref`,
 * written in the same transaction as the cached `users.credits`. Invariants: balance = sum of
 * the user's rows, balance >= 0, and a ref is applied at most once.
 */
export function ledgerRepository(db: Executor, deps: Pick<StoreDeps, 'now'>) {
  async function apply(userId: string, entries: { delta: number; reason: string; ref: string }[]) {
    return inTransaction(db, async (trx): Promise<LedgerResult> => {
      const user = await trx
        .selectFrom('users')
        .select('credits')
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!user) throw new NotFoundError(messages.userNotFound);
      const unique = [...new Map(entries.map((entry) => [entry.ref, entry])).values()];
      const createdAt = deps.now().toISOString();
      const inserted: { ref: string; delta: number }[] = [];
      for (const batch of chunks(unique, 500)) {
        const rows = await trx
          .insertInto('credit_ledger')
          .values(batch.map((entry) => ({ user_id: userId, ...entry, created_at: createdAt })))
          .onConflict((oc) => oc.column('ref').doNothing())
          .returning(['ref', 'delta'])
          .execute();
        inserted.push(...rows);
      }
      if (inserted.length < unique.length) {
        const insertedRefs = new Set(inserted.map((row) => row.ref));
        const skipped = unique.filter((entry) => !insertedRefs.has(entry.ref)).map((entry) => entry.ref);
        for (const batch of chunks(skipped, 500)) {
          const foreign = await trx
            .selectFrom('credit_ledger')
            .select('ref')
            .where('ref', 'in', batch)
            .where('user_id', '!=', userId)
            .executeTakeFirst();
          if (foreign) throw new LeadgenError('CONFLICT', messages.duplicateLedgerRef);
        }
      }
      const total = inserted.reduce((sum, row) => sum + Number(row.delta), 0);
      if (inserted.length === 0) return { applied: 0, millicredits: 0, balance: Number(user.credits) };
      const updated = await trx
        .updateTable('users')
        .set({ credits: sql<number>`credits + ${total}` })
        .where('id', '=', userId)
        .where(sql<number>`credits + ${total}`, '>=', 0)
        .returning('credits')
        .executeTakeFirst();
      // Throwing rolls back the ledger rows written above: a charge that cannot be covered changes nothing.
      if (!updated) {
        const balance = Number(user.credits);
        throw new InsufficientCreditsError(messages.notEnoughCredits, { needed: -total, balance });
      }
      return { applied: inserted.length, millicredits: total, balance: Number(updated.credits) };
    });
  }

  return {
    /** Adds credits once per `ref` (a webhook event, `signup:<userId>`, a manual top-up). */
    async grant(userId: string, entry: LedgerEntryInput): Promise<LedgerResult> {
      assertAmount(entry.millicredits);
      return apply(userId, [{ delta: entry.millicredits, reason: entry.reason, ref: entry.ref }]);
    },

    /** Takes credits once per `ref`; fails with INSUFFICIENT_CREDITS, changing nothing, when short. */
    async charge(userId: string, entry: LedgerEntryInput): Promise<LedgerResult> {
      assertAmount(entry.millicredits);
      return apply(userId, [{ delta: -entry.millicredits, reason: entry.reason, ref: entry.ref }]);
    },

    /**
     * Applies many charges at once, all or none (an enrichment chunk's per-profile charges).
     * Refs already applied are skipped, so re-running a chunk never charges twice.
     */
    async chargeMany(userId: string, entries: readonly LedgerEntryInput[]): Promise<LedgerResult> {
      for (const entry of entries) assertAmount(entry.millicredits);
      return apply(
        userId,
        entries.map((entry) => ({ delta: -entry.millicredits, reason: entry.reason, ref: entry.ref })),
      );
    },

    /**
     * Writes a zero entry once per `ref`: a history line that changes no balance (what a run
     * reused at no charge, issue 30).
     */
    async note(userId: string, entry: { reason: string; ref: string }): Promise<LedgerResult> {
      return apply(userId, [{ delta: 0, reason: entry.reason, ref: entry.ref }]);
    },

    /** The cached balance in millicredits; undefined for an unknown user. */
    async balance(userId: string): Promise<number | undefined> {
      const row = await db.selectFrom('users').select('credits').where('id', '=', userId).executeTakeFirst();
      return row ? Number(row.credits) : undefined;
    },

    /** The sum of the user's ledger rows: equals `balance` whenever the invariant holds. */
    async sum(userId: string): Promise<number> {
      const row = await db
        .selectFrom('credit_ledger')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('delta'), sql<number>`0`).as('total'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    /**
     * The sum of the user's ledger rows whose ref starts with `prefix` (a list's charges are
     * `enrich:<listId>:<profileId>`): negative for charges.
     */
    async sumByRefPrefix(userId: string, prefix: string): Promise<number> {
      const row = await db
        .selectFrom('credit_ledger')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('delta'), sql<number>`0`).as('total'))
        .where('user_id', '=', userId)
        // substr, not LIKE: '_' in a ref would be a wildcard
        .where(sql`substr(ref, 1, ${prefix.length})`, '=', prefix)
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    /** The user's entries, newest first; page with `beforeId`. */
    async history(
      userId: string,
      options: { limit?: number; beforeId?: number } = {},
    ): Promise<LedgerEntry[]> {
      let query = db
        .selectFrom('credit_ledger')
        .select(['id', 'delta', 'reason', 'ref', 'created_at'])
        .where('user_id', '=', userId);
      if (options.beforeId !== undefined) query = query.where('id', '<', options.beforeId);
      const rows = await query
        .orderBy('id', 'desc')
        .limit(clampLimit(options.limit, 50, 1000))
        .execute();
      return rows.map((row) => ({ ...row, id: Number(row.id), delta: Number(row.delta) }));
    },

    /** How many ledger rows the user has. */
    async count(userId: string): Promise<number> {
      const row = await db
        .selectFrom('credit_ledger')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Whether a ref has been applied (for callers that report "already paid"). */
    async hasRef(userId: string, ref: string): Promise<boolean> {
      const row = await db
        .selectFrom('credit_ledger')
        .select('id')
        .where('user_id', '=', userId)
        .where('ref', '=', ref)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type LedgerRepository = ReturnType<typeof ledgerRepository>;
