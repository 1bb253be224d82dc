import { requireCampaign } from '../campaigns/access.js';
import { assignVariants } from '../campaigns/variants.js';
import type { UsernameCsvFile } from '../domain/csv.js';
import { NotFoundError, ValidationError } from '../domain/errors.js';
import type { LintResult } from '../domain/message-lint.js';
import { messages } from '../domain/messages.js';
import { PaceHeldError } from '../domain/outreach-pace.js';
import {
  isContacted,
  isOutreachStatus,
  isResponse,
  OUTREACH_STATUSES,
  type OutreachStatus,
  replyRate,
} from '../domain/outreach-status.js';
import { parseUsernameCsv } from '../domain/username-csv.js';
import { normalizeUsername, parseUsername } from '../domain/usernames.js';
import { TEMPLATE_VARIANT } from '../domain/variant-assignment.js';
import type { Repositories, Store } from '../store/open-store.js';
import type { OutreachLead, QueuedLead } from '../store/outreach-repository.js';
import { emitEvent, withEvents } from '../webhooks/emit-event.js';
import { sendableText, withSendLint } from './message-lint.js';
import { currentPace, type PaceHealthLine, type PaceToday, type QueuePace } from './pace.js';

/** What outreach needs: the campaigns and outreach repositories, and the clock the pace reads (the store's when absent). */
export interface OutreachDeps {
  /** With `transaction` (a Store), a mark and its webhook event commit together. */
  store: Pick<
    Repositories,
    | 'campaigns'
    | 'campaignVariants'
    | 'outreach'
    | 'outreachQueue'
    | 'outreachSettings'
    | 'doNotContact'
    | 'outreachBlocks'
    | 'webhooks'
    | 'messageLint'
  > &
    Partial<Pick<Store, 'transaction'>>;
  now?: () => Date;
}

/** A lead named by its profile id, or by its username (the CLI's `campaigns mark`). */
export type LeadRef = { profileId: string } | { username: string };

/** The send queue of a campaign, as every front end shows it. */
export interface SendQueue {
  campaign: {
    id: string;
    name: string;
    status: string;
    sendRatePerHour: number;
    messagesSent: number;
    responses: number;
    replyRate: number;
  };
  /**
   * The next lead to contact with the message to send, or null when nobody is left. `variant`
   * is its message variant's label (assigned when it first becomes next) and `lint` the
   * first-message linter's on that text (issue 36): an error means it cannot be sent as is.
   */
  next: (QueuedLead & { text: string; variant: string; lint: LintResult }) | null;
  /** Leads left to contact, the next included. */
  remaining: number;
  /** Whether a send is allowed now, else when and why not. */
  pace: QueuePace;
  /** The user's new conversations today (local day), across campaigns, and the daily cap. */
  today: PaceToday;
  /** The factor that limits sending now, in words (issue 36's health line). */
  health: PaceHealthLine;
  /** How many of the campaign's leads are in each status. */
  counts: Record<OutreachStatus, number>;
}

/** The lead a ref names with its campaign, or NotFoundError('That profile is not in this campaign'). */
async function requireCampaignLead(deps: OutreachDeps, userId: string, campaignId: string, ref: LeadRef) {
  const campaign = await requireCampaign(deps.store, userId, campaignId);
  const lead =
    'profileId' in ref
      ? await deps.store.outreach.get(userId, campaignId, ref.profileId)
      : await deps.store.outreach.byUsername(userId, campaignId, normalizeUsername(ref.username));
  if (!lead) throw new NotFoundError(messages.leadNotInCampaign);
  return { campaign, lead };
}

/** The lead a ref names, or NotFoundError('That profile is not in this campaign'). */
async function requireLead(deps: OutreachDeps, userId: string, campaignId: string, ref: LeadRef) {
  return (await requireCampaignLead(deps, userId, campaignId, ref)).lead;
}

/** A status from outside, or ValidationError naming the statuses. */
export function parseOutreachStatus(value: unknown): OutreachStatus {
  if (isOutreachStatus(value)) return value;
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (isOutreachStatus(text)) return text;
  throw new ValidationError(messages.invalidOutreachStatus(String(value), OUTREACH_STATUSES));
}

/**
 * Sets a campaign lead's outreach status (queued, skipped, sent, replied, interested, won,
 * lost), with an optional note (undefined keeps the one it has), recording the change so it can
 * be undone; 'messages sent' and 'responses' follow. Returns the lead and '@name marked sent'.
 *
 * The pace is enforced, not only advised: a lead not yet messaged marked sent while the pace
 * holds the next send (the campaign's rate per rolling hour, the daily cap, working hours) is
 * refused with a PaceHeldError saying when the next send is allowed, unless `overridePace`
 * says the person sent it anyway; such a send is recorded as over the pace (`overPace`). A
 * reply or an outcome (replied, interested, won, lost) needs a message sent first: for a lead
 * never messaged it is refused (ValidationError). A first send records the text the queue gave
 * (`messageToSend`) and is refused while that text still holds a placeholder-looking token
 * (ValidationError naming it: issue 36).
 *
 * @example
 * await markLead({ store }, userId, campaignId, { username: 'ana.p' }, 'sent');
 * await markLead({ store }, userId, campaignId, { username: 'ben' }, 'sent', undefined, { overridePace: true });
 * await markLead({ store }, userId, campaignId, { username: 'ana.p' }, 'replied', 'asked for prices');
 */
export async function markLead(
  deps: OutreachDeps,
  userId: string,
  campaignId: string,
  ref: LeadRef,
  status: unknown,
  note?: string | null,
  options: { overridePace?: boolean } = {},
): Promise<{ lead: OutreachLead; notice: string; overPace: boolean }> {
  const to = parseOutreachStatus(status);
  const { campaign, lead: found } = await requireCampaignLead(deps, userId, campaignId, ref);
  const contacted = isContacted(found.status);
  if (isResponse(to) && !contacted) throw new ValidationError(messages.responseNeedsSend(found.username, to));
  let overPace = false;
  // a first send records its text, and is refused while the text holds an unfilled placeholder
  const sentText =
    isContacted(to) && !contacted ? await firstSendText(deps, userId, campaign, found.profile_id) : undefined;
  if (isContacted(to) && !contacted) {
    const pace = await currentPace(deps, userId, campaign);
    if (!pace.allowed) {
      if (!options.overridePace)
        throw new PaceHeldError(messages.paceRefused(pace.notice ?? ''), {
          at: pace.at,
          hold: pace.hold ?? 'rate',
        });
      overPace = true;
    }
  }
  const cleanNote = note === undefined ? undefined : note?.trim() ? note.trim().slice(0, 2000) : null;
  // a mark to replied and its `lead.replied` event commit together (issue 35)
  const lead = await withEvents(deps.store, async (tx) => {
    const marked = await tx.outreach.mark(userId, campaignId, found.profile_id, to, cleanNote, {
      overPace,
      sentText,
    });
    if (marked && to === 'replied' && found.status !== 'replied')
      await emitEvent(tx, userId, 'lead.replied', {
        campaign_id: campaignId,
        profile_id: marked.profile_id,
        username: marked.username,
        note: marked.note,
      });
    return marked;
  });
  if (!lead) throw new NotFoundError(messages.leadNotInCampaign);
  const notice = overPace
    ? messages.leadMarkedOverPace(lead.username)
    : messages.leadMarked(lead.username, lead.status);
  return { lead, notice, overPace };
}

/** Undoes the lead's last status change ('Nothing to undo for this lead' when there is none). */
export async function undoLead(
  deps: OutreachDeps,
  userId: string,
  campaignId: string,
  ref: LeadRef,
): Promise<{ lead: OutreachLead; notice: string }> {
  const found = await requireLead(deps, userId, campaignId, ref);
  const result = await deps.store.outreach.undo(userId, campaignId, found.profile_id);
  if (!result) throw new NotFoundError(messages.leadNotInCampaign);
  if (!result.undone) throw new ValidationError(messages.nothingToUndo);
  return { lead: result.lead, notice: messages.leadUndone(result.lead.username, result.lead.status) };
}

/** Records that the lead was opened in Instagram from the queue. */
export async function openLead(deps: OutreachDeps, userId: string, campaignId: string, ref: LeadRef) {
  const found = await requireLead(deps, userId, campaignId, ref);
  await deps.store.outreach.opened(userId, campaignId, found.profile_id);
}

/**
 * The text a lead's first send records: what the queue gives it, from its variant's template
 * (the lead gets its variant now if it has none yet, so every send counts for one variant).
 */
async function firstSendText(
  deps: OutreachDeps,
  userId: string,
  campaign: { id: string; message_template: string | null },
  profileId: string,
): Promise<string> {
  const variant = (await assignVariants(deps, userId, campaign.id, [profileId])).get(profileId);
  const template = variant ? variant.template : campaign.message_template;
  return sendableText(deps, userId, { id: campaign.id, message_template: template }, profileId);
}

/**
 * The send queue of an active campaign (a paused or draft one has none: 'The send queue runs
 * for active campaigns only …'): the next lead (queued, not on do-not-contact, not already
 * contacted in any campaign; the most followed first) with the message to send — its own
 * (personalised or edited) if it has one, else its variant's template filled in (the lead gets
 * its variant here when it first becomes next: `assignVariants`) — and whether sending is
 * allowed now under the pace: the campaign's rate per rolling hour, the user's daily cap across
 * campaigns and working hours, or when it will be and why.
 *
 * @example
 * const queue = await sendQueue({ store }, userId, campaignId);
 * if (queue.next && queue.pace.allowed) copy(queue.next.text);
 */
export async function sendQueue(deps: OutreachDeps, userId: string, campaignId: string): Promise<SendQueue> {
  const campaign = await requireCampaign(deps.store, userId, campaignId);
  if (campaign.status !== 'active')
    throw new ValidationError(messages.queueNeedsActiveCampaign(campaign.status));
  const [pace, queue, counts] = await Promise.all([
    currentPace(deps, userId, campaign),
    deps.store.outreachQueue.queue(userId, campaignId, 1),
    deps.store.outreach.statusCounts(userId, campaignId),
  ]);
  const [lead] = queue.leads;
  const variant =
    lead && (await assignVariants(deps, userId, campaignId, [lead.profile_id])).get(lead.profile_id);
  return {
    campaign: {
      id: campaign.id,
      name: campaign.name,
      status: campaign.status,
      sendRatePerHour: campaign.send_rate_limit,
      messagesSent: campaign.messages_sent,
      responses: campaign.responses_received,
      replyRate: replyRate(campaign.messages_sent, campaign.responses_received),
    },
    next: lead
      ? {
          ...(await withSendLint(deps, userId, variant ? variant.template : campaign.message_template, lead)),
          variant: variant?.label ?? TEMPLATE_VARIANT,
        }
      : null,
    remaining: queue.total,
    pace: { allowed: pace.allowed, at: pace.at, hold: pace.hold, notice: pace.notice, waitMs: pace.waitMs },
    today: pace.today,
    health: pace.health,
    counts: Object.fromEntries(OUTREACH_STATUSES.map((status) => [status, counts[status] ?? 0])) as Record<
      OutreachStatus,
      number
    >,
  };
}

/** Usernames from outside for do-not-contact: each normalised and checked, repeats dropped. */
function doNotContactNames(entries: readonly string[]): string[] {
  const names = entries.map((entry) => entry.trim()).filter((entry) => entry !== '');
  if (names.length === 0) throw new ValidationError(messages.atLeastOneUsername);
  return [...new Set(names.map(parseUsername))];
}

/**
 * Adds usernames to the user's do-not-contact list: no campaign's send queue offers them, and
 * new campaigns leave them out. Returns how many were new and the notice.
 *
 * @example
 * await blockUsernames({ store }, userId, ['@rival.brand', 'ex_client']);
 */
export async function blockUsernames(
  deps: Pick<OutreachDeps, 'store'>,
  userId: string,
  entries: readonly string[],
): Promise<{ added: number; notice: string }> {
  const names = doNotContactNames(entries);
  const added = await deps.store.doNotContact.block(userId, names);
  return { added, notice: messages.doNotContactAdded(added, names.length) };
}

/** Takes usernames off the do-not-contact list. */
export async function unblockUsernames(
  deps: Pick<OutreachDeps, 'store'>,
  userId: string,
  entries: readonly string[],
): Promise<{ removed: number; notice: string }> {
  const removed = await deps.store.doNotContact.unblock(userId, doNotContactNames(entries));
  return { removed, notice: messages.doNotContactRemoved(removed) };
}

/** A page of the do-not-contact list in username order; pass the last username as `after`. */
export function listBlocked(
  deps: Pick<OutreachDeps, 'store'>,
  userId: string,
  options: { limit?: number; after?: string } = {},
) {
  return deps.store.doNotContact.blocked(userId, options);
}

/** The most usernames one do-not-contact import takes. */
export const MAX_DO_NOT_CONTACT_IMPORT = 10_000;

/**
 * Adds a CSV file's usernames to do-not-contact, read as custom lists read theirs (a username
 * column when a header names one, else every value), with what was left out in `note`.
 */
export async function importBlocked(
  deps: Pick<OutreachDeps, 'store'>,
  userId: string,
  file: UsernameCsvFile,
): Promise<{ added: number; notice: string; note: string | null }> {
  const parsed = parseUsernameCsv(file, MAX_DO_NOT_CONTACT_IMPORT);
  const { added, notice } = await blockUsernames(deps, userId, parsed.usernames);
  return { added, notice, note: parsed.note };
}
