import {
  MAX_IDS_PER_SAVE,
  messages,
  parseSendRateLimit,
  TEMPLATE_VARIABLES,
  unknownPlaceholders,
} from '@leadgen/core/domain';
import { messageParts } from '../../lib/message-parts';

/** The edit screen's settings as typed (spec §2 "Campaign Settings"). */
export interface CampaignSettingsForm {
  name: string;
  description: string;
  status: string;
  sendRateLimit: string;
  messageTemplate: string;
}

/** The settings as saved: trimmed, the send rate a number (spec §5). */
export interface SettingsFields {
  name: string;
  description: string;
  status: string;
  messageTemplate: string;
  sendRateLimit: number;
}

/**
 * What the server holds as far as this screen knows (issue 31): the campaign version, settings
 * and members it loaded or last saved, and each member's saved message with its version. A save
 * sends only what differs from it, and after each request it moves forward, so a save that
 * failed half way sends only the rest when tried again.
 */
export interface SavedCampaign {
  version: number;
  settings: SettingsFields;
  members: ReadonlySet<string>;
  messages: Readonly<Record<string, string>>;
  /** The message version of each member's message; a message saved without one overwrites. */
  messageVersions: Readonly<Record<string, number>>;
}

/** One request of a save: settings and member changes, or a part of the messages. */
export type SaveStep =
  | {
      kind: 'campaign';
      body: Partial<SettingsFields> & { addIds?: string[]; removeIds?: string[] };
    }
  | { kind: 'messages'; messages: Record<string, string>; versions: Record<string, number> };

/** The settings as they would be saved (spec §5): trimmed, the send rate 1..100 (else 10). */
export function settingsFields(form: CampaignSettingsForm): SettingsFields {
  return {
    name: form.name.trim(),
    description: form.description.trim(),
    status: form.status,
    messageTemplate: form.messageTemplate.trim(),
    sendRateLimit: parseSendRateLimit(form.sendRateLimit),
  };
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < items.length; start += size) parts.push(items.slice(start, start + size));
  return parts;
}

/** The messages to save in parts of at most `MESSAGE_PART_BYTES` (lib/message-parts.ts), with their versions. */
function messageSteps(
  saved: SavedCampaign,
  pending: readonly [string, string][],
): Extract<SaveStep, { kind: 'messages' }>[] {
  return messageParts(pending)
    .filter((part) => Object.keys(part).length > 0)
    .map((part) => ({
      kind: 'messages',
      messages: part,
      versions: Object.fromEntries(
        Object.keys(part).flatMap((id) => {
          const version = saved.messageVersions[id];
          return version === undefined ? [] : [[id, version]];
        }),
      ),
    }));
}

/**
 * Save Changes' requests (spec §4, §5; issue 31), each bounded whatever the campaign's size: a
 * non-blank name ('Please enter a campaign name'); the settings that changed and the members
 * added and removed, up to `MAX_IDS_PER_SAVE` of each a request; then the messages written here
 * of selected profiles that are not blank and differ from the saved ones (blank ones are not
 * saved, and untouched ones are not resent, which would mark an AI-written message as not
 * processed), in parts of at most `MESSAGE_PART_BYTES` (lib/message-parts.ts). Nothing changed is no request.
 * A template or message with an unknown placeholder is refused as the server refuses it (issue
 * 36: 'Unknown placeholder {First Nme}; known: …'), before any request.
 */
export function savePlan(
  saved: SavedCampaign,
  form: CampaignSettingsForm,
  selected: ReadonlySet<string>,
  edited: Readonly<Record<string, string>>,
): { ok: true; steps: SaveStep[] } | { ok: false; error: string } {
  const settings = settingsFields(form);
  if (settings.name === '') return { ok: false, error: messages.enterCampaignName };
  const refusedTemplate = placeholderRefusal([settings.messageTemplate]);
  if (refusedTemplate) return { ok: false, error: refusedTemplate };
  const changed = Object.fromEntries(
    (Object.keys(settings) as (keyof SettingsFields)[])
      .filter((key) => settings[key] !== saved.settings[key])
      .map((key) => [key, settings[key]]),
  ) as Partial<SettingsFields>;
  const add = chunk(
    [...selected].filter((id) => !saved.members.has(id)),
    MAX_IDS_PER_SAVE,
  );
  const remove = chunk(
    [...saved.members].filter((id) => !selected.has(id)),
    MAX_IDS_PER_SAVE,
  );
  const steps: SaveStep[] = [];
  const campaignParts = Math.max(add.length, remove.length, Object.keys(changed).length > 0 ? 1 : 0);
  for (let i = 0; i < campaignParts; i++) {
    steps.push({
      kind: 'campaign',
      body: {
        ...(i === 0 ? changed : {}),
        ...(add[i] ? { addIds: add[i] } : {}),
        ...(remove[i] ? { removeIds: remove[i] } : {}),
      },
    });
  }
  const pending = Object.entries(edited)
    .filter(([id]) => selected.has(id))
    .map(([id, text]): [string, string] => [id, text.trim()])
    .filter(([id, text]) => text !== '' && text !== saved.messages[id]);
  const refusedMessage = placeholderRefusal(pending.map(([, text]) => text));
  if (refusedMessage) return { ok: false, error: refusedMessage };
  steps.push(...messageSteps(saved, pending));
  return { ok: true, steps };
}

/** The refusal of the first text with an unknown placeholder, or null (core's words). */
function placeholderRefusal(texts: readonly string[]): string | null {
  for (const text of texts) {
    const unknown = unknownPlaceholders(text);
    if (unknown.length > 0) return messages.unknownPlaceholders(unknown, TEMPLATE_VARIABLES);
  }
  return null;
}

/** The answer of a step the server took: the campaign's new version, or the messages' versions. */
export type StepResult = { version: number } | { versions: Record<string, number> };

/** What the server holds after `step` was saved with `result`. */
export function afterStep(saved: SavedCampaign, step: SaveStep, result: StepResult): SavedCampaign {
  if (step.kind === 'campaign' && 'version' in result) {
    const { addIds = [], removeIds = [], ...settings } = step.body;
    const members = new Set(saved.members);
    for (const id of addIds) members.add(id);
    for (const id of removeIds) members.delete(id);
    return { ...saved, version: result.version, settings: { ...saved.settings, ...settings }, members };
  }
  if (step.kind === 'messages' && 'versions' in result) {
    return {
      ...saved,
      messages: { ...saved.messages, ...step.messages },
      messageVersions: { ...saved.messageVersions, ...result.versions },
    };
  }
  return saved;
}

/**
 * What a deliberate overwrite after a refusal starts from (issue 31): the campaign's current
 * `version`, or the `stale` messages saved without a version, so they replace the newer ones.
 */
export function overwriting(
  saved: SavedCampaign,
  conflict: { version?: number; stale?: readonly string[] },
): SavedCampaign {
  const messageVersions = { ...saved.messageVersions };
  for (const id of conflict.stale ?? []) delete messageVersions[id];
  return { ...saved, version: conflict.version ?? saved.version, messageVersions };
}
