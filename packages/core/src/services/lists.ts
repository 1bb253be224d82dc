import { NotFoundError } from '../domain/errors.js';
import { renameList as withDisplayName } from '../domain/list-name.js';
import { messages } from '../domain/messages.js';
import type { Repositories } from '../store/open-store.js';
import { type ListView, requireList, toListView } from './lists-access.js';

/** What the list services need: the lists repository only. */
export interface ListsDeps {
  store: Pick<Repositories, 'lists'>;
}

/**
 * The user's lists, newest first (spec §7 "select all by user_id newest first"), for the
 * dashboard's lists tab. The Instagram session id of a running list is never included.
 */
export async function listLists(deps: ListsDeps, userId: string): Promise<ListView[]> {
  return (await deps.store.lists.list(userId)).map(toListView);
}

/**
 * The user's completed lists, newest first (spec §7 "select by user_id and status=completed"):
 * the ones the campaign selector and 'Create Campaign from list' offer (spec §4).
 */
export async function completedLists(deps: ListsDeps, userId: string): Promise<ListView[]> {
  return (await deps.store.lists.list(userId, { status: 'completed' })).map(toListView);
}

/** One of the user's lists; NotFoundError('List not found') for a missing or foreign id. */
export async function getList(deps: ListsDeps, userId: string, listId: string): Promise<ListView> {
  return toListView(await requireList(deps.store, userId, listId));
}

/**
 * Renames a list the way the dashboard's inline edit does (spec §3, §4): `displayName` replaces
 * the part of the name before ' - ' and the generated suffix stays; a blank name is refused
 * ('Please enter a list name'). Returns the list and 'List renamed successfully'.
 *
 * @example
 * await renameList(deps, userId, listId, 'Photographers')
 * // list.name 'natgeo - followers - Nov 22' becomes 'Photographers - followers - Nov 22'
 */
export async function renameList(
  deps: ListsDeps,
  userId: string,
  listId: string,
  displayName: string,
): Promise<{ list: ListView; notice: string }> {
  const list = await requireList(deps.store, userId, listId);
  const renamed = await deps.store.lists.rename(userId, listId, withDisplayName(list.name, displayName));
  // Deleted between the read and the write: the same answer as a missing list.
  if (!renamed) throw new NotFoundError(messages.listNotFound);
  return { list: toListView(renamed), notice: messages.listRenamed };
}

/**
 * Deletes a list with its profiles; campaigns made from it keep their other profiles and lose
 * the link to the list (the store's foreign keys). Returns 'List deleted successfully'.
 */
export async function deleteList(
  deps: ListsDeps,
  userId: string,
  listId: string,
): Promise<{ notice: string }> {
  if (!(await deps.store.lists.delete(userId, listId))) throw new NotFoundError(messages.listNotFound);
  return { notice: messages.listDeleted };
}
