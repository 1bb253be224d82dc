/**
 * The safe-volume guard's user-facing text (issue 36): why the pace holds a send, the health
 * line naming the factor that limits sending now, and the "Instagram blocked me" report.
 * Spread into `messages`; `at`/`until` arguments are clock text ('14:05' today, else 'Sun 14:05').
 */
const conversations = (n: number) => `${n} new ${n === 1 ? 'conversation' : 'conversations'}`;
const left = (n: number) => (n <= 0 ? 'none left' : `${n} left`);

export const paceMessages = {
  paceBlocked: (at: string) => `Paused after you reported a block: the next message can go at ${at}`,
  paceRecovering: (cap: number, at: string) =>
    `${conversations(cap)} since the pause, half your limit while recovering from a block: the next can go at ${at}`,
  paceWarmup: (day: number, days: number, cap: number, at: string) =>
    `Warm-up day ${day} of ${days}: ${conversations(cap)} today: the next can go at ${at}`,
  paceRolling: (cap: number, at: string) =>
    `${conversations(cap)} in the last 24 hours, your daily limit: the next can go at ${at}`,

  healthBlocked: (until: string) => `Paused after a block until ${until}`,
  healthHours: (hours: string, at: string) =>
    `Outside your working hours (${hours}): sending resumes at ${at}`,
  healthRecovering: (cap: number, remaining: number, until: string) =>
    `Recovering from a block: ${conversations(cap)} until ${until}, ${left(remaining)}`,
  healthWarmup: (day: number, days: number, cap: number, remaining: number) =>
    `Warm-up day ${day} of ${days}: ${conversations(cap)} today, ${left(remaining)}`,
  healthDaily: (cap: number, remaining: number) =>
    `Daily limit: ${conversations(cap)} today, ${left(remaining)}`,
  healthRolling: (cap: number, remaining: number) =>
    `${conversations(cap)} in any 24 hours: ${left(remaining)} now`,
  healthRate: (rate: number, remaining: number) =>
    `${rate} ${rate === 1 ? 'message' : 'messages'} an hour for this campaign: ${left(remaining)} this hour`,

  blockReported: (until: string) =>
    `Block reported: sending is paused until ${until}, then at half your limit for a day`,
  blockLifted: 'Block report undone: your usual pace applies again',
  noBlockToLift: 'No block report to undo',
  /** The report's button, its question and its yes, in the web, the TUI and the extension alike. */
  blockButton: 'Instagram blocked me',
  blockConfirm:
    'Report that Instagram blocked you? Sending pauses for 24 hours, then runs at half your limit for a day.',
  blockConfirmAction: 'Pause sending',
  /** Taking a mistaken report back. */
  blockUndoButton: 'Undo the block report',
  blockUndoConfirm: 'Undo your "Instagram blocked me" report?',
  blockUndoCli: 'A mistake? leadgen pace blocked --undo',

  invalidWarmupStart: (max: number) => `The warm-up start is a whole number from 1 to ${max} a day`,
  invalidWarmupDays: (min: number, max: number) =>
    `The warm-up length is a whole number of days from ${min} to ${max}`,
  invalidWarmup: (value: string) => `Warm-up is on or off (not '${value}')`,
} as const;
