import type { UsernameCsvFile } from '../domain/csv.js';
import { ValidationError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';
import { parseUsernameCsv } from '../domain/username-csv.js';
import { parseCustomUsernames } from '../domain/usernames.js';
import { listNameInput } from './discovery-input.js';
import { type Validated, validated } from './validated.js';

/** A custom list as a user asks for it: usernames typed one by one, or a CSV file of them. */
export interface CustomInput {
  usernames?: unknown;
  /** When given, its usernames replace the typed ones (spec §5: "The import replaces the current list"). */
  csv?: UsernameCsvFile;
  sessionId?: unknown;
  name?: unknown;
  /** Enrich everyone again and pay for it, even people enriched within the window (issue 30). */
  refresh?: unknown;
}

/** A custom list's fields once checked (`CustomRequest` is this, marked validated). */
export interface CustomFields {
  usernames: string[];
  /** Optional for custom lists; a credential when given. */
  sessionId: string | null;
  name?: string;
  /** Set (true) only when asked: everyone is enriched again and charged (issue 30). */
  refresh?: true;
}

/**
 * A valid custom list, as only `validateCustom` returns it: what `custom` jobs are enqueued with
 * (`CustomPayload`), and what their handler trusts without checking it again.
 */
export type CustomRequest = Validated<CustomFields, 'custom'>;

/**
 * Checks a custom list against spec §5 "Custom list" and returns it normalised. Typed usernames
 * go through `parseCustomUsernames` (each 'Invalid username format: {username}', none 'Please
 * provide at least one Instagram username', more than 500 'Maximum 500 usernames allowed'); a CSV
 * through `parseUsernameCsv` (its own messages: 'Please upload a CSV file', 'File size should be
 * less than 1MB', …). The session id is optional: blank means none.
 *
 * @example
 * validateCustom({ usernames: ['@NASA', '', 'natgeo'] })
 * // { usernames: ['nasa', 'natgeo'], sessionId: null }
 */
export function validateCustom(input: CustomInput): CustomRequest {
  let entries: string[];
  if (input.csv !== undefined) entries = parseUsernameCsv(input.csv).usernames;
  else if (Array.isArray(input.usernames)) entries = input.usernames as string[];
  else throw new ValidationError(messages.atLeastOneUsername);
  const usernames = parseCustomUsernames(entries);
  const sessionId = customSessionId(input.sessionId);
  const name = listNameInput(input.name);
  return validated({
    usernames,
    sessionId,
    ...(name !== undefined && { name }),
    ...(input.refresh === true && { refresh: true as const }),
  });
}

/** A custom list's session id: optional (spec §5 requires one only for discovery), trimmed, blank is none. */
export function customSessionId(raw: unknown): string | null {
  const typed = typeof raw === 'string' ? raw.trim() : '';
  return typed === '' ? null : typed;
}
