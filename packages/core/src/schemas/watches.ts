import { z } from 'zod';
import { id, ids, shortText } from './common.js';

// Request bodies of the watches routes (issue 34). What a target, type, schedule and maximum must
// be is the service's rule (`addWatch`), with its messages.

/** POST /api/watches: watch a target's followers or followings, or a discovery list's target. */
export const watchBody = z.object({
  target: shortText(200).optional(),
  type: shortText(20).optional(),
  /** '1d', '12h', '7d', or seconds. */
  every: z.union([shortText(20), z.number()]).optional(),
  maxProfiles: z.union([z.number(), shortText(20)]).nullish(),
  /** A discovery list whose people from the target count as seen (the list's "Watch"). */
  fromListId: id.nullish(),
});

/** POST /api/lists/:id/seen: the lead review showed these (all of the list's when absent). */
export const seenProfilesBody = z.object({ profileIds: ids.optional() });
