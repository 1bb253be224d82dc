import { millicreditsToCredits } from '../domain/credits.js';
import type { LedgerResult } from '../store/ledger-repository.js';
import { type EventWriter, emitEvent } from './emit-event.js';

/**
 * The balance below which `credits.low` fires, by default 1 credit (LEADGEN_LOW_CREDITS): 125
 * profiles at 0.008 each, less than a small run, so a receiver hears it while a top-up still
 * comes before runs stop paused for credits; above the 0.5 a new account starts with, which then
 * never counts as a crossing.
 */
export const DEFAULT_LOW_CREDITS_MILLICREDITS = 1_000;

/**
 * Emits `credits.low` when a charge took the balance from at or above `threshold` to below it:
 * the crossing only, not every charge under it (a top-up above it arms it again). Call it in the
 * charge's transaction. A threshold of 0 never fires.
 */
export async function emitLowCredits(
  tx: EventWriter,
  userId: string,
  charge: Pick<LedgerResult, 'millicredits' | 'balance'>,
  threshold = DEFAULT_LOW_CREDITS_MILLICREDITS,
): Promise<boolean> {
  const before = charge.balance - charge.millicredits;
  if (charge.millicredits >= 0 || before < threshold || charge.balance >= threshold) return false;
  await emitEvent(tx, userId, 'credits.low', {
    balance: millicreditsToCredits(charge.balance),
    threshold: millicreditsToCredits(threshold),
  });
  return true;
}
