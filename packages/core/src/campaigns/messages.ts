import { NotFoundError, StaleVersionError, ValidationError } from '../domain/errors.js';
import type { LintIssue, LintResult } from '../domain/message-lint.js';
import { messages } from '../domain/messages.js';
import { plainText } from '../domain/plain-text.js';
import { assertKnownPlaceholders, hasTemplate, renderTemplate } from '../domain/template.js';
import { requireList } from '../lists/access.js';
import { leadMessageLint } from '../outreach/message-lint.js';
import type { Repositories, Store } from '../store/open-store.js';
import { readProfileIds, requireCampaign, requireOwnProfiles } from './access.js';
import { variantTemplates } from './variants.js';

type MessageRepos = Pick<Repositories, 'campaigns' | 'campaignMembers' | 'campaignMessages' | 'profiles'>;

/**
 * A per-profile message from outside: trimmed and without control characters but line breaks
 * and tabs (`plainText`), blank is null; anything but text is refused, and so is an unknown
 * placeholder ({First Nme}: issue 36), as in a template: the known ones are filled at send.
 */
function readMessage(message: unknown): string | null {
  if (message === undefined || message === null) return null;
  if (typeof message !== 'string') throw new ValidationError(messages.filterText('Message'));
  const plain = plainText(message, { multiline: true }).trim();
  if (plain !== '') assertKnownPlaceholders(plain);
  return plain === '' ? null : plain;
}

/**
 * Saves one profile's message as the per-profile editor does (spec §4: autosaved 1 s after
 * typing stops; `message_processed` reset to false). The text is trimmed; a blank one clears
 * the message. The profile must be the user's own ('Profile not found'). With
 * `expectedVersion`, a message changed since (another tab, the AI) is refused
 * (StaleVersionError); returns the new version.
 */
export async function saveProfileMessage(
  deps: { store: Pick<Repositories, 'profiles'> },
  userId: string,
  profileId: string,
  message: string | null,
  options: { expectedVersion?: number } = {},
): Promise<{ profileId: string; message: string | null; messageVersion: number; lint: LintResult }> {
  const text = readMessage(message);
  const saved = await deps.store.profiles.saveMessage(userId, profileId, text, options);
  if (saved === 'stale') throw staleMessages([profileId]);
  if (saved === undefined) throw new NotFoundError(messages.profileNotFound);
  return { profileId, message: text, messageVersion: saved, lint: leadMessageLint(text) };
}

/** The refusal of a save of messages that changed since the versions it started from. */
const staleMessages = (stale: readonly string[]) =>
  new StaleVersionError(messages.messagesChangedElsewhere(stale.length), { stale });

/**
 * Saves a campaign's message for one of its leads (the lead by any row of its person): the
 * campaign's own text, not the list's lead-review message; blank clears it. 'Profile not found'
 * when the campaign does not hold that person. With `expectedVersion`, a message changed since
 * that version is refused (StaleVersionError); returns the new version and the message's lint
 * warnings (issue 36: a link, over 150 words, all caps).
 */
export async function saveCampaignMessage(
  deps: { store: Pick<Repositories, 'campaigns' | 'campaignMessages'> },
  userId: string,
  campaignId: string,
  profileId: string,
  message: string | null,
  options: { expectedVersion?: number } = {},
): Promise<{ profileId: string; message: string | null; messageVersion: number; lint: LintResult }> {
  await requireCampaign(deps.store, userId, campaignId);
  const text = readMessage(message);
  const { versions, stale } = await deps.store.campaignMessages.saveMessages(userId, campaignId, [
    { id: profileId, message: text, expectedVersion: options.expectedVersion },
  ]);
  if (stale.length > 0) throw staleMessages(stale);
  const messageVersion = versions[profileId];
  if (messageVersion === undefined) throw new NotFoundError(messages.profileNotFound);
  return { profileId, message: text, messageVersion, lint: leadMessageLint(text) };
}

/** What Save Changes' messages did: how many were saved, each one's new version, and the lint warnings of those that have any. */
export interface MessagesWritten {
  saved: number;
  versions: Record<string, number>;
  warnings: Record<string, LintIssue[]>;
}

/** Writes Save Changes' messages with the given repositories: see `saveMessages`. */
export async function writeMessages(
  repos: MessageRepos,
  userId: string,
  campaignId: string,
  byProfile: Readonly<Record<string, string | null>>,
  expected: Readonly<Record<string, number>> = {},
): Promise<MessagesWritten> {
  if (typeof byProfile !== 'object' || byProfile === null || Array.isArray(byProfile)) {
    throw new ValidationError(messages.invalidMessages);
  }
  await requireCampaign(repos, userId, campaignId);
  // spec §5: only non-blank per-profile messages are saved
  const entries = Object.entries(byProfile).flatMap(([id, message]) => {
    const text = readMessage(message);
    return text === null ? [] : [{ id, message: text, expectedVersion: expected[id] }];
  });
  await requireOwnProfiles(
    repos,
    userId,
    entries.map((entry) => entry.id),
  );
  const { saved, versions, stale } = await repos.campaignMessages.saveMessages(userId, campaignId, entries);
  if (stale.length > 0) throw staleMessages(stale);
  const warnings = Object.fromEntries(
    entries.flatMap((entry) => {
      const found = leadMessageLint(entry.message).warnings;
      return found.length > 0 ? [[entry.id, found]] : [];
    }),
  );
  return { saved, versions, warnings };
}

/**
 * The edit screen's Save Changes for messages (spec §5, §7: "on save for each selected profile
 * with a message"): `{ [profileId]: message }`; blank messages are skipped, the rest trimmed and
 * saved with `message_processed` false, in one transaction. Every id must be the user's own
 * profile ('Profile not found'); the campaign must be theirs. `expected` names the message
 * version each edit started from: if any changed since, nothing is saved (StaleVersionError
 * naming them; issue 31). Returns the new versions.
 */
export function saveMessages(
  deps: { store: Pick<Store, 'transaction'> },
  userId: string,
  campaignId: string,
  byProfile: Readonly<Record<string, string | null>>,
  expected: Readonly<Record<string, number>> = {},
): Promise<MessagesWritten> {
  return deps.store.transaction((tx) => writeMessages(tx, userId, campaignId, byProfile, expected));
}

/** How many messages Populate wrote, and 'Messages populated for N (selected) profiles'. */
export interface PopulateResult {
  count: number;
  notice: string;
}

/**
 * The edit screen's Populate All and the floating bar's Populate (spec §2, §5): fills the
 * template ({Full Name}, {First Name}, {Username}) for every profile of the campaign, or for the
 * selected `profileIds` — each lead its variant's template (issue 36) — and saves each message
 * (`message_processed` false). `template` is the
 * editor's text when given, else the campaign's. It must not be blank ('Please enter a message
 * template first'), and there must be a profile ('Select at least one profile to populate').
 *
 * @example
 * await populateMessages(deps, userId, campaignId, { profileIds: ['p1'] })
 * // { count: 1, notice: 'Messages populated for 1 selected profiles' }
 */
export async function populateMessages(
  deps: { store: MessageRepos & Pick<Repositories, 'campaignVariants'> },
  userId: string,
  campaignId: string,
  options: { profileIds?: readonly string[]; template?: string | null } = {},
): Promise<PopulateResult> {
  const campaign = await requireCampaign(deps.store, userId, campaignId);
  const template = options.template !== undefined ? options.template : campaign.message_template;
  if (!hasTemplate(template)) throw new ValidationError(messages.enterTemplateFirst);
  const selectedOnly = options.profileIds !== undefined;
  const ids = selectedOnly ? readProfileIds(options.profileIds) : undefined;
  if (ids?.length === 0) throw new ValidationError(messages.populateNeedsProfiles);
  const profiles = ids
    ? await requireOwnProfiles(deps.store, userId, ids)
    : await deps.store.campaignMembers.profiles(userId, campaignId);
  if (profiles.length === 0) throw new ValidationError(messages.populateNeedsProfiles);
  const text = (template as string).trim();
  assertKnownPlaceholders(text);
  // each lead filled from its variant's template (issue 36), the leads assigned evenly up front
  const templates = await variantTemplates(
    deps,
    userId,
    campaignId,
    text,
    profiles.map((profile) => profile.id),
  );
  const entries = profiles.map((profile) => ({
    id: profile.id,
    message: renderTemplate(templates.get(profile.id) ?? text, profile),
  }));
  const { saved: count } = await deps.store.campaignMessages.saveMessages(userId, campaignId, entries);
  return { count, notice: messages.messagesPopulated(count, selectedOnly) };
}

/**
 * The lead review screen's "Populate selected" (spec §2, §5), for every front end: fills
 * `template` ({Full Name}, {First Name}, {Username}) for the selected `profileIds` of a list, or
 * for every row of it when `profileIds` is left out, and saves each message
 * (`message_processed` false) in one transaction: all of them or none. The list must be the
 * user's ('List not found'), the template not blank ('Please enter a message template first'),
 * the selection not empty ('Select at least one profile to populate'), and every id one of the
 * list's rows ('Profile not found'): nothing is written for a partial selection.
 *
 * @example
 * await populateListMessages(deps, userId, listId, { template: 'Hi {First Name}!', profileIds: ['p1'] })
 * // { count: 1, notice: 'Messages populated for 1 selected profiles' }
 */
export function populateListMessages(
  deps: { store: Pick<Store, 'transaction'> },
  userId: string,
  listId: string,
  options: { template: string | null | undefined; profileIds?: readonly string[] },
): Promise<PopulateResult> {
  return deps.store.transaction(async (tx) => {
    await requireList(tx, userId, listId);
    const { template } = options;
    if (!hasTemplate(template)) throw new ValidationError(messages.enterTemplateFirst);
    assertKnownPlaceholders(template as string);
    const selectedOnly = options.profileIds !== undefined;
    const ids = selectedOnly
      ? readProfileIds(options.profileIds)
      : await tx.profiles.matchingIds(userId, listId);
    if (ids.length === 0) throw new ValidationError(messages.populateNeedsProfiles);
    const profiles = await requireOwnProfiles(tx, userId, ids);
    if (profiles.some((profile) => profile.search_list_id !== listId)) {
      throw new NotFoundError(messages.profileNotFound);
    }
    const text = (template as string).trim();
    const entries = profiles.map((profile) => ({ id: profile.id, message: renderTemplate(text, profile) }));
    const count = await tx.profiles.saveMessages(userId, entries);
    return { count, notice: messages.messagesPopulated(count, selectedOnly) };
  });
}
