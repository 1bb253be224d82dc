import { type Executor, inTransaction, type StoreDeps } from './executor.js';

/** A queued reset mail, as a sender claims it. */
export interface QueuedResetMail {
  id: string;
  email: string;
  reset_url: string;
  created_at: string;
  attempts: number;
  /** A notice mail's subject and body (migration 0019); null for a reset mail. */
  subject: string | null;
  body: string | null;
}

/**
 * Password reset requests waiting to be mailed (migration 0006 `reset_mail_queue`). A request
 * adds a row for any e-mail; senders claim due rows under a lease (in a write transaction, on
 * PostgreSQL with FOR UPDATE SKIP LOCKED, so two senders never hold one row), then delete the
 * row or put it off. A row whose lease expired (its sender died) is claimed again. Methods that
 * depend on the time take `now`, defaulting to the store's clock.
 */
export function resetMailQueueRepository(db: Executor, deps: StoreDeps) {
  const postgres = deps.engine === 'postgres';
  return {
    async add(mail: { email: string; resetUrl: string }, now = deps.now()): Promise<void> {
      const at = now.toISOString();
      await db
        .insertInto('reset_mail_queue')
        .values({
          id: deps.newId(),
          email: mail.email,
          reset_url: mail.resetUrl,
          created_at: at,
          next_attempt_at: at,
        })
        .execute();
    },

    /**
     * Queues a notice mail to an account's address (an endpoint turned off, issue 35): the same
     * senders mail it, with the same lease and retries, as it is.
     */
    async addNotice(mail: { email: string; subject: string; body: string }, now = deps.now()): Promise<void> {
      const at = now.toISOString();
      await db
        .insertInto('reset_mail_queue')
        .values({
          id: deps.newId(),
          email: mail.email,
          reset_url: '',
          subject: mail.subject,
          body: mail.body,
          created_at: at,
          next_attempt_at: at,
        })
        .execute();
    },

    /**
     * Takes the oldest due row that no live lease holds, for `owner` until `leaseMs` from now.
     * Undefined when there is none.
     */
    async claim(owner: string, leaseMs: number, now = deps.now()): Promise<QueuedResetMail | undefined> {
      const at = now.toISOString();
      return inTransaction(db, async (trx) => {
        const due = await trx
          .selectFrom('reset_mail_queue')
          .select('id')
          .where('next_attempt_at', '<=', at)
          .where((eb) => eb.or([eb('lease_expires_at', 'is', null), eb('lease_expires_at', '<', at)]))
          .orderBy('next_attempt_at')
          .orderBy('id')
          .limit(1)
          .$if(postgres, (q) => q.forUpdate().skipLocked())
          .executeTakeFirst();
        if (!due) return undefined;
        const row = await trx
          .updateTable('reset_mail_queue')
          .set({ lease_owner: owner, lease_expires_at: new Date(now.getTime() + leaseMs).toISOString() })
          .where('id', '=', due.id)
          .returning(['id', 'email', 'reset_url', 'created_at', 'attempts', 'subject', 'body'])
          .executeTakeFirstOrThrow();
        return { ...row, attempts: Number(row.attempts) };
      });
    },

    /** Deletes a row `owner` holds (sent, or nothing to send); false when it is no longer its. */
    async remove(id: string, owner: string): Promise<boolean> {
      const result = await db
        .deleteFrom('reset_mail_queue')
        .where('id', '=', id)
        .where('lease_owner', '=', owner)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** Releases a row `owner` holds after a failed send, counting the attempt, due again at `nextAttemptAt`. */
    async retryAt(id: string, owner: string, nextAttemptAt: Date): Promise<boolean> {
      const result = await db
        .updateTable('reset_mail_queue')
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          next_attempt_at: nextAttemptAt.toISOString(),
          lease_owner: null,
          lease_expires_at: null,
        }))
        .where('id', '=', id)
        .where('lease_owner', '=', owner)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** How many rows wait (for tests and health checks). */
    async count(): Promise<number> {
      const row = await db
        .selectFrom('reset_mail_queue')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type ResetMailQueueRepository = ReturnType<typeof resetMailQueueRepository>;
