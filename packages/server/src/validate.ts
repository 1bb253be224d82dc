import { zValidator } from '@hono/zod-validator';
import { ValidationError } from '@leadgen/core/domain';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';

/**
 * zod validation of a request part; a failure is a ValidationError (400 INVALID_INPUT) naming
 * the first bad field, through the app's one error handler.
 */
export const validate = <Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) =>
  zValidator(target, schema, (result) => {
    if (result.success) return;
    const issue = result.error.issues[0];
    const field = issue?.path.join('.') || target;
    throw new ValidationError(`Invalid ${field}: ${issue?.message ?? 'bad value'}`);
  });
