import { z } from 'zod';
import { shortText, wholeQuery } from './common.js';

/** POST /api/jobs/:id/resume: the session id again, for a discovery whose actor logs in (DESIGN.md §5). */
export const resumeJobBody = z.object({ sessionId: z.string().max(4096).optional() });

/** GET /api/jobs: page size (clamped to 1..1000, default 50) and the previous page's `nextCursor`. */
export const jobsQuery = z.object({ limit: wholeQuery, cursor: shortText(200).optional() });
