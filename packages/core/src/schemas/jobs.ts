import { z } from 'zod';

/** POST /api/jobs/:id/resume: the session id again, for a discovery whose actor logs in (DESIGN.md §5). */
export const resumeJobBody = z.object({ sessionId: z.string().max(4096).optional() });
