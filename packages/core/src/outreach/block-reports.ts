import { ValidationError } from '../domain/errors.js';
import { clockText } from '../domain/local-time.js';
import { messages } from '../domain/messages.js';
import { type BlockState, blockEffectSince, blockState, outreachSettings, type PaceDeps } from './pace.js';

/**
 * Records that Instagram blocked the user (the sending account is their own): the user's whole
 * send queue pauses for 24 hours from now, then runs at half the day's cap for 24 more. A
 * report while one is in effect starts both again from the new one. Returns the block and
 * 'Block reported: sending is paused until Sun 14:05, …'.
 *
 * @example
 * await reportBlocked({ store }, userId, 'action blocked after the 4th DM');
 */
export async function reportBlocked(
  deps: PaceDeps,
  userId: string,
  note?: string | null,
): Promise<{ block: BlockState; notice: string }> {
  const cleanNote = note?.trim() ? note.trim().slice(0, 2000) : null;
  const now = deps.now?.() ?? deps.store.outreach.now();
  const report = await deps.store.outreachBlocks.report(userId, cleanNote, now);
  const block = blockState(report);
  const { timeZone } = await outreachSettings(deps, userId);
  return { block, notice: messages.blockReported(clockText(block.pausedUntil, now, timeZone)) };
}

/**
 * Undoes the latest block report still in effect (a mistaken tap): its pause and recovery end
 * now. An earlier report still in effect then holds again. 'No block report to undo' without one.
 */
export async function liftBlocked(deps: PaceDeps, userId: string): Promise<{ notice: string }> {
  const now = deps.now?.() ?? deps.store.outreach.now();
  const latest = await deps.store.outreachBlocks.latest(userId, blockEffectSince(now));
  if (!latest || !(await deps.store.outreachBlocks.lift(userId, latest.id, now)))
    throw new ValidationError(messages.noBlockToLift);
  return { notice: messages.blockLifted };
}
