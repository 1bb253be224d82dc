import { assignLabels, TEMPLATE_VARIANT } from '../domain/variant-assignment.js';
import type { Repositories } from '../store/open-store.js';

/** What counting a template's audience reads: the leads waiting on it and the variants. */
export interface TemplateAudienceDeps {
  store: Pick<Repositories, 'messageLint' | 'campaignVariants'>;
}

/**
 * How many of a campaign's leads still to contact would get variant `label`'s template word for
 * word (no message of their own): those assigned to it, and its share of those not assigned yet
 * as `assignLabels` will split them (all of them to a picked winner). Without variants that is
 * every such lead, on the template (A). What the linter's "same for everyone" warning counts.
 */
export async function templateAudience(
  deps: TemplateAudienceDeps,
  userId: string,
  campaignId: string,
  label: string = TEMPLATE_VARIANT,
): Promise<number> {
  const [waiting, variants, winner, counts] = await Promise.all([
    deps.store.messageLint.templateLeadsByVariant(userId, campaignId),
    deps.store.campaignVariants.list(userId, campaignId),
    deps.store.campaignVariants.winner(userId, campaignId),
    deps.store.campaignVariants.counts(userId, campaignId),
  ]);
  const live = [TEMPLATE_VARIANT, ...variants.filter((v) => v.removed_at === null).map((v) => v.label)];
  const assigned = new Map(counts.map((row) => [row.label, row.assigned]));
  const share = assignLabels(live, assigned, waiting.get(null) ?? 0, winner).filter((each) => each === label);
  return (waiting.get(label) ?? 0) + share.length;
}
