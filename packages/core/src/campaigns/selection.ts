import type { Repositories, Store } from '../store/open-store.js';
import type { SelectorProfile } from '../store/profiles-repository.js';
import { readProfileIds, requireCampaign, requireOwnProfiles } from './access.js';
import { checkedFilter } from './selector-page.js';

/** How a saved selection changed the campaign: how many profiles joined and how many left. */
export interface SelectionChange {
  added: number;
  removed: number;
}

/**
 * Applies a selection with the given repositories (inside the caller's transaction): see
 * `saveCampaignSelection`.
 */
export async function applySelection(
  repos: Pick<Repositories, 'campaigns' | 'campaignMembers' | 'profiles'>,
  userId: string,
  campaignId: string,
  selectedIds: readonly string[],
): Promise<SelectionChange> {
  const selected = readProfileIds(selectedIds);
  await requireCampaign(repos, userId, campaignId);
  // issue 30: a campaign holds people; any row of a person stands for them
  const members = await repos.campaignMembers.profiles(userId, campaignId);
  const memberIds = new Set(members.map((member) => member.id));
  const rows = await repos.profiles.getMany(userId, selected);
  const personOf = new Map(rows.map((row) => [row.id, row.person_id ?? row.id]));
  const chosen = new Set(selected.map((id) => personOf.get(id) ?? id));
  const current = new Set(members.map((member) => member.person_id ?? member.id));
  const taken = new Set<string>();
  const added = selected.filter((id) => {
    const person = personOf.get(id) ?? id;
    if (memberIds.has(id) || current.has(person) || taken.has(person)) return false;
    taken.add(person);
    return true;
  });
  const removed = members
    .filter((member) => !chosen.has(member.person_id ?? member.id))
    .map((member) => member.id);
  // New members come from the selector: the user's own rows of completed lists (spec §7).
  await requireOwnProfiles(repos, userId, added, { completedOnly: true });
  if (added.length > 0) await repos.campaignMembers.addProfiles(userId, campaignId, added);
  if (removed.length > 0) await repos.campaignMembers.removeProfiles(userId, campaignId, removed);
  return { added: added.length, removed: removed.length };
}

/**
 * Applies what an edit changed in the selection (issue 31: a save sends what changed, so its size
 * does not grow with the campaign): `add` joins (the user's own rows of completed lists, each
 * person once), `remove` leaves (by any row of the person). The same rules as `applySelection`,
 * which it calls with the selection these changes make.
 */
export async function applyMemberChanges(
  repos: Pick<Repositories, 'campaigns' | 'campaignMembers' | 'profiles'>,
  userId: string,
  campaignId: string,
  change: { add?: readonly string[]; remove?: readonly string[] },
): Promise<SelectionChange> {
  const add = readProfileIds(change.add ?? []);
  const remove = readProfileIds(change.remove ?? []);
  if (add.length === 0 && remove.length === 0) return { added: 0, removed: 0 };
  await requireCampaign(repos, userId, campaignId);
  const members = await repos.campaignMembers.profiles(userId, campaignId);
  const leaving = new Set(remove);
  for (const row of await repos.profiles.getMany(userId, remove)) {
    if (row.person_id) leaving.add(row.person_id);
  }
  const staying = members
    .filter((member) => !leaving.has(member.id) && !leaving.has(member.person_id ?? member.id))
    .map((member) => member.id);
  return applySelection(repos, userId, campaignId, [...staying, ...add]);
}

/**
 * Saves the edit screen's selection (spec §4 "Selection in a campaign"): `selectedIds` is the
 * whole selection after editing; profiles newly selected are added and deselected ones removed,
 * in one transaction. A new id that is not the user's own profile of a completed list is
 * 'Profile not found', and nothing changes.
 *
 * @example
 * await saveCampaignSelection(deps, userId, campaignId, ['p1', 'p4']) // { added: 1, removed: 2 }
 */
export function saveCampaignSelection(
  deps: { store: Pick<Store, 'transaction'> },
  userId: string,
  campaignId: string,
  selectedIds: readonly string[],
): Promise<SelectionChange> {
  return deps.store.transaction((tx) => applySelection(tx, userId, campaignId, selectedIds));
}

/** The selector's rows that pass its filter, and how many rows it looked at. */
export interface SelectorResult {
  profiles: SelectorProfile[];
  /** Every candidate in the selected lists (all completed lists when none is selected). */
  candidates: number;
}

/**
 * The create and edit screens' profile selector (spec §2, §5 "Create and edit screens") unpaged:
 * every row `selectorPage` would page through, with the candidates' count.
 */
export async function selectorProfiles(
  deps: { store: Pick<Repositories, 'campaigns' | 'campaignMembers' | 'profiles'> },
  userId: string,
  options: { filter?: unknown; exceptCampaign?: string } = {},
): Promise<SelectorResult> {
  const filter = await checkedFilter(deps, userId, options);
  const { exceptCampaign } = options;
  const [profiles, summary] = await Promise.all([
    deps.store.profiles.selectorMatches(userId, filter, { exceptCampaign }),
    deps.store.profiles.selectorSummary(userId, filter, { exceptCampaign }),
  ]);
  return { profiles, candidates: summary.candidates };
}
