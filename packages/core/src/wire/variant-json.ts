import { z } from 'zod';
import type { CampaignVariant, CampaignVariants } from '../services/campaign-variants.js';

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

const percentSchema = z.number().describe('A percent, one decimal');

/** `variantJson`. */
export const variantJsonSchema = z.object({
  label: z.string().describe("'A' is the campaign's template; 'B'… its variants"),
  message_template: z.string().describe("The variant's message template (A's is the campaign's)"),
  assigned: z.number().int(),
  sent: z.number().int(),
  replied: z.number().int(),
  reply_rate: percentSchema.nullable(),
  interval: z
    .object({ low: percentSchema, high: percentSchema })
    .nullable()
    .describe('The 95% Wilson score interval of the reply rate'),
  removed: z.boolean(),
  winner: z.boolean(),
});

/** `campaignVariantsJson`. */
export const campaignVariantsJsonSchema = z.object({
  campaign_id: z.string(),
  variants: z.array(variantJsonSchema),
  winner: z.string().nullable().describe('The variant picked as the winner (final)'),
  suggested_winner: z.string().nullable(),
  suggestion_reason: z.string(),
  p_value: z.number().nullable().describe('The Bonferroni-corrected p-value of the weakest comparison'),
});
