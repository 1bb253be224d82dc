/** The mark only a run's validation puts on its output: a type, nothing at run time. */
declare const validatedBy: unique symbol;

/**
 * A value only its validation returns (`validateDiscovery`, `validateCustom`, `watchRunPayload`):
 * a run's payload is checked once, where it is queued (issue 37), and the job handler trusts it.
 * A literal of the same shape is not one, so nothing can queue a run that skipped its check. The
 * mark exists only for the type checker: the value is the plain object, stored as JSON.
 */
export type Validated<T, By extends string> = T & { readonly [validatedBy]: By };

/** Marks `value` as validated: for the validation functions alone, once they have checked it. */
export const validated = <T, By extends string>(value: T): Validated<T, By> => value as Validated<T, By>;
