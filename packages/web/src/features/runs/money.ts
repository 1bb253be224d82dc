import { formatCredits, millicreditsOf } from '@leadgen/core/domain';

/** Credits as the API answers them (0.5) in millicredits (500): amounts stay integers. */
export const toMillicredits = millicreditsOf;

/** Credits as the API answers them, in dollars with three decimals ('$0.500', spec §1). */
export const dollars = (credits: number) => formatCredits(toMillicredits(credits));
