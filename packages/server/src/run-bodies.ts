import { customListBody, customListForm, discoveryBody } from '@leadgen/core/schemas';
import { z } from 'zod';

// Issue 30's request fields that @leadgen/core/schemas does not carry yet: the run bodies'
// `refresh` and the freshness setting's body. Which values are valid stays the services' rule
// (validateDiscovery and validateCustom read `refresh === true`; updateFreshness checks the days).

/** Enrich everyone again and pay for it, even people enriched within the freshness window. */
const refresh = z.boolean().optional();

/** POST /api/lists/discovery and …/discovery/estimate: the discovery body with `refresh`. */
export const discoveryRunBody = discoveryBody.extend({ refresh });

/** POST /api/lists/custom as JSON and …/custom/estimate: the usernames with `refresh`. */
export const customRunBody = customListBody.extend({ refresh });

/** POST /api/lists/custom as multipart: the CSV upload with `refresh` as a form field ('true'). */
export const customRunForm = customListForm.extend({ refresh: z.enum(['true', 'false']).optional() });

/**
 * PUT /api/users/me/freshness: whole days as a number or text; null or '' puts back the default.
 * The range and its message are updateFreshness's.
 */
export const freshnessBody = z.object({ days: z.union([z.number(), z.string().max(20)]).nullish() });
