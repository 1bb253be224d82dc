import { z } from 'zod';
import { longText } from './common.js';

/** POST /api/campaigns/:id/variants: the new variant's text; none starts it as a copy of A. */
export const variantAddBody = z.object({ messageTemplate: longText.nullish() });

/** PUT /api/campaigns/:id/variants/:label: the variant's new text. */
export const variantUpdateBody = z.object({ messageTemplate: longText });
