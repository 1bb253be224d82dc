import { NotFoundError, ValidationError } from '../domain/errors.js';
import type { LintResult } from '../domain/message-lint.js';
import { messages } from '../domain/messages.js';
import { renderTemplate } from '../domain/template.js';
import {
  assignLabels,
  MAX_VARIANTS,
  nextVariantLabel,
  TEMPLATE_VARIANT,
} from '../domain/variant-assignment.js';
import {
  suggestWinner,
  type VariantStats,
  variantStats,
  type WinnerSuggestion,
} from '../domain/variant-stats.js';
import { campaignTemplateLint } from '../outreach/message-lint.js';
import type { Repositories } from '../store/open-store.js';
import { requireCampaign } from './access.js';
import { readTemplate } from './campaigns.js';

/** What variants need: the campaigns (A is the template) and the variants repositories. */
export interface VariantsDeps {
  store: Pick<Repositories, 'campaigns' | 'campaignVariants'>;
}

/** What saving a variant's text needs besides: the linter's count of leads on a template. */
type VariantSaveDeps = VariantsDeps & { store: Pick<Repositories, 'messageLint'> };

/** One variant as every front end shows it: its text, its stats, whether removed or the winner. */
export interface CampaignVariant extends VariantStats {
  /** The template (A's is the campaign's, '' when it has none). */
  template: string;
  /** Leads assigned to it, any status. */
  assigned: number;
  removed: boolean;
  winner: boolean;
}

/** A campaign's variants with their stats, the picked winner and the suggestion. */
export interface CampaignVariants {
  campaignId: string;
  variants: CampaignVariant[];
  /** The label picked as the winner (final), or null. */
  winner: string | null;
  /** The winner the numbers suggest (live variants only), or why none yet. */
  suggestion: WinnerSuggestion;
}

/** A variant label from outside ('b' is 'B'), or NotFoundError. */
function readLabel(label: unknown): string {
  const text = typeof label === 'string' ? label.trim().toUpperCase() : '';
  if (!/^[A-Z]$/.test(text)) throw new NotFoundError(messages.variantNotFound(String(label)));
  return text;
}

/** A variant's template from outside: required, trimmed, placeholders known (`readTemplate`). */
function readVariantTemplate(template: unknown): string {
  const text = readTemplate(template);
  if (text === null) throw new ValidationError(messages.variantTemplateRequired);
  return text;
}

/** The campaign's variants: A from the template, then its rows; `live` the labels not removed. */
async function loadVariants(deps: VariantsDeps, userId: string, campaignId: string) {
  const campaign = await requireCampaign(deps.store, userId, campaignId);
  const [rows, winner] = await Promise.all([
    deps.store.campaignVariants.list(userId, campaign.id),
    deps.store.campaignVariants.winner(userId, campaign.id),
  ]);
  const all = [
    { label: TEMPLATE_VARIANT, template: campaign.message_template ?? '', removed: false },
    ...rows.map((row) => ({ label: row.label, template: row.template, removed: row.removed_at !== null })),
  ];
  return { campaign, all, live: all.filter((v) => !v.removed).map((v) => v.label), winner };
}

/**
 * A campaign's variants (A is its template) with each one's sent, replied, reply rate and 95%
 * Wilson interval, counted by one GROUP BY over its leads (exact after marks and undos), the
 * picked winner and the suggested one with its reason ('needs 150 sends per variant: B has 97',
 * 'no significant difference yet (p = 0.31)'). See `suggestWinner`.
 *
 * @example
 * const { variants, suggestion } = await listVariants({ store }, userId, campaignId);
 */
export async function listVariants(
  deps: VariantsDeps,
  userId: string,
  campaignId: string,
): Promise<CampaignVariants> {
  const { campaign, all, winner } = await loadVariants(deps, userId, campaignId);
  const counts = new Map(
    (await deps.store.campaignVariants.counts(userId, campaign.id)).map((row) => [row.label, row]),
  );
  const stats = variantStats(
    all.map((v) => ({
      label: v.label,
      sent: counts.get(v.label)?.sent ?? 0,
      replied: counts.get(v.label)?.replied ?? 0,
    })),
  );
  const variants = all.map((v, i) => ({
    ...(stats[i] as VariantStats),
    template: v.template,
    assigned: counts.get(v.label)?.assigned ?? 0,
    removed: v.removed,
    winner: v.label === winner,
  }));
  const suggestion =
    winner !== null
      ? { winner, reason: messages.variantWinnerPicked(winner), pValue: null }
      : suggestWinner(variants.filter((v) => !v.removed));
  return { campaignId: campaign.id, variants, winner, suggestion };
}

/**
 * The queued leads on `labels` whose message is their variant's template filled in (Populate
 * wrote it, nobody edited it): moved to another variant, they lose it as AI-written ones do, so
 * a lead is never counted for one variant while sent with another's text.
 */
async function templateFilled(
  deps: VariantsDeps,
  userId: string,
  campaignId: string,
  templateOf: ReadonlyMap<string, string>,
  moving: (label: string) => boolean,
): Promise<string[]> {
  const rows = await deps.store.campaignVariants.queuedMessages(userId, campaignId);
  return rows
    .filter((row) => {
      const template = row.variant !== null && moving(row.variant) ? templateOf.get(row.variant) : undefined;
      return template !== undefined && row.message?.trim() === renderTemplate(template.trim(), row).trim();
    })
    .map((row) => row.profile_id);
}

/** Refuses a change of the variants once a winner is picked (a pick is final). */
function refuseAfterPick(winner: string | null): void {
  if (winner !== null) throw new ValidationError(messages.variantWinnerFinal(winner));
}

/**
 * Adds the next variant (the label after the highest the campaign ever had; labels are never
 * reused), at most `MAX_VARIANTS` live ones (A to E). Without text it starts as a copy of A
 * (lemlist does the same: developer.lemlist.com, reference/market.md "Variants").
 * Refused once a winner is picked.
 */
export async function addVariant(
  deps: VariantSaveDeps,
  userId: string,
  campaignId: string,
  input: { template?: unknown } = {},
): Promise<{ variant: CampaignVariant; notice: string; lint: LintResult }> {
  const { campaign, all, live, winner } = await loadVariants(deps, userId, campaignId);
  refuseAfterPick(winner);
  if (live.length >= MAX_VARIANTS) throw new ValidationError(messages.variantLimit(MAX_VARIANTS));
  const label = nextVariantLabel(all.map((v) => v.label));
  if (label === null) throw new ValidationError(messages.variantLimit(MAX_VARIANTS));
  const omitted = input.template === undefined || input.template === null || input.template === '';
  const template = readVariantTemplate(omitted ? campaign.message_template : input.template);
  await deps.store.campaignVariants.add(userId, campaign.id, label, template);
  return {
    variant: await variantOf(deps, userId, campaign.id, label),
    notice: messages.variantAdded(label),
    // the first-message linter's warnings, as a template's save gives them (issue 36)
    lint: await campaignTemplateLint(deps, userId, campaign.id, template, label),
  };
}

/** One variant of the campaign as `listVariants` shows it. */
async function variantOf(deps: VariantsDeps, userId: string, campaignId: string, label: string) {
  const found = (await listVariants(deps, userId, campaignId)).variants.find((v) => v.label === label);
  if (!found) throw new NotFoundError(messages.variantNotFound(label));
  return found;
}

/**
 * Replaces a live variant's text (B…; A is the template: 'edit the template instead'). Allowed
 * after a pick: it changes what the rest is sent with, not which variant.
 */
export async function updateVariant(
  deps: VariantSaveDeps,
  userId: string,
  campaignId: string,
  label: unknown,
  input: { template: unknown },
): Promise<{ variant: CampaignVariant; notice: string; lint: LintResult }> {
  const name = readLabel(label);
  if (name === TEMPLATE_VARIANT) throw new ValidationError(messages.variantIsTemplate);
  const { campaign } = await loadVariants(deps, userId, campaignId);
  const template = readVariantTemplate(input.template);
  const saved = await deps.store.campaignVariants.update(userId, campaign.id, name, template);
  if (!saved) throw new NotFoundError(messages.variantNotFound(name));
  return {
    variant: await variantOf(deps, userId, campaign.id, name),
    notice: messages.variantUpdated(name),
    lint: await campaignTemplateLint(deps, userId, campaign.id, template, name),
  };
}

/**
 * Removes a variant (B…; A is the template): its queued leads are unassigned (messages written
 * from it, by the AI or filled in by Populate, cleared, to be written again from their next
 * variant); its sent leads keep the
 * label, so its stats stay visible, marked removed. Refused once a winner is picked.
 */
export async function removeVariant(
  deps: VariantsDeps,
  userId: string,
  campaignId: string,
  label: unknown,
): Promise<{ unassigned: number; notice: string }> {
  const name = readLabel(label);
  if (name === TEMPLATE_VARIANT) throw new ValidationError(messages.variantIsTemplate);
  const { campaign, all, winner } = await loadVariants(deps, userId, campaignId);
  refuseAfterPick(winner);
  const templates = new Map(all.map((v) => [v.label, v.template]));
  const filled = await templateFilled(deps, userId, campaign.id, templates, (label) => label === name);
  const unassigned = await deps.store.campaignVariants.remove(userId, campaign.id, name, filled);
  if (unassigned === null) throw new NotFoundError(messages.variantNotFound(name));
  return { unassigned, notice: messages.variantRemoved(name, unassigned) };
}

/**
 * Picks the winner, final (lemlist: developer.lemlist.com): every lead still queued on another
 * variant moves to it (messages written from its old variant — by the AI, or filled in by
 * Populate — cleared; hand-edited ones kept) and every new
 * assignment goes to it; adding or removing variants is refused from then on. Picking a
 * variant that is not the suggested winner is allowed; `warning` says so.
 */
export async function pickWinner(
  deps: VariantsDeps,
  userId: string,
  campaignId: string,
  label: unknown,
): Promise<{ moved: number; notice: string; warning: string | null }> {
  const name = readLabel(label);
  const current = await listVariants(deps, userId, campaignId);
  refuseAfterPick(current.winner);
  const variant = current.variants.find((v) => v.label === name);
  if (!variant) throw new NotFoundError(messages.variantNotFound(name));
  if (variant.removed) throw new ValidationError(messages.variantRemovedCannotWin(name));
  const templates = new Map(current.variants.map((v) => [v.label, v.template]));
  const filled = await templateFilled(deps, userId, current.campaignId, templates, (label) => label !== name);
  const moved = await deps.store.campaignVariants.pick(userId, current.campaignId, name, filled);
  if (moved === null)
    throw new ValidationError(
      messages.variantWinnerFinal((await loadVariants(deps, userId, campaignId)).winner ?? name),
    );
  const warning =
    current.suggestion.winner === name
      ? null
      : messages.variantPickedNotSuggested(name, current.suggestion.reason);
  return { moved, notice: messages.variantPicked(name, moved), warning };
}

/**
 * The one assignment rule, used by the send queue and personalisation: each queued lead without
 * a variant gets the live variant with the fewest assigned leads (ties: the earliest label), the
 * leads given taken in order so a batch splits evenly; with a winner picked, the winner. A lead
 * keeps its variant once assigned. Returns each given lead's label and that variant's template
 * (null for a lead not in the campaign; an unassigned lead that is not queued reads as A).
 *
 * @example
 * const labels = await assignVariants({ store }, userId, campaignId, [next.profile_id]);
 */
export async function assignVariants(
  deps: VariantsDeps,
  userId: string,
  campaignId: string,
  profileIds: readonly string[],
): Promise<Map<string, { label: string; template: string | null }>> {
  const { campaign, all, live, winner } = await loadVariants(deps, userId, campaignId);
  const leads = await deps.store.campaignVariants.labelsOf(userId, campaign.id, profileIds);
  const todo = profileIds.filter((id, i) => {
    const lead = leads.get(id);
    return lead?.label === null && lead.queued && profileIds.indexOf(id) === i;
  });
  if (todo.length > 0) {
    const assigned = new Map(
      (await deps.store.campaignVariants.counts(userId, campaign.id)).map((row) => [row.label, row.assigned]),
    );
    const labels = assignLabels(live, assigned, todo.length, winner);
    await deps.store.campaignVariants.assign(
      userId,
      campaign.id,
      new Map(todo.map((id, i) => [id, labels[i] as string])),
    );
  }
  const current =
    todo.length > 0 ? await deps.store.campaignVariants.labelsOf(userId, campaign.id, profileIds) : leads;
  const templateOf = new Map(
    all.map((v) => [v.label, v.label === TEMPLATE_VARIANT ? campaign.message_template : v.template]),
  );
  const out = new Map<string, { label: string; template: string | null }>();
  for (const [id, lead] of current) {
    const label = lead.label ?? TEMPLATE_VARIANT;
    out.set(id, { label, template: templateOf.get(label) ?? campaign.message_template });
  }
  return out;
}

/**
 * Each campaign lead's template for writing its message (personalisation, Populate): its
 * variant's, the leads assigned up front (the whole batch evenly, `assignVariants`); variant A
 * is `templateA` (the editor's, when it differs from the saved one). Empty without a campaign
 * (no variants: every profile uses `templateA`).
 */
export async function variantTemplates(
  deps: VariantsDeps,
  userId: string,
  campaignId: string | undefined,
  templateA: string,
  profileIds: readonly string[],
): Promise<Map<string, string>> {
  if (campaignId === undefined) return new Map();
  const variants = await assignVariants(deps, userId, campaignId, profileIds);
  return new Map(
    [...variants].map(([id, v]) => [
      id,
      v.label === TEMPLATE_VARIANT || !v.template ? templateA : v.template,
    ]),
  );
}
