import { type TemplateAudienceDeps, templateAudience } from '../campaigns/template-audience.js';
import { NotFoundError, ValidationError } from '../domain/errors.js';
import {
  DUPLICATE_WINDOW_MS,
  emptyLint,
  type LintResult,
  lintLeadMessage,
  lintSend,
  lintTemplate,
} from '../domain/message-lint.js';
import { messages } from '../domain/messages.js';
import { type MessageLead, messageToSend, placeholderTokens } from '../domain/template.js';
import type { Repositories } from '../store/open-store.js';

// The first-message linter where it runs (issue 36): a template or a lead's message as it is
// saved, the send queue's next text, and 'mark sent'. The rules are domain/message-lint.ts.

/** What the linter reads: the sent texts and lead counts, and the user's time zone and clock. */
export interface MessageLintDeps {
  store: Pick<Repositories, 'messageLint' | 'outreach' | 'outreachSettings'>;
  now?: () => Date;
}

/**
 * Lints a campaign's template, or its variant `label`'s, as it is saved: an unknown placeholder
 * is an error, and the warnings include how many leads (still to contact, without a message of
 * their own) would all get it word for word when it has no placeholder (`templateAudience`: a
 * variant's own leads and its share of the rest). A cleared template has nothing to lint.
 */
export async function campaignTemplateLint(
  deps: TemplateAudienceDeps,
  userId: string,
  campaignId: string,
  template: string | null,
  label?: string,
): Promise<LintResult> {
  if (template === null) return emptyLint();
  const leadsUsingIt = await templateAudience(deps, userId, campaignId, label);
  return lintTemplate(template, { leadsUsingIt });
}

/** A lead's own message as it is saved: its warnings (errors were refused before saving). */
export const leadMessageLint = (message: string | null): LintResult =>
  message === null ? emptyLint() : lintLeadMessage(message);

/**
 * A linter for texts about to be sent, loaded once for several leads: the user's sends of the
 * last 24 hours (for the duplicate checks) and their time zone (to say when a send was).
 *
 * @example
 * const lint = await sendLinter(deps, userId);
 * lint({ username: 'ben', full_name: 'Ben' }, 'Hi Ben, love your reels!');
 */
export async function sendLinter(
  deps: MessageLintDeps,
  userId: string,
): Promise<(lead: { username: string; full_name?: string | null }, text: string) => LintResult> {
  const now = deps.now?.() ?? deps.store.outreach.now();
  const since = new Date(now.getTime() - DUPLICATE_WINDOW_MS).toISOString();
  const [recent, settings] = await Promise.all([
    deps.store.messageLint.sentTexts(userId, since),
    deps.store.outreachSettings.get(userId),
  ]);
  const timeZone = settings?.time_zone ?? 'UTC';
  return (lead, text) =>
    lintSend(text, { username: lead.username, fullName: lead.full_name }, recent, { now, timeZone });
}

/** The queue's next lead with its text to send and that text's lint. */
export async function withSendLint<T extends MessageLead>(
  deps: MessageLintDeps,
  userId: string,
  template: string | null,
  lead: T,
): Promise<T & { text: string; lint: LintResult }> {
  const text = messageToSend(template, lead);
  const lint = (await sendLinter(deps, userId))(lead, text);
  return { ...lead, text, lint };
}

/**
 * The text a lead is marked sent with (what the queue gave it: `messageToSend`), refused when
 * it still holds a placeholder-looking token ('Not marked sent: the message to @ben still holds
 * {Frist Name}; edit the message, then send it').
 */
export async function sendableText(
  deps: { store: Pick<Repositories, 'messageLint'> },
  userId: string,
  campaign: { id: string; message_template: string | null },
  profileId: string,
): Promise<string> {
  const lead = await deps.store.messageLint.leadForSend(userId, campaign.id, profileId);
  if (!lead) throw new NotFoundError(messages.leadNotInCampaign);
  const text = messageToSend(campaign.message_template, lead);
  const tokens = placeholderTokens(text);
  if (tokens.length > 0)
    throw new ValidationError(messages.unfilledPlaceholderRefused(lead.username, tokens));
  return text;
}
