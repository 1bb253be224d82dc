import { z } from 'zod';
import { shortText } from './common.js';

/** POST /api/keys: a new API key's name and scope ('read' or 'write', the service checks it). */
export const createApiKeyBody = z.object({ name: shortText(200), scope: shortText(20).optional() });
