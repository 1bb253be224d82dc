import { z } from 'zod';

// Request bodies and queries of the billing and credits routes. Which pack ids exist is the
// billing service's rule (spec §8: 'Invalid credit package selected'), so any short text passes here.

/** spec §2 buy-credits menu: the pack to check out. */
export const checkoutBody = z.object({ packId: z.string().max(100).optional() });

/** GET /api/credits/history: page size (clamped to 1..500) and the id to continue before. */
export const creditHistoryQuery = z.object({
  limit: z.coerce.number().int().optional(),
  before: z.coerce.number().int().positive().optional(),
});
