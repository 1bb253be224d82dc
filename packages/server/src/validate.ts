import { zValidator } from '@hono/zod-validator';
import { ValidationError } from '@leadgen/core/domain';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';

const VALIDATES = Symbol('leadgen.validates');

/** What a `validate()` middleware checks: the request part and its zod schema. */
export interface Validation {
  target: keyof ValidationTargets;
  schema: z.ZodType;
}

/**
 * zod validation of a request part; a failure is a ValidationError (400 INVALID_INPUT) naming
 * the first bad field, through the app's one error handler. The middleware carries its target
 * and schema (`validationOf`), from which the OpenAPI document describes the route's parameters
 * and body.
 */
export const validate = <Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) =>
  Object.assign(
    zValidator(target, schema, (result) => {
      if (result.success) return;
      const issue = result.error.issues[0];
      const field = issue?.path.join('.') || target;
      throw new ValidationError(`Invalid ${field}: ${issue?.message ?? 'bad value'}`);
    }),
    { [VALIDATES]: { target, schema } satisfies Validation },
  );

/** The target and schema a `validate()` middleware checks, if the handler is one. */
export function validationOf(handler: unknown): Validation | undefined {
  return (handler as { [VALIDATES]?: Validation } | undefined)?.[VALIDATES];
}
