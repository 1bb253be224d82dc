import { z } from 'zod';
import { MAX_CSV_BYTES } from '../domain/csv.js';
import { shortText, version } from './common.js';

/**
 * POST /api/campaigns/:id/leads/:profileId/status: a lead's outreach status and optional note;
 * `overridePace` marks a send the pace holds anyway (recorded as over the pace).
 */
export const leadStatusBody = z.object({
  status: shortText(20),
  note: shortText(2000).nullish(),
  overridePace: z.boolean().optional(),
});

/** PUT /api/outreach/settings: the pace settings to change (blank working hours: any hour). */
export const outreachSettingsBody = z.object({
  dailyCap: z.union([z.number(), shortText(10)]).optional(),
  workingHours: shortText(20).nullish(),
  timeZone: shortText(100).optional(),
  /** The warm-up ramp on or off, its day-1 allowance and its length in days (issue 36). */
  warmup: z.union([z.boolean(), shortText(10)]).optional(),
  warmupStart: z.union([z.number(), shortText(10)]).optional(),
  warmupDays: z.union([z.number(), shortText(10)]).optional(),
  version,
});

/** POST /api/outreach/blocked: "Instagram blocked me", with an optional note of what happened. */
export const blockReportBody = z.object({ note: shortText(2000).nullish() });

/** POST and DELETE /api/do-not-contact: usernames to add or take off. */
export const doNotContactBody = z.object({ usernames: z.array(shortText(100)).min(1).max(10_000) });

/**
 * POST /api/do-not-contact/csv: a CSV file of usernames to add (the CLI's `dnc import` in remote
 * mode), as read on the user's machine; core's parser reads it as it reads a local one.
 */
export const doNotContactCsvBody = z.object({
  fileName: shortText(1000),
  size: z.number().int().min(0),
  text: z.string().max(MAX_CSV_BYTES),
});

/** GET /api/do-not-contact: a page in username order, after `after`. */
export const doNotContactQuery = z.object({
  limit: z.coerce.number().int().optional(),
  after: shortText(100).optional(),
});

/** GET /api/outreach/lead: the leads of one Instagram username (the extension's profile panel). */
export const profileLeadQuery = z.object({ username: shortText(100) });

/** POST /api/extension/tokens: pairs a browser, optionally named. */
export const pairExtensionBody = z.object({ label: shortText(200).optional() });
