import { z } from 'zod';
import { MAX_IDS_PER_SAVE } from '../domain/campaign.js';
import { id, ids, longText, shortText, version } from './common.js';

// Request bodies of the campaigns routes (spec §2 dashboard, campaigns list, create, edit and
// view screens). Names, statuses, send rates and selections are checked by the campaign
// services with spec §5's messages ('Please enter a campaign name', …).

const description = shortText(2000).nullish();
const template = longText.nullish();

/**
 * POST /api/campaigns: from a list (`fromListId`: every profile of that completed list, or with
 * `filters` those passing the lead review's filters, or `profileIds` those rows; the name
 * defaults to the list's) or from the profile selector (`name`, `filters`, `profileIds` and the
 * `messages` written for them, saved with the campaign).
 */
export const createCampaignBody = z.object({
  fromListId: id.optional(),
  name: shortText(200).optional(),
  description,
  messageTemplate: template,
  filters: z.record(z.string(), z.unknown()).optional(),
  profileIds: ids.optional(),
  messages: z.record(id, longText.nullable()).optional(),
});

/** A bounded part of a selection change: the edit screen sends a big one in several requests. */
const idsPart = z.array(id).max(MAX_IDS_PER_SAVE).optional();

/** The message version each saved message started from (issue 31). */
const messageVersions = z.record(id, z.number().int().min(0)).optional();

/**
 * PATCH /api/campaigns/:id: the edit screen's Save Changes (spec §2, §4, §5), every part
 * optional: the settings, the selection (what changed: `addIds`, `removeIds`, up to 1,000 each
 * per request; or the whole of it after editing, `selectedIds`) and per-profile messages (blank
 * ones skipped). `version` is the campaign version the edit started from (409 when stale). A name
 * alone is the dashboard's inline rename.
 */
export const updateCampaignBody = z.object({
  version,
  name: shortText(200).optional(),
  description,
  status: shortText(20).optional(),
  messageTemplate: template,
  sendRateLimit: z.union([z.number(), shortText(20)]).nullish(),
  selectedIds: ids.optional(),
  addIds: idsPart,
  removeIds: idsPart,
  messages: z.record(id, longText.nullable()).optional(),
  messageVersions,
});

/** PUT /api/campaigns/:id/status: the campaigns list's Pause and Resume (spec §4). */
export const campaignStatusBody = z.object({ status: shortText(20), version });

/**
 * PUT /api/campaigns/:id/messages: `{ [profileId]: message }`, blank ones skipped (spec §5);
 * `versions` names the message version each started from (409 naming the changed ones).
 */
export const campaignMessagesBody = z.object({
  messages: z.record(id, longText.nullable()),
  versions: messageVersions,
});

/** POST /api/campaigns/:id/populate: Populate All, or Populate for the selected profiles. */
export const populateBody = z.object({ template, profileIds: ids.optional() });

/**
 * POST /api/campaigns/:id/personalize: Personalize All, or the selected profiles; `force` also
 * rewrites messages the AI already wrote; `template` and `context` replace the campaign's.
 */
export const personalizeBody = z.object({
  profileIds: ids.optional(),
  template,
  context: shortText(2000).optional(),
  force: z.boolean().optional(),
});
