import { creditHistory } from '@leadgen/core';
import { millicreditsToCredits } from '@leadgen/core/domain';
import { creditEntryJson } from '@leadgen/core/wire';
import type { ApiClient } from '../remote/api-client.js';
import type { Session } from '../session.js';
import { wholeOption } from './lists-output.js';
import type { Paged } from './paging.js';

/** A grant or charge as the wire has it (`credits` signed, in credits). */
export type CreditEntryJson = ReturnType<typeof creditEntryJson>;

/**
 * What `leadgen credits` balance and history need, in the API's wire shapes (issue 35): the same
 * commands print from it whether the ledger is in a local database or on a server.
 */
export interface CreditsBackend {
  /** The balance, in credits. */
  balance(): Promise<number>;
  history(page: { limit: number; cursor: string | null }): Promise<Paged<CreditEntryJson>>;
}

/** The cursor of a history page: the id the next page starts before. */
const beforeOf = (cursor: string | null) =>
  cursor === null ? undefined : wholeOption(cursor, '--cursor', 1);

/** The ledger of a local database. */
export function localCredits({ store, user }: Session): CreditsBackend {
  return {
    // the acting user was read just now: their row's cached balance is the ledger's (DESIGN.md §3)
    balance: async () => millicreditsToCredits(user.credits),
    history: async ({ limit, cursor }) => {
      const page = await creditHistory({ store }, user.id, { limit, beforeId: beforeOf(cursor) });
      return {
        rows: page.entries.map(creditEntryJson),
        nextCursor: page.nextBeforeId === null ? null : String(page.nextBeforeId),
        total: page.total,
      };
    },
  };
}

/** The ledger of a server, through its /api/v1 (packages/server/src/routes/credits.ts). */
export function remoteCredits(api: ApiClient): CreditsBackend {
  return {
    balance: async () => (await api.json<{ credits: number }>('GET', '/credits')).credits,
    history: async ({ limit, cursor }) => {
      const page = await api.json<{ entries: CreditEntryJson[]; next_before: number | null; total: number }>(
        'GET',
        '/credits/history',
        { query: { limit, before: beforeOf(cursor) } },
      );
      return {
        rows: page.entries,
        nextCursor: page.next_before === null ? null : String(page.next_before),
        total: page.total,
      };
    },
  };
}
