import type { CampaignVariant, CampaignVariants } from '../campaigns/variants.js';

/** A proportion as a percent with one decimal (the campaign's own `reply_rate` is a percent too). */
const percent = (proportion: number) => Math.round(proportion * 1000) / 10;

/**
 * One message variant (issue 36): its label and text (`message_template`, the spec's name), leads assigned, sent and replied, the
 * reply rate and its 95% Wilson interval as percents (null before a send), and whether it was
 * removed or is the picked winner.
 */
export function variantJson(variant: CampaignVariant) {
  return {
    label: variant.label,
    message_template: variant.template,
    assigned: variant.assigned,
    sent: variant.sent,
    replied: variant.replied,
    reply_rate: variant.replyRate === null ? null : percent(variant.replyRate),
    interval: variant.interval && {
      low: percent(variant.interval.low),
      high: percent(variant.interval.high),
    },
    removed: variant.removed,
    winner: variant.winner,
  };
}

/** A campaign's variants with the picked winner and the suggested one, or why none yet. */
export function campaignVariantsJson(result: CampaignVariants) {
  return {
    campaign_id: result.campaignId,
    variants: result.variants.map(variantJson),
    winner: result.winner,
    suggested_winner: result.suggestion.winner,
    suggestion_reason: result.suggestion.reason,
    p_value: result.suggestion.pValue,
  };
}
