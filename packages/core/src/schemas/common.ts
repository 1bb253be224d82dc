import { z } from 'zod';

// Pieces the resource schemas share. Types and sane lengths only: what a value must be (a
// username's pattern, a status, a range) is the services' rule, with spec §5's messages.

/** An id from a path, body or query (UUIDs; the services answer 'not found' for anything else). */
export const id = z.string().max(100);

/** A list of ids, e.g. a selection of profiles. */
export const ids = z.array(id).max(100_000);

/**
 * The version an edit started from (optimistic concurrency, issue 31): a save over a newer one is
 * refused with 409 and the current version, which a deliberate overwrite sends back. Left out,
 * the save applies to whatever is there.
 */
export const version = z.number().int().min(0).optional();

/** A message template or a per-profile message. */
export const longText = z.string().max(10_000);

/** A name, a description, a search box or a context line. */
export const shortText = (max = 500) => z.string().max(max);

/** A page size or offset from a query string: a whole number (the services clamp it). */
export const wholeQuery = z.coerce.number().int().optional();

/** A query value that may repeat (`?lists=a&lists=b`): always read as an array. */
export const repeatedQuery = z
  .union([shortText(200), z.array(shortText(200)).max(1000)])
  .transform((value) => (Array.isArray(value) ? value : [value]))
  .optional();

/** A yes/no query value ('true' or 'false'; the services check it). */
export const flagQuery = z.string().max(10).optional();
