import { z } from 'zod';
import { id, ids, longText, shortText } from './common.js';

/**
 * POST /api/ai/template: the AI writes a message template (spec §7) for `context`, or for the
 * campaign `campaignId` when no context is given.
 */
export const aiTemplateBody = z.object({
  context: shortText(2000).optional(),
  campaignId: id.optional(),
});

/**
 * POST /api/ai/personalize: the AI writes one profile's message from `template` (or the
 * campaign's), in `context` (or the campaign's), and saves it (spec §7).
 */
export const aiPersonalizeBody = z.object({
  profileId: id,
  template: longText.nullish(),
  context: shortText(2000).optional(),
  campaignId: id.optional(),
});

/**
 * POST /api/ai/drafts: the create screen's Personalize selected (spec §2, §9): the AI writes the
 * selected profiles' messages from `template` in `context`, paced, and returns them unsaved.
 */
export const aiDraftsBody = z.object({
  profileIds: ids,
  template: longText.nullish(),
  context: shortText(2000).optional(),
});
