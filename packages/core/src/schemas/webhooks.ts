import { z } from 'zod';
import { shortText } from './common.js';

// Request bodies of the webhooks routes (issue 35). What a URL and its events must be is the
// service's rule (`addWebhook`: https, no private host, known events), with its messages.

/** POST /api/webhooks: a receiver URL and the events it takes (a list, or comma-separated). */
export const webhookBody = z.object({
  url: shortText(2000),
  events: z.union([z.array(shortText(40)).max(20), shortText(400)]),
  description: shortText(500).nullish(),
});

// What the webhooks routes answer (wire/webhook-json.ts), for the OpenAPI document.

/** A webhook endpoint, never its secret. */
export const webhookAnswer = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.string()),
  description: z.string().nullable(),
  status: z.enum(['active', 'disabled']),
  disabled_at: z.string().nullable(),
  disabled_reason: z.string().nullable(),
  failing_since: z.string().nullable(),
  created_at: z.string(),
});

/** A webhook just added: the only answer with its `whsec_` signing secret. */
export const webhookAddedAnswer = webhookAnswer.extend({ secret: z.string() });

/** One delivery of the log, with each attempt. */
export const webhookDeliveryAnswer = z.object({
  id: z.string(),
  webhook_id: z.string(),
  type: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number(),
  last_status: z.number().nullable(),
  last_error: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
  attempt_log: z.array(
    z.object({ at: z.string(), status: z.number().nullable(), error: z.string().nullable() }),
  ),
});
