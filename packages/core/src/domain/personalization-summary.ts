import { messages } from './messages.js';

/** How a batch's summary reads: all written, some failed, or none written. */
export type PersonalizationTone = 'success' | 'warning' | 'danger';

/**
 * The toast after a personalisation batch (spec §8 AI): 'Successfully personalized N message(s)'
 * when all succeeded, 'Personalized N messages successfully (M failed)' when some failed, 'Failed
 * to personalize any messages' when none succeeded. Given `onlyUsername`, the one profile of a
 * batch that wrote exactly one message with no failure, it is 'Message personalized for @name'.
 *
 * @example
 * personalizationSummary(8, 2) // 'Personalized 8 messages successfully (2 failed)'
 */
export function personalizationSummary(ok: number, failed: number, onlyUsername?: string): string {
  if (ok === 0) return messages.failedToPersonalizeAny;
  if (failed > 0) return messages.personalizedPartial(ok, failed);
  if (ok === 1 && onlyUsername !== undefined) return messages.messagePersonalized(onlyUsername);
  return messages.personalizedCount(ok);
}

/** The tone of that summary: nothing written is a failure, some failures a warning. */
export function personalizationTone(ok: number, failed: number): PersonalizationTone {
  return ok === 0 ? 'danger' : failed > 0 ? 'warning' : 'success';
}
