/**
 * The list statuses the dashboard knows (spec §4); lists are created processing. `paused` is
 * ours (issue 30): a run the balance could not finish, resumable after a top-up.
 */
export const LIST_STATUSES = ['pending', 'processing', 'completed', 'failed', 'paused'] as const;

/** One of `LIST_STATUSES`. */
export type ListStatus = (typeof LIST_STATUSES)[number];

/** The chip colour of each known list status (spec §4). */
export const LIST_STATUS_COLORS = {
  pending: 'yellow',
  processing: 'blue',
  completed: 'green',
  failed: 'red',
  paused: 'yellow',
} as const satisfies Record<ListStatus, string>;

/** A list status chip's colour: one of `LIST_STATUS_COLORS`, or 'neutral'. */
export type ListStatusColor = (typeof LIST_STATUS_COLORS)[ListStatus] | 'neutral';

const isListStatus = (status: unknown): status is ListStatus =>
  (LIST_STATUSES as readonly unknown[]).includes(status);

/**
 * The chip colour of a list status (spec §4): the four known statuses are coloured, any other
 * value (a status from a newer version, a typo in the database) is 'neutral'. Never throws.
 */
export function listStatusColor(status: unknown): ListStatusColor {
  return isListStatus(status) ? LIST_STATUS_COLORS[status] : 'neutral';
}

/** The progress ring's percentage for a list status (spec §4): 100 completed, 50 processing, else 0. */
export function listProgress(status: unknown): number {
  if (status === 'completed') return 100;
  return status === 'processing' ? 50 : 0;
}

/**
 * Whether a list offers View List, Create Campaign from list and Download CSV (spec §2, §4):
 * only completed lists do.
 */
export function listAllowsActions(status: unknown): boolean {
  return status === 'completed';
}
