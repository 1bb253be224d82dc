import { creditHistory, creditOffers, type Payments, startCheckout } from '@leadgen/core';
import { CREDIT_PACKS, millicreditsToCredits } from '@leadgen/core/domain';
import { creditEntryJson, creditPackJson } from '@leadgen/core/wire';
import type { ApiClient } from '../remote/api-client.js';
import type { Session } from '../session.js';
import { wholeOption } from './lists-output.js';
import type { Paged } from './paging.js';

/** A grant or charge as the wire has it (`credits` signed, in credits). */
export type CreditEntryJson = ReturnType<typeof creditEntryJson>;
/** A pack on sale as the wire has it (`price_usd` in dollars). */
export type CreditPackJson = ReturnType<typeof creditPackJson>;

/** What `credits packs` shows: the packs, and the price of a profile in credits. */
export interface CreditOffers {
  packs: CreditPackJson[];
  creditsPerProfile: number;
}

/**
 * What `leadgen credits` balance and history need, in the API's wire shapes (issue 35): the same
 * commands print from it whether the ledger is in a local database or on a server.
 */
export interface CreditsBackend {
  /** The balance, in credits. */
  balance(): Promise<number>;
  history(page: { limit: number; cursor: string | null }): Promise<Paged<CreditEntryJson>>;
  /** The packs on sale and what a profile costs, in credits (spec §9: 0.008). */
  offers(): Promise<CreditOffers>;
  /** A checkout for the pack: the page to pay at. */
  checkout(packId: string): Promise<{ id: string; url: string }>;
}

/** The cursor of a history page: the id the next page starts before. */
const beforeOf = (cursor: string | null) =>
  cursor === null ? undefined : wholeOption(cursor, '--cursor', 1);

/** The ledger of a local database (a checkout through the runtime's payments provider). */
export function localCredits(
  { store, user }: Session,
  checkout: (packId: string) => Promise<{ id: string; url: string }> = noCheckout,
): CreditsBackend {
  return {
    offers: async () => localOffers(),
    checkout,
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
    offers: async () => {
      const offers = await api.json<{
        packs: (CreditPackJson & { tagline?: unknown })[];
        credits_per_profile: number;
      }>('GET', '/credits/packs');
      return {
        // the pack alone, as `--json` prints it locally (the menu's tagline left out)
        packs: offers.packs.map(({ tagline: _tagline, ...pack }) => pack),
        // the server's price, which is what its runs charge
        creditsPerProfile: offers.credits_per_profile,
      };
    },
    checkout: (packId) => api.json('POST', '/credits/checkout', { body: { packId } }),
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

/** The packs on sale and the price of a profile: core's own, as the server answers them. */
export const localOffers = (): CreditOffers => ({
  packs: CREDIT_PACKS.map(creditPackJson),
  creditsPerProfile: creditOffers().creditsPerProfile,
});

/** A local checkout needs the runtime's payments provider: `credits buy` opens it. */
const noCheckout = async (): Promise<never> => {
  throw new Error('checkout needs the payments provider');
};

/** A local checkout: core's, with the runtime's payments provider. */
export const localCheckout =
  (session: Session, payments: Payments, appUrl: string) =>
  (packId: string): Promise<{ id: string; url: string }> =>
    startCheckout({ store: session.store, payments }, session.user.id, { kind: 'pack', packId }, appUrl);
