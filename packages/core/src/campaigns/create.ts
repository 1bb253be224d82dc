import type { Campaign } from '../domain/campaign.js';
import { ValidationError } from '../domain/errors.js';
import { normalizeLeadReviewFilter } from '../domain/lead-review-filter.js';
import type { LintResult } from '../domain/message-lint.js';
import { messages } from '../domain/messages.js';
import { plainText } from '../domain/plain-text.js';
import { emptySelectorFilter, normalizeSelectorFilter } from '../domain/selector-filter.js';
import { requireCompletedList } from '../lists/access.js';
import { campaignTemplateLint } from '../outreach/message-lint.js';
import type { Repositories, Store } from '../store/open-store.js';
import { readProfileIds, requireOwnProfiles } from './access.js';
import { readCampaignName, readOptionalText, readTemplate } from './campaigns.js';
import { writeMessages } from './messages.js';

/** What creating a campaign needs: the lists, profiles, campaigns and outreach repositories. */
export interface CreateCampaignDeps {
  store: Pick<
    Repositories,
    'lists' | 'profiles' | 'campaigns' | 'outreachQueue' | 'messageLint' | 'campaignVariants'
  >;
}

/** A new campaign, 'Campaign created successfully!', and its template's lint warnings (issue 36). */
export interface CreatedCampaign {
  campaign: Campaign;
  notice: string;
  lint: LintResult;
}

/**
 * The dashboard's 'Create Campaign' on a list (spec §2, §4): a draft holding every profile of
 * the list, which must be completed and hold at least one profile ('No profiles found in this
 * list'). The name defaults to the list's; description and template are trimmed (blank: none).
 * The saved filter selects the list, so the edit screen's filter panel starts there. `filter`
 * (the lead review's, as `listProfiles` takes it) keeps only the profiles that pass it, and
 * `profileIds` only those rows of the list ('No profiles match your filters' when none is left).
 * People already contacted in another campaign or on do-not-contact are left out, and the
 * notice says how many.
 *
 * @example
 * const { campaign } = await createCampaignFromList(deps, userId, listId, { template: 'Hi {First Name}!' });
 */
export async function createCampaignFromList(
  deps: CreateCampaignDeps,
  userId: string,
  listId: string,
  input: {
    name?: string;
    description?: string | null;
    template?: string | null;
    filter?: unknown;
    profileIds?: readonly string[];
  } = {},
): Promise<CreatedCampaign> {
  const list = await requireCompletedList(deps.store, userId, listId);
  let profileIds =
    input.filter === undefined
      ? await deps.store.profiles.ids(userId, listId)
      : await deps.store.profiles.matchingIds(userId, listId, normalizeLeadReviewFilter(input.filter));
  if (input.profileIds !== undefined) {
    const chosen = new Set(readProfileIds(input.profileIds));
    profileIds = profileIds.filter((id) => chosen.has(id));
  }
  const unreachable = await deps.store.outreachQueue.unreachable(userId, profileIds);
  const leftOut = unreachable.size;
  if (leftOut > 0 && leftOut === profileIds.length) throw new ValidationError(messages.everyoneContacted);
  profileIds = profileIds.filter((id) => !unreachable.has(id));
  if (profileIds.length === 0) {
    const narrowed = input.filter !== undefined || input.profileIds !== undefined;
    if (!narrowed || (await deps.store.profiles.total(userId, listId)) === 0) {
      throw new ValidationError(messages.noProfilesInList);
    }
    throw new ValidationError(messages.noProfilesMatchFilters);
  }
  const given = typeof input.name === 'string' ? plainText(input.name).trim() : '';
  const name = given !== '' ? given : list.name;
  const campaign = await deps.store.campaigns.create(userId, {
    name,
    description: readOptionalText(input.description, 'Description'),
    message_template: readTemplate(input.template),
    filters: { ...emptySelectorFilter(), selectedLists: [list.id] },
    search_list_id: list.id,
    search_type: list.search_type,
    profile_ids: profileIds,
  });
  const notice = leftOut > 0 ? messages.campaignCreatedLeavingOut(leftOut) : messages.campaignCreated;
  const lint = await campaignTemplateLint(deps, userId, campaign.id, campaign.message_template);
  return { campaign, notice, lint };
}

/** The create screen's name-and-description modal plus its selection (spec §2). */
export interface SelectionCampaignInput {
  name: string;
  description?: string | null;
  template?: string | null;
  /** The selector filter the profiles were chosen with (spec §3 "Filter object"); saved as is. */
  filters?: unknown;
  profileIds: readonly string[];
  /** Per-profile messages written on the create screen, `{ [profileId]: message }` (blank: skipped). */
  messages?: Readonly<Record<string, string | null>>;
}

/**
 * The create screen's campaign (spec §2, §5): a non-blank name ('Please enter a campaign
 * name'), at least one selected profile ('Please select at least one profile'), each the
 * user's own from a completed list (else 'Profile not found'); description optional. The
 * filter is checked and saved. When every profile comes from one list, the campaign is linked
 * to it (its targeting then gives the AI its context, spec §7). The campaign and its messages
 * are saved in one transaction: a refused message leaves no campaign behind.
 */
export async function createCampaignFromSelection(
  deps: { store: Pick<Store, 'transaction'> },
  userId: string,
  input: SelectionCampaignInput,
): Promise<CreatedCampaign> {
  const name = readCampaignName(input.name);
  const profileIds = readProfileIds(input.profileIds);
  if (profileIds.length === 0) throw new ValidationError(messages.selectAtLeastOneProfile);
  const filters = normalizeSelectorFilter(input.filters ?? {});
  const description = readOptionalText(input.description, 'Description');
  const template = readTemplate(input.template);
  return deps.store.transaction(async (tx) => {
    const profiles = await requireOwnProfiles(tx, userId, profileIds, { completedOnly: true });
    const listIds = [...new Set(profiles.map((profile) => profile.search_list_id))];
    const onlyList = listIds.length === 1 && listIds[0] ? await tx.lists.get(userId, listIds[0]) : undefined;
    const campaign = await tx.campaigns.create(userId, {
      name,
      description,
      message_template: template,
      filters,
      search_list_id: onlyList?.id ?? null,
      search_type: onlyList?.search_type ?? null,
      profile_ids: profileIds,
    });
    if (input.messages !== undefined) await writeMessages(tx, userId, campaign.id, input.messages);
    const lint = await campaignTemplateLint({ store: tx }, userId, campaign.id, campaign.message_template);
    return { campaign, notice: messages.campaignCreated, lint };
  });
}
