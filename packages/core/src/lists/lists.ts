import type { TargetCompleteness } from '../domain/completeness.js';
import { NotFoundError, StaleVersionError } from '../domain/errors.js';
import { renameList as withDisplayName } from '../domain/list-name.js';
import { messages } from '../domain/messages.js';
import { jobListId } from '../jobs/jobs.js';
import type { Repositories } from '../store/open-store.js';
import { type ListView, requireList, toListView } from './access.js';

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
 * How complete each target of one of the user's lists is (issue 34), in the targets' order: the
 * count its profile reports, how many were collected, unique and already known, and why it came
 * up short. Empty for a custom list and for a list made before completeness was kept.
 * NotFoundError('List not found') for a missing or foreign id.
 */
export async function listCompleteness(
  deps: ListsDeps,
  userId: string,
  listId: string,
): Promise<TargetCompleteness[]> {
  await requireList(deps.store, userId, listId);
  return (await deps.store.lists.completeness(userId, listId)).map(
    ({ position: _position, requested: _requested, ...row }) => row,
  );
}

/**
 * A number that changes whenever the list's rows change (undefined for a missing or foreign
 * list): a page of the list read at one version is the same answer until it moves on.
 */
export function listDataVersion(
  deps: ListsDeps,
  userId: string,
  listId: string,
): Promise<number | undefined> {
  return deps.store.lists.dataVersion(userId, listId);
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
  check: { expectedVersion?: number } = {},
): Promise<{ list: ListView; notice: string }> {
  const list = await requireList(deps.store, userId, listId);
  const renamed = await deps.store.lists.rename(
    userId,
    listId,
    withDisplayName(list.name, displayName),
    check,
  );
  if (!renamed) {
    // Deleted between the read and the write: the same answer as a missing list.
    const current = await requireList(deps.store, userId, listId);
    throw new StaleVersionError(messages.listChangedElsewhere, { version: current.version });
  }
  return { list: toListView(renamed), notice: messages.listRenamed };
}

/** How campaigns use a list: how many hold some of its profiles, and how many profiles they hold. */
export interface ListCampaignUse {
  campaigns: number;
  leads: number;
}

/**
 * How campaigns use each of the user's lists (lists no campaign uses are absent): what the
 * delete confirmation says a delete keeps.
 */
export function listCampaignUse(deps: ListsDeps, userId: string): Promise<Map<string, ListCampaignUse>> {
  return deps.store.lists.campaignUse(userId);
}

/**
 * Deletes a list. A campaign owns its leads: the profiles campaigns hold stay in them (the list
 * becomes a tombstone no screen shows), the rest go. A run still working on the list is canceled
 * first. Returns 'List deleted successfully', with how many campaigns keep how many of its leads.
 * NotFoundError('List not found') for a missing or foreign id.
 */
export async function deleteList(
  deps: { store: Pick<Repositories, 'lists' | 'jobs'> },
  userId: string,
  listId: string,
): Promise<{ notice: string; kept: ListCampaignUse }> {
  await requireList(deps.store, userId, listId);
  const use = (await deps.store.lists.campaignUse(userId)).get(listId) ?? { campaigns: 0, leads: 0 };
  for (const status of ['queued', 'running'] as const) {
    for (const job of await deps.store.jobs.list(userId, { status, limit: 500 })) {
      if (jobListId(job) === listId) await deps.store.jobs.cancel(userId, job.id);
    }
  }
  const { deleted, kept } = await deps.store.lists.delete(userId, listId);
  if (!deleted) throw new NotFoundError(messages.listNotFound);
  const leads = kept > 0 ? { campaigns: use.campaigns, leads: kept } : { campaigns: 0, leads: 0 };
  return { notice: messages.listDeletedKeeping(leads.campaigns, leads.leads), kept: leads };
}
