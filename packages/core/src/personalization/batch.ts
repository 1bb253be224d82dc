import { setTimeout as delay } from 'node:timers/promises';
import { readProfileIds, requireOwnProfiles } from '../campaigns/access.js';
import { variantTemplates } from '../campaigns/variants.js';
import { LeadgenError, ValidationError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';
import { PERSONALIZE_CONCURRENCY, PERSONALIZE_PAUSE_MS } from '../domain/personalization-pacing.js';
import { personalizationSummary } from '../domain/personalization-summary.js';
import { hasTemplate } from '../domain/template.js';
import type { WriterProfile } from '../providers/writer.js';
import {
  type PersonalizationDeps,
  type PersonalizationSource,
  resolveSource,
  writeAndSave,
  writeMessage,
} from './personalization.js';

/** Where a batch is, after each group. */
export interface BatchProgress {
  done: number;
  total: number;
  ok: number;
  failed: number;
}

/** Options of `personalizeBatch`. */
export interface BatchOptions extends PersonalizationSource {
  /** The selected profiles; without them, every profile of the campaign. */
  profileIds?: readonly string[];
  /** Also rewrite messages the AI already wrote (`message_processed`); off, a rerun resumes. */
  force?: boolean;
  /**
   * Drafts for the create screen (no campaign yet): every selected profile is written and the
   * messages are returned, none saved (the campaign saves them when it is created).
   */
  draft?: boolean;
  concurrency?: number;
  pauseMs?: number;
  /** Stops before the next group (the group in flight finishes and is saved). */
  signal?: AbortSignal;
  onProgress?: (progress: BatchProgress) => void | Promise<void>;
}

/** Per-item results (CONVENTIONS.md 6) and the summary toast. */
export interface BatchResult {
  ok: { profileId: string; username: string; message: string }[];
  failed: { profileId: string; username: string; reason: string }[];
  /** Profiles left alone because the AI had already written their message. */
  skipped: number;
  notice: string;
}

/** What a batch needs: personalisation's deps, and a sleep it can be told to skip in tests. */
export interface BatchDeps extends PersonalizationDeps {
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

type Target = WriterProfile & { id: string; message_processed: boolean };

const sleepFor = (ms: number, signal?: AbortSignal) => delay(ms, undefined, { signal });
const whole = (value: number | undefined, fallback: number, min: number) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.max(min, Math.floor(value)) : fallback;

/**
 * Personalize All and the floating bar's personalisation (spec §5, §9): the AI writes each
 * profile's message, `concurrency` (5) at once with `pauseMs` (1 s) between groups; each message
 * is saved as it arrives, so a stopped batch loses nothing and a rerun skips what is done (unless
 * `force`). One failure never sinks the batch: it is reported per profile with its reason.
 * Refusals: no template 'Please enter a message template first'; an empty selection 'No profiles
 * selected for personalization'; nothing left to do 'No profiles to personalize'. The notice is
 * `personalizationSummary`. With `draft`, the messages are only returned (the create screen).
 * Runs as the 'personalize' job for large batches.
 *
 * @example
 * const result = await personalizeBatch({ store, writer }, userId, { campaignId, onProgress: console.log });
 * result.notice // 'Personalized 8 messages successfully (2 failed)'
 */
export async function personalizeBatch(
  deps: BatchDeps,
  userId: string,
  options: BatchOptions,
): Promise<BatchResult> {
  const { template, context } = await resolveSource(deps.store, userId, options);
  if (!hasTemplate(template)) throw new ValidationError(messages.enterTemplateFirst);
  const targets = await batchTargets(deps, userId, options);
  const todo =
    options.force || options.draft ? targets : targets.filter((profile) => !profile.message_processed);
  if (todo.length === 0) throw new ValidationError(messages.noProfilesToPersonalize);

  const size = whole(options.concurrency, PERSONALIZE_CONCURRENCY, 1);
  const pauseMs = whole(options.pauseMs, PERSONALIZE_PAUSE_MS, 0);
  const sleep = deps.sleep ?? sleepFor;
  const source = {
    template: template as string,
    context,
    campaignId: options.draft ? undefined : options.campaignId,
  };
  // each lead written from its variant's template, the batch assigned evenly up front (issue 36)
  const templates = await variantTemplates(
    deps,
    userId,
    source.campaignId,
    source.template,
    todo.map((profile) => profile.id),
  );
  const sourceOf = (profile: Target) => ({
    ...source,
    template: templates.get(profile.id) ?? source.template,
  });
  const result: BatchResult = { ok: [], failed: [], skipped: targets.length - todo.length, notice: '' };
  for (let start = 0; start < todo.length; start += size) {
    if (start > 0 && pauseMs > 0) await sleep(pauseMs, options.signal);
    options.signal?.throwIfAborted();
    const group = todo.slice(start, start + size);
    const outcomes = await Promise.allSettled(
      group.map((profile) =>
        options.draft
          ? writeMessage(deps, profile, source)
          : writeAndSave(deps, userId, profile, sourceOf(profile)),
      ),
    );
    outcomes.forEach((outcome, i) => {
      const { id: profileId, username } = group[i] as Target;
      if (outcome.status === 'fulfilled') result.ok.push({ profileId, username, message: outcome.value });
      else result.failed.push({ profileId, username, reason: reasonOf(outcome.reason) });
    });
    await options.onProgress?.({
      done: start + group.length,
      total: todo.length,
      ok: result.ok.length,
      failed: result.failed.length,
    });
  }
  result.notice = personalizationSummary(result.ok.length, result.failed.length);
  return result;
}

/**
 * The selected profiles (the user's own), or every profile of the campaign; of a saved campaign,
 * as its leads (their messages are the campaign's, issue 30), a selected row standing for its
 * person.
 */
async function batchTargets(deps: BatchDeps, userId: string, options: BatchOptions): Promise<Target[]> {
  const campaignId = options.draft ? undefined : options.campaignId;
  if (options.profileIds === undefined && campaignId !== undefined) {
    return deps.store.campaignMembers.profiles(userId, campaignId);
  }
  const ids = readProfileIds(options.profileIds ?? []);
  // spec §5: create-screen personalisation with no selection
  if (ids.length === 0) throw new ValidationError(messages.noProfilesSelectedForPersonalization);
  const rows = await requireOwnProfiles(deps.store, userId, ids);
  if (campaignId === undefined) return rows;
  const leads = new Map(
    (await deps.store.campaignMembers.profiles(userId, campaignId)).map((lead) => [
      lead.person_id ?? lead.id,
      lead,
    ]),
  );
  return rows.map((row) => leads.get(row.person_id ?? row.id) ?? row);
}

/** A failure's reason as the user may read it: our messages as they are, anything else generic. */
function reasonOf(error: unknown): string {
  return error instanceof LeadgenError ? error.message : messages.errorPersonalizingMessage;
}
