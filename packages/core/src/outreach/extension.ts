import { assignVariants } from '../campaigns/variants.js';
import { emptyLint, type LintResult } from '../domain/message-lint.js';
import { isContacted, type OutreachStatus } from '../domain/outreach-status.js';
import { messageToSend } from '../domain/template.js';
import { normalizeUsername } from '../domain/usernames.js';
import { sendLinter } from './message-lint.js';
import { type OutreachDeps, type SendQueue, sendQueue } from './outreach.js';

/** A campaign lead as the extension's profile-page panel shows it. */
export interface ProfileLead {
  campaign: { id: string; name: string };
  profileId: string;
  username: string;
  status: OutreachStatus;
  /** The message to send: the lead's own, else its variant's template filled in. */
  text: string;
  /** The first-message linter on `text` (issue 36): an error means it cannot be sent as is. */
  lint: LintResult;
  /** Whether the send queue would offer it: queued, and not contacted from another campaign. */
  sendable: boolean;
}

/**
 * The send queue of each of the user's active campaigns, newest campaign first: what the
 * extension's popup lists (the next lead, its message, how many remain and the pace).
 */
export async function activeSendQueues(deps: OutreachDeps, userId: string): Promise<SendQueue[]> {
  const campaigns = await deps.store.campaigns.list(userId);
  return Promise.all(
    campaigns
      .filter((campaign) => campaign.status === 'active')
      .map((campaign) => sendQueue(deps, userId, campaign.id)),
  );
}

/**
 * The leads with this username in the user's active campaigns, with their status and message:
 * what the extension shows on that Instagram profile's page. None when the username is on the
 * do-not-contact list or is not a valid username.
 */
export async function leadsForUsername(
  deps: Pick<OutreachDeps, 'store' | 'now'>,
  userId: string,
  username: string,
): Promise<ProfileLead[]> {
  const name = normalizeUsername(username);
  if (!name || (await deps.store.doNotContact.isBlocked(userId, name))) return [];
  const leads = await deps.store.outreachQueue.leadsNamed(userId, name);
  const contacted = leads.some((lead) => isContacted(lead.status));
  const lint = await sendLinter(deps, userId);
  const active = leads.filter((lead) => lead.campaign_status === 'active');
  return Promise.all(
    active.map(async (lead) => {
      // the lead's message variant (issue 36): one is assigned now if it is about to be sent
      const variant = (await assignVariants(deps, userId, lead.campaign_id, [lead.profile_id])).get(
        lead.profile_id,
      );
      const text = messageToSend(variant ? variant.template : lead.message_template, lead);
      return {
        campaign: { id: lead.campaign_id, name: lead.campaign_name },
        profileId: lead.profile_id,
        username: lead.username,
        status: lead.status,
        text,
        // a lead already messaged would only match its own sent text
        lint: lead.status === 'queued' ? lint(lead, text) : emptyLint(),
        sendable: lead.status === 'queued' && !contacted,
      };
    }),
  );
}
