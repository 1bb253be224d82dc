import type { SelectorFilter } from '@leadgen/core/domain';
import type { InferRequestType } from 'hono/client';
import type { api } from '../../lib/api';
import {
  emptySelectorForm,
  isSelectorFormSet,
  type SelectorForm,
  toSelectorFilter,
} from '../../lib/selector-form';

/**
 * The create screen's filter panel (spec §3 filter object, §5 "Filters: Create and edit
 * screens"): the shared selector fields plus the selected lists and our `excludeContacted`.
 */
export interface CampaignForm extends SelectorForm {
  selectedLists: string[];
  excludeContacted: boolean;
}

/**
 * The panel as it opens, and as Clear all filters leaves it: no filter but 'Exclude already
 * contacted', on by default (people messaged in a campaign, or on do-not-contact, are left out
 * of new campaigns unless the user asks for them).
 */
export const emptyCampaignForm = (selectedLists: string[] = []): CampaignForm => ({
  ...emptySelectorForm(),
  selectedLists,
  excludeContacted: true,
});

/** True when the panel differs from how it opens (Clear all filters is offered). */
export const hasFilters = (form: CampaignForm): boolean =>
  isSelectorFormSet(form) || form.selectedLists.length > 0 || !form.excludeContacted;

/** The spec §3 filter object a campaign saves (POST /api/campaigns `filters`). */
export const campaignFilter = (form: CampaignForm): SelectorFilter => ({
  ...toSelectorFilter(form),
  selectedLists: form.selectedLists,
  excludeContacted: form.excludeContacted,
});

/**
 * The filters of the query string GET /api/profiles and /api/profiles/ids read (repeated keys
 * for arrays), as the route's validator takes them; the paging is added by the caller.
 */
export type SelectorQuery = Omit<
  InferRequestType<typeof api.profiles.$get>['query'],
  'limit' | 'offset' | 'cursor' | 'campaignId'
>;

/** The form as query parameters: only what filters, so an empty form asks for every candidate. */
export function selectorQuery(form: CampaignForm): SelectorQuery {
  const filter = campaignFilter(form);
  const query: SelectorQuery = {};
  if (filter.selectedLists.length > 0) query.lists = filter.selectedLists;
  if (filter.minFollowers != null) query.minFollowers = String(filter.minFollowers);
  if (filter.maxFollowers != null) query.maxFollowers = String(filter.maxFollowers);
  if (filter.hasProfilePicture) query.hasProfilePicture = 'true';
  if (filter.hasBusinessAccount) query.hasBusinessAccount = 'true';
  if (filter.isVerified) query.isVerified = 'true';
  if (filter.includeKeywords.length > 0) query.includeKeywords = filter.includeKeywords;
  if (filter.excludeKeywords.length > 0) query.excludeKeywords = filter.excludeKeywords;
  if (filter.searchQuery !== '') query.searchQuery = filter.searchQuery;
  if (filter.excludeContacted) query.excludeContacted = 'true';
  return query;
}
