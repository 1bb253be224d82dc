import { ValidationError } from '../domain/errors.js';
import { MIN_ID_PREFIX } from '../domain/id-prefix.js';
import { messages } from '../domain/messages.js';
import type { IdKind, ProfileScope } from '../store/id-prefix-repository.js';
import type { Repositories } from '../store/open-store.js';

export type { IdKind, ProfileScope } from '../store/id-prefix-repository.js';

/** How many of the ids an ambiguous prefix matches the refusal names. */
const NAMED_MATCHES = 5;

const WHOLE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ID_CHARACTERS = /^[0-9a-f-]+$/;

const ROWS: Record<IdKind, string> = {
  list: 'lists',
  campaign: 'campaigns',
  job: 'jobs',
  profile: 'profiles',
};

/**
 * The whole id that `text` names: a whole id, or the start of one (at least `MIN_ID_PREFIX`
 * characters, any case) that exactly one of the user's rows of `kind` has, as git and docker take
 * abbreviated ids (issue 32). Text that no row of theirs starts with, or that cannot be an id, is
 * handed back unchanged, so the service it goes to says "not found" in its own words, as for any
 * unknown id; another user's rows are never matched. A start that several rows share is a
 * ValidationError naming a few of them. Profile ids are looked for within `scope` when given.
 *
 * @example
 * const listId = await resolveIdPrefix({ store }, user.id, 'list', '019a1b2c');
 * const list = await getList({ store }, user.id, listId);
 */
export async function resolveIdPrefix(
  deps: { store: Pick<Repositories, 'idPrefixes'> },
  userId: string,
  kind: IdKind,
  text: string,
  scope?: ProfileScope,
): Promise<string> {
  const prefix = text.trim().toLowerCase();
  if (WHOLE_ID.test(prefix)) return prefix;
  if (prefix.length < MIN_ID_PREFIX || !ID_CHARACTERS.test(prefix)) return text;
  const matches = await deps.store.idPrefixes.matching(userId, kind, prefix, NAMED_MATCHES + 1, scope);
  const [only, ...others] = matches;
  if (only === undefined) return text;
  if (others.length === 0) return only;
  const named = matches.slice(0, NAMED_MATCHES);
  throw new ValidationError(
    messages.idPrefixAmbiguous(prefix, ROWS[kind], named, matches.length > NAMED_MATCHES),
  );
}

/** `resolveIdPrefix` for each of several ids (repeated `--profile` flags), in their order. */
export async function resolveIdPrefixes(
  deps: { store: Pick<Repositories, 'idPrefixes'> },
  userId: string,
  kind: IdKind,
  texts: readonly string[],
  scope?: ProfileScope,
): Promise<string[]> {
  const ids: string[] = [];
  for (const text of texts) ids.push(await resolveIdPrefix(deps, userId, kind, text, scope));
  return ids;
}
