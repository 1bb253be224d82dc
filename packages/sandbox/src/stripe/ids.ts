import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A Stripe-style object id: its prefix and random letters and digits (`cs_test_a1B2…`,
 * `cus_…`, `sub_…`). Random, not seeded: a checkout id is part of a page's URL and must not be
 * guessable, and ids never feed the synthetic data.
 */
export function stripeId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${id}`;
}

/** Now as Stripe timestamps are: whole seconds since the epoch. */
export function unixNow(): number {
  return Math.floor(Date.now() / 1000);
}
