import type { CampaignProfile } from '../domain/campaign.js';
import { assertListTransition, parseCampaignStatus, parseSendRateLimit } from '../domain/campaign-status.js';
import { NotFoundError, StaleVersionError, ValidationError } from '../domain/errors.js';
import type { LintResult } from '../domain/message-lint.js';
import { messages } from '../domain/messages.js';
import { plainText } from '../domain/plain-text.js';
import { assertKnownPlaceholders } from '../domain/template.js';
import { campaignTemplateLint } from '../outreach/message-lint.js';
import type { CampaignChanges, CampaignSummary } from '../store/campaigns-repository.js';
import type { Repositories } from '../store/open-store.js';
import { type CampaignWithList, requireCampaign } from './access.js';

/** What the campaign services need: the campaigns repository, and the linter's reads for a template. */
export interface CampaignsDeps {
  store: Pick<Repositories, 'campaigns' | 'campaignMembers' | 'messageLint' | 'campaignVariants'>;
}

/** The edit screen's Campaign Stats (spec §2). */
export interface CampaignStats {
  /** How many profiles the campaign was created with (`total_profiles`). */
  total: number;
  /** How many profiles it holds now (`profile_count`). */
  selected: number;
  sent: number;
  responses: number;
}

/** A campaign with its list, its profiles and its stats: what the edit and view screens show. */
export interface CampaignDetail extends CampaignWithList {
  profiles: CampaignProfile[];
  stats: CampaignStats;
}

/** What a campaign's edit may change (spec §2 edit screen, Campaign Settings). */
export interface CampaignEdits {
  name?: string;
  description?: string | null;
  status?: string;
  template?: string | null;
  /** Per hour; anything but a whole number 1..100 becomes 10 (spec §5). */
  sendRateLimit?: unknown;
}

/**
 * A campaign name from outside, trimmed and without control characters (`plainText`); blank (or
 * not text) is 'Please enter a campaign name' (spec §5 Campaigns).
 */
export function readCampaignName(name: unknown): string {
  const trimmed = typeof name === 'string' ? plainText(name).trim() : '';
  if (trimmed === '') throw new ValidationError(messages.enterCampaignName);
  return trimmed;
}

/**
 * Optional multi-line text from outside (a description, a template), trimmed (spec §5: trimmed
 * on save) and without control characters but line breaks and tabs; blank or missing is null.
 */
export function readOptionalText(text: unknown, label: string): string | null {
  if (text === undefined || text === null) return null;
  if (typeof text !== 'string') throw new ValidationError(messages.filterText(label));
  const plain = plainText(text, { multiline: true }).trim();
  return plain === '' ? null : plain;
}

/**
 * A message template from outside: optional text as `readOptionalText`, refused when it has a
 * placeholder that is not one of {Full Name}, {First Name}, {Username} (it would be sent as typed).
 */
export function readTemplate(template: unknown): string | null {
  const text = readOptionalText(template, 'Message template');
  if (text !== null) assertKnownPlaceholders(text);
  return text;
}

/** The user's campaigns, newest first, each with its list and up to 3 preview profiles (spec §7). */
export function listCampaigns(deps: CampaignsDeps, userId: string): Promise<CampaignSummary[]> {
  return deps.store.campaigns.list(userId);
}

/**
 * One campaign with its list, its profiles (followers descending) and its stats, for the lead
 * review, edit and view screens. A missing or foreign id is 'Campaign not found or access denied'.
 */
export async function getCampaign(
  deps: CampaignsDeps,
  userId: string,
  campaignId: string,
): Promise<CampaignDetail> {
  const campaign = await requireCampaign(deps.store, userId, campaignId);
  const profiles = await deps.store.campaignMembers.profiles(userId, campaignId);
  return {
    ...campaign,
    profiles,
    stats: {
      total: campaign.total_profiles,
      selected: profiles.length,
      sent: campaign.messages_sent,
      responses: campaign.responses_received,
    },
  };
}

/** The columns an edit sets, each checked and cleaned as spec §5 says. */
export function campaignChanges(edits: CampaignEdits): CampaignChanges {
  const changes: CampaignChanges = {};
  if (edits.name !== undefined) changes.name = readCampaignName(edits.name);
  if (edits.description !== undefined)
    changes.description = readOptionalText(edits.description, 'Description');
  // spec §4: on the edit screen any status can be chosen freely
  if (edits.status !== undefined) changes.status = parseCampaignStatus(edits.status);
  if (edits.template !== undefined) changes.message_template = readTemplate(edits.template);
  if (edits.sendRateLimit !== undefined) changes.send_rate_limit = parseSendRateLimit(edits.sendRateLimit);
  return changes;
}

/**
 * The version an edit started from (optimistic concurrency, issue 31): a save of a campaign
 * saved since is refused with StaleVersionError, which carries the current version (sending it
 * back overwrites deliberately). Left out, the save applies to whatever is there (a script's
 * single write).
 */
export interface VersionCheck {
  expectedVersion?: number;
}

/**
 * Saves the edit screen's Campaign Settings (spec §2, §5): the name trimmed and not blank
 * ('Please enter a campaign name'), description and template trimmed (blank clears them), any
 * status, the send rate 1..100 per hour (else 10). Only the fields given change; the version is
 * bumped, and a stale `expectedVersion` is refused ('This campaign was changed in another tab…').
 * A template given is linted (issue 36): an unknown placeholder refuses the save, and `lint`
 * carries the warnings (empty when the template was not edited).
 *
 * @example
 * await updateCampaign(deps, userId, id, { name: ' Spring ', status: 'active', sendRateLimit: '25' });
 */
export async function updateCampaign(
  deps: CampaignsDeps,
  userId: string,
  campaignId: string,
  edits: CampaignEdits,
  check: VersionCheck = {},
): Promise<{ campaign: CampaignWithList; notice: string; lint: LintResult }> {
  const changes = campaignChanges(edits);
  if (!(await deps.store.campaigns.update(userId, campaignId, changes, check))) {
    const current = await requireCampaign(deps.store, userId, campaignId);
    throw new StaleVersionError(messages.campaignChangedElsewhere, { version: current.version });
  }
  // a new name alone is a rename (the dashboard's inline rename, spec §2), from any front end
  const renamed = Object.keys(changes).length === 1 && changes.name !== undefined;
  return {
    campaign: await requireCampaign(deps.store, userId, campaignId),
    notice: renamed ? messages.campaignRenamed : messages.campaignSaved,
    lint: await campaignTemplateLint(deps, userId, campaignId, changes.message_template ?? null),
  };
}

/** The dashboard's inline rename (spec §2): a trimmed, non-blank name; 'Campaign renamed successfully'. */
export function renameCampaign(
  deps: CampaignsDeps,
  userId: string,
  campaignId: string,
  name: string,
  check: VersionCheck = {},
): Promise<{ campaign: CampaignWithList; notice: string }> {
  return updateCampaign(deps, userId, campaignId, { name }, check);
}

/**
 * The campaigns list's Pause and Resume (spec §4): only active to paused and paused to active;
 * any other change is refused ('Cannot change a campaign from draft to active'). Returns the
 * campaign and 'Campaign {status} successfully'.
 */
export async function setCampaignStatus(
  deps: CampaignsDeps,
  userId: string,
  campaignId: string,
  status: string,
  check: VersionCheck = {},
): Promise<{ campaign: CampaignWithList; notice: string }> {
  const to = parseCampaignStatus(status);
  const campaign = await requireCampaign(deps.store, userId, campaignId);
  assertListTransition(parseCampaignStatus(campaign.status), to);
  await updateCampaign(deps, userId, campaignId, { status: to }, check);
  return {
    campaign: await requireCampaign(deps.store, userId, campaignId),
    notice: messages.campaignStatusChanged(to),
  };
}

/** Deletes a campaign in any state (spec §4); its profiles stay in their lists. */
export async function deleteCampaign(
  deps: CampaignsDeps,
  userId: string,
  campaignId: string,
): Promise<{ notice: string }> {
  if (!(await deps.store.campaigns.delete(userId, campaignId))) {
    throw new NotFoundError(messages.campaignNotFoundOrDenied);
  }
  return { notice: messages.campaignDeleted };
}
