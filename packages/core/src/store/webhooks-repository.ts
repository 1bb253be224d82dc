import type { Selectable } from 'kysely';
import { clampLimit, type Executor, inTransaction, type StoreDeps } from './executor.js';
import { parseJson } from './rows.js';
import type { WebhookDeliveriesTable, WebhookEndpointsTable } from './schema.js';

/** A user's webhook endpoint as every read gives it: never its secret. */
export interface WebhookEndpoint {
  id: string;
  user_id: string;
  url: string;
  events: string[];
  description: string | null;
  failing_since: string | null;
  disabled_at: string | null;
  disabled_reason: string | null;
  created_at: string;
}

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

/** One attempt of a delivery: when, the HTTP status it got (null: no answer), and what went wrong. */
export interface DeliveryAttempt {
  at: string;
  status: number | null;
  error: string | null;
}

/** One event for one endpoint, as the delivery log shows it. */
export interface WebhookDelivery {
  id: string;
  endpoint_id: string;
  type: string;
  status: DeliveryStatus;
  attempts: number;
  attempt_log: DeliveryAttempt[];
  next_attempt_at: string | null;
  last_status: number | null;
  last_error: string | null;
  last_attempt_at: string | null;
  delivered_at: string | null;
  created_at: string;
  /** The exact body sent. */
  payload: string;
}

/** A due delivery a worker holds: what to send, and where, with the secret that signs it. */
export interface ClaimedDelivery extends WebhookDelivery {
  user_id: string;
  url: string;
  secret: string;
  failing_since: string | null;
}

function toEndpoint(row: Omit<Selectable<WebhookEndpointsTable>, 'secret'>): WebhookEndpoint {
  return {
    id: row.id,
    user_id: row.user_id,
    url: row.url,
    events: parseJson<string[]>(row.events, []),
    description: row.description,
    failing_since: row.failing_since,
    disabled_at: row.disabled_at,
    disabled_reason: row.disabled_reason,
    created_at: row.created_at,
  };
}

function toDelivery(row: Selectable<WebhookDeliveriesTable>): WebhookDelivery {
  return {
    id: row.id,
    endpoint_id: row.endpoint_id,
    type: row.type,
    status: row.status as DeliveryStatus,
    attempts: Number(row.attempts),
    attempt_log: parseJson<DeliveryAttempt[]>(row.attempt_log, []),
    next_attempt_at: row.next_attempt_at,
    last_status: row.last_status === null ? null : Number(row.last_status),
    last_error: row.last_error,
    last_attempt_at: row.last_attempt_at,
    delivered_at: row.delivered_at,
    created_at: row.created_at,
    payload: row.payload,
  };
}

const ENDPOINT_COLUMNS = [
  'id',
  'user_id',
  'url',
  'events',
  'description',
  'failing_since',
  'disabled_at',
  'disabled_reason',
  'created_at',
] as const;

/**
 * Webhook endpoints and their deliveries (migration 0019). Every read and change of an endpoint
 * is scoped to its user; the secret is written once and read only by `claimDue`, for signing.
 * Deliveries are an outbox: `addDeliveries` runs in the transaction of the change that caused the
 * event; workers `claimDue` rows under a lease (on PostgreSQL with FOR UPDATE SKIP LOCKED, so two
 * workers never send one row at once) and record each attempt.
 */
export function webhooksRepository(db: Executor, deps: StoreDeps) {
  const postgres = deps.engine === 'postgres';
  return {
    /** The store's clock: the time an event is stamped with. */
    now: (): Date => deps.now(),

    async createEndpoint(input: {
      userId: string;
      url: string;
      events: readonly string[];
      secret: string;
      description: string | null;
    }): Promise<WebhookEndpoint> {
      const row = await db
        .insertInto('webhook_endpoints')
        .values({
          id: deps.newId(),
          user_id: input.userId,
          url: input.url,
          events: JSON.stringify(input.events),
          secret: input.secret,
          description: input.description,
          created_at: deps.now().toISOString(),
        })
        .returning(ENDPOINT_COLUMNS)
        .executeTakeFirstOrThrow();
      return toEndpoint(row);
    },

    /** The user's endpoints, oldest first. */
    async listEndpoints(userId: string): Promise<WebhookEndpoint[]> {
      const rows = await db
        .selectFrom('webhook_endpoints')
        .select(ENDPOINT_COLUMNS)
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map(toEndpoint);
    },

    async getEndpoint(userId: string, id: string): Promise<WebhookEndpoint | undefined> {
      const row = await db
        .selectFrom('webhook_endpoints')
        .select(ENDPOINT_COLUMNS)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toEndpoint(row);
    },

    /** Deletes the endpoint and its deliveries; false when the user has no such endpoint. */
    async removeEndpoint(userId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('webhook_endpoints')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** Up to `limit` of the user's whole endpoint ids starting with `prefix` (a typed-back short id). */
    async idsStartingWith(userId: string, prefix: string, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('webhook_endpoints')
        .select('id')
        .where('user_id', '=', userId)
        .where('id', 'like', `${prefix.replace(/[%_\\]/g, '')}%`)
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },

    /** Writes one pending delivery per endpoint, due at once (the outbox rows of one event); an id already there is skipped. */
    async addDeliveries(
      userId: string,
      rows: readonly { endpointId: string; type: string; payload: string; id: string }[],
    ): Promise<void> {
      if (rows.length === 0) return;
      const at = deps.now().toISOString();
      await db
        .insertInto('webhook_deliveries')
        .values(
          rows.map((row) => ({
            id: row.id,
            user_id: userId,
            endpoint_id: row.endpointId,
            type: row.type,
            payload: row.payload,
            status: 'pending',
            next_attempt_at: at,
            created_at: at,
          })),
        )
        // an event written again under its key (a run taken over) is not sent twice
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    },

    /** An endpoint's deliveries, newest first (the delivery log). */
    async listDeliveries(userId: string, endpointId: string, limit?: number): Promise<WebhookDelivery[]> {
      const rows = await db
        .selectFrom('webhook_deliveries')
        .selectAll()
        .where('user_id', '=', userId)
        .where('endpoint_id', '=', endpointId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(clampLimit(limit, 50, 500))
        .execute();
      return rows.map(toDelivery);
    },

    /** Takes the oldest due pending delivery of a live endpoint that no live lease holds. */
    async claimDue(owner: string, leaseMs: number, now = deps.now()): Promise<ClaimedDelivery | undefined> {
      const at = now.toISOString();
      return inTransaction(db, async (trx) => {
        const due = await trx
          .selectFrom('webhook_deliveries')
          .select('webhook_deliveries.id')
          .where('status', '=', 'pending')
          .where('next_attempt_at', '<=', at)
          .where((eb) => eb.or([eb('lease_expires_at', 'is', null), eb('lease_expires_at', '<', at)]))
          .orderBy('next_attempt_at')
          .orderBy('id')
          .limit(1)
          .$if(postgres, (q) => q.forUpdate().skipLocked())
          .executeTakeFirst();
        if (!due) return undefined;
        await trx
          .updateTable('webhook_deliveries')
          .set({ lease_owner: owner, lease_expires_at: new Date(now.getTime() + leaseMs).toISOString() })
          .where('id', '=', due.id)
          .execute();
        const row = await trx
          .selectFrom('webhook_deliveries')
          .innerJoin('webhook_endpoints', 'webhook_endpoints.id', 'webhook_deliveries.endpoint_id')
          .selectAll('webhook_deliveries')
          .select(['webhook_endpoints.url', 'webhook_endpoints.secret', 'webhook_endpoints.failing_since'])
          .where('webhook_deliveries.id', '=', due.id)
          .executeTakeFirstOrThrow();
        return {
          ...toDelivery(row),
          user_id: row.user_id,
          url: row.url,
          secret: row.secret,
          failing_since: row.failing_since,
        };
      });
    },

    /**
     * Records an attempt of a delivery `owner` holds, releasing it: delivered, failed for good, or
     * pending again at `nextAttemptAt`. The endpoint's `failing_since` follows (cleared by a
     * success, set by the first failure after one). False when the row is no longer its.
     */
    async recordAttempt(
      id: string,
      owner: string,
      attempt: DeliveryAttempt & { status_after: DeliveryStatus; next_attempt_at: string | null },
    ): Promise<boolean> {
      return inTransaction(db, async (trx) => {
        const row = await trx
          .selectFrom('webhook_deliveries')
          .select(['attempt_log', 'endpoint_id'])
          .where('id', '=', id)
          .where('lease_owner', '=', owner)
          .executeTakeFirst();
        if (!row) return false;
        const log = [...parseJson<DeliveryAttempt[]>(row.attempt_log, [])];
        log.push({ at: attempt.at, status: attempt.status, error: attempt.error });
        const delivered = attempt.status_after === 'delivered';
        await trx
          .updateTable('webhook_deliveries')
          .set((eb) => ({
            status: attempt.status_after,
            attempts: eb('attempts', '+', 1),
            attempt_log: JSON.stringify(log),
            next_attempt_at: attempt.next_attempt_at,
            last_status: attempt.status,
            last_error: attempt.error,
            last_attempt_at: attempt.at,
            delivered_at: delivered ? attempt.at : null,
            lease_owner: null,
            lease_expires_at: null,
          }))
          .where('id', '=', id)
          .execute();
        const endpoint = trx.updateTable('webhook_endpoints').where('id', '=', row.endpoint_id);
        if (delivered) await endpoint.set({ failing_since: null }).execute();
        else await endpoint.set({ failing_since: attempt.at }).where('failing_since', 'is', null).execute();
        return true;
      });
    },

    /** Lets go of a delivery `owner` holds without an attempt recorded (a worker cut short). */
    async release(id: string, owner: string): Promise<void> {
      await db
        .updateTable('webhook_deliveries')
        .set({ lease_owner: null, lease_expires_at: null })
        .where('id', '=', id)
        .where('lease_owner', '=', owner)
        .execute();
    },

    /**
     * Turns an endpoint off with a reason, its pending deliveries failed with it. The endpoint as
     * it was (with its user) when it was live, else undefined (already off, or gone).
     */
    async disableEndpoint(
      id: string,
      reason: string,
      now = deps.now(),
    ): Promise<WebhookEndpoint | undefined> {
      const at = now.toISOString();
      return inTransaction(db, async (trx) => {
        const row = await trx
          .updateTable('webhook_endpoints')
          .set({ disabled_at: at, disabled_reason: reason })
          .where('id', '=', id)
          .where('disabled_at', 'is', null)
          .returning(ENDPOINT_COLUMNS)
          .executeTakeFirst();
        if (!row) return undefined;
        await trx
          .updateTable('webhook_deliveries')
          .set({ status: 'failed', next_attempt_at: null, last_error: reason })
          .where('endpoint_id', '=', id)
          .where('status', '=', 'pending')
          .execute();
        return toEndpoint(row);
      });
    },
  };
}

export type WebhooksRepository = ReturnType<typeof webhooksRepository>;
