import { LeadgenError, NotFoundError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';
import type { SearchList } from '../domain/search-list.js';
import type { Repositories } from '../store/open-store.js';

/** A list as services hand it out: without the Instagram session id, a credential (DESIGN.md §5). */
export type ListView = Omit<SearchList, 'instagram_session_id'>;

/** Drops the session id a list holds while its run is in progress. */
export function toListView(list: SearchList): ListView {
  const { instagram_session_id: _secret, ...view } = list;
  return view;
}

/** The user's list, or NotFoundError('List not found') when it is missing or someone else's. */
export async function requireList(
  store: Pick<Repositories, 'lists'>,
  userId: string,
  listId: string,
): Promise<SearchList> {
  const list = typeof listId === 'string' ? await store.lists.get(userId, listId) : undefined;
  if (!list) throw new NotFoundError(messages.listNotFound);
  return list;
}

/**
 * The user's list, which must be completed: spec §4 allows Create Campaign from list and
 * Download CSV on completed lists only (CONFLICT otherwise).
 */
export async function requireCompletedList(
  store: Pick<Repositories, 'lists'>,
  userId: string,
  listId: string,
): Promise<SearchList> {
  const list = await requireList(store, userId, listId);
  if (list.status !== 'completed') throw new LeadgenError('CONFLICT', messages.listNotCompleted);
  return list;
}

/**
 * The user's list whose run has ended (completed, or failed or canceled: it shows what was paid
 * for), for an export; one a run is still filling is CONFLICT 'This list is not completed yet:
 * wait for its run to finish'.
 */
export async function requireEndedList(
  store: Pick<Repositories, 'lists'>,
  userId: string,
  listId: string,
): Promise<SearchList> {
  const list = await requireList(store, userId, listId);
  if (list.status === 'processing' || list.status === 'pending') {
    throw new LeadgenError('CONFLICT', messages.listNotCompleted);
  }
  return list;
}
