import { z } from 'zod';

// The zod schemas of variant-json.ts's answers (the OpenAPI document and its tests read them).

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
