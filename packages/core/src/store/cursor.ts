import { ValidationError } from '../domain/errors.js';
import type { LeadReviewSort } from '../domain/lead-review-sort.js';

/** A position in a followers-descending list: the last row's count and id (keyset paging). */
export interface ProfileCursor {
  followers: number | null;
  id: string;
}

/** Encodes a cursor as an opaque URL-safe token. */
export function encodeCursor(cursor: ProfileCursor): string {
  return Buffer.from(JSON.stringify([cursor.followers, cursor.id])).toString('base64url');
}

/** Decodes a token from `encodeCursor`; anything else is a clear INVALID_INPUT error. */
export function decodeCursor(token: string): ProfileCursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2) {
      const [followers, id] = value;
      if ((followers === null || Number.isSafeInteger(followers)) && typeof id === 'string') {
        return { followers: followers as number | null, id };
      }
    }
  } catch {
    // fall through to the error below
  }
  throw new ValidationError('Invalid page cursor');
}

/** A position in a list in any lead-review order: the order, the last row's sort value and its id. */
export interface SortedCursor {
  sort: LeadReviewSort;
  value: number | string | null;
  id: string;
}

/** Encodes a sorted position as an opaque URL-safe token. */
export function encodeSortedCursor({ sort, value, id }: SortedCursor): string {
  return Buffer.from(JSON.stringify(['s', sort.by, sort.direction, value, id])).toString('base64url');
}

/**
 * Decodes a token from `encodeSortedCursor` made for `sort`; a token of another order, or
 * anything else, is INVALID_INPUT 'Invalid page cursor' (a page never continues another order).
 */
export function decodeSortedCursor(token: string, sort: LeadReviewSort): SortedCursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 5 && value[0] === 's') {
      const [, by, direction, at, id] = value;
      const known = at === null || typeof at === 'string' || Number.isSafeInteger(at);
      if (by === sort.by && direction === sort.direction && known && typeof id === 'string') {
        return { sort, value: at as number | string | null, id };
      }
    }
  } catch {
    // fall through to the error below
  }
  throw new ValidationError('Invalid page cursor');
}

/** A position in a newest-first list: the last row's creation time and id (keyset paging). */
export interface CreatedCursor {
  createdAt: string;
  id: string;
}

/** Encodes a newest-first position as an opaque URL-safe token. */
export function encodeCreatedCursor(cursor: CreatedCursor): string {
  return Buffer.from(JSON.stringify(['c', cursor.createdAt, cursor.id])).toString('base64url');
}

/** Decodes a token from `encodeCreatedCursor`; anything else is INVALID_INPUT 'Invalid page cursor'. */
export function decodeCreatedCursor(token: string): CreatedCursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 3 && value[0] === 'c') {
      const [, createdAt, id] = value;
      if (typeof createdAt === 'string' && typeof id === 'string') return { createdAt, id };
    }
  } catch {
    // fall through to the error below
  }
  throw new ValidationError('Invalid page cursor');
}
