import { requireCampaign, requireOwnProfiles } from '../campaigns/access.js';
import { variantTemplates } from '../campaigns/variants.js';
import { campaignContext } from '../domain/ai-context.js';
import { NotFoundError, ValidationError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';
import type { Profile } from '../domain/profile.js';
import { hasTemplate } from '../domain/template.js';
import type { Writer, WriterProfile } from '../providers/writer.js';
import type { Repositories } from '../store/open-store.js';

/** What personalisation needs: the campaigns, variants and profiles repositories, and the AI writer. */
export interface PersonalizationDeps {
  store: Pick<
    Repositories,
    'campaigns' | 'campaignMembers' | 'campaignMessages' | 'campaignVariants' | 'profiles'
  >;
  writer: Writer;
}

/** Where a personalisation takes its template and context from. */
export interface PersonalizationSource {
  /** The campaign whose template and targeting are used; none on the create screen. */
  campaignId?: string;
  /** The editor's template, when it differs from the saved one (or there is no campaign). */
  template?: string | null;
  /** Replaces the context drawn from the campaign (`campaignContext`). */
  context?: string;
}

/** The template and context a personalisation runs with, and the campaign if there is one. */
export async function resolveSource(
  store: Pick<Repositories, 'campaigns'>,
  userId: string,
  source: PersonalizationSource,
): Promise<{ template: string | null; context: string }> {
  if (source.campaignId === undefined)
    return { template: source.template ?? null, context: source.context ?? '' };
  const campaign = await requireCampaign(store, userId, source.campaignId);
  return {
    template: source.template !== undefined ? source.template : campaign.message_template,
    context: source.context ?? campaignContext(campaign),
  };
}

/** The profile facts the writer is given (spec §7). */
export function writerProfile(profile: WriterProfile): WriterProfile {
  const { username, full_name, biography, followers_count, posts_count, is_business_account, is_verified } =
    profile;
  return { username, full_name, biography, followers_count, posts_count, is_business_account, is_verified };
}

/** One personalised message, saved, and 'Message personalized for @{username}'. */
export interface PersonalizedMessage {
  profileId: string;
  username: string;
  message: string;
  notice: string;
}

/**
 * Writes one profile's message with the AI (spec §7 "Generative AI service"): the template
 * rewritten for the profile, in the campaign's context, then saved. AI output is saved with
 * `message_processed` true, so a resumed batch skips it; any later edit by the user resets it
 * (spec §3). Without a template: 'Please set a message template first' (spec §5). The
 * profile must be the user's own ('Profile not found'). The writer's failures (ProviderError,
 * 'Gemini API error: …') pass through.
 *
 * @example
 * const { message, notice } = await personalizeProfile(deps, userId, { campaignId, profileId });
 */
export async function personalizeProfile(
  deps: PersonalizationDeps,
  userId: string,
  input: PersonalizationSource & { profileId: string; signal?: AbortSignal },
): Promise<PersonalizedMessage> {
  const { template, context } = await resolveSource(deps.store, userId, input);
  if (!hasTemplate(template)) throw new ValidationError(messages.setTemplateFirst);
  const [profile] = await requireOwnProfiles(deps.store, userId, [input.profileId]);
  if (!profile) throw new NotFoundError(messages.profileNotFound);
  const templates = await variantTemplates(deps, userId, input.campaignId, template as string, [profile.id]);
  const message = await writeAndSave(
    deps,
    userId,
    profile,
    { template: templates.get(profile.id) ?? (template as string), context, campaignId: input.campaignId },
    input.signal,
  );
  return {
    profileId: profile.id,
    username: profile.username,
    message,
    notice: messages.messagePersonalized(profile.username),
  };
}

/** Asks the writer for one profile's message; returns the text, unsaved. */
export async function writeMessage(
  deps: Pick<PersonalizationDeps, 'writer'>,
  profile: WriterProfile,
  source: { template: string; context: string },
  signal?: AbortSignal,
): Promise<string> {
  const generated = await deps.writer.personalize({
    template: source.template.trim(),
    context: source.context,
    profile: writerProfile(profile),
    signal,
  });
  return generated.trim();
}

/** Asks the writer for one profile's message and saves it as AI output; returns the text. */
export async function writeAndSave(
  deps: PersonalizationDeps,
  userId: string,
  profile: WriterProfile & Pick<Profile, 'id'>,
  source: { template: string; context: string; campaignId?: string },
  signal?: AbortSignal,
): Promise<string> {
  const message = await writeMessage(deps, profile, source, signal);
  // a campaign's message is the campaign's; without one, the list row's (lead review)
  const entries = [{ id: profile.id, message }];
  const saved =
    source.campaignId === undefined
      ? await deps.store.profiles.saveMessages(userId, entries, { processed: true })
      : (
          await deps.store.campaignMessages.saveMessages(userId, source.campaignId, entries, {
            processed: true,
          })
        ).saved;
  // Deleted while the writer was busy.
  if (saved === 0) throw new NotFoundError(messages.profileNotFound);
  return message;
}
