import { timingSafeEqual } from 'node:crypto';
import { NotFoundError, ValidationError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';
import type { User } from '../domain/user.js';
import type { ApiKey, ApiKeyScope } from '../store/api-keys-repository.js';
import type { Repositories } from '../store/open-store.js';
import { clockOf, hashToken, newToken } from './deps.js';

/** What the API key services need: the store's keys and users, a clock and token bytes. */
export interface ApiKeysDeps {
  store: Pick<Repositories, 'apiKeys' | 'users'>;
  now?: () => Date;
  randomBytes?: (size: number) => Uint8Array;
}

/** Every key starts so, to be recognisable in a config file or a leaked log (as GitHub's `ghp_`). */
export const API_KEY_PREFIX = 'lgk_';
/** A key's name is at most this long. */
export const API_KEY_NAME_MAX = 60;
/** How much of the random part the listed prefix shows (48 bits: keys of one user never share it in practice). */
const SHOWN_CHARACTERS = 8;
/** `lgk_` and 32 random bytes in base64url (43 characters). */
const KEY_PATTERN = /^lgk_[A-Za-z0-9_-]{43}$/;
/** A key's last use is written at most once a minute, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

const SCOPES: readonly ApiKeyScope[] = ['read', 'write'];

function keyName(name: string | undefined): string {
  // names are shown in terminals and Settings: one line, no control characters
  const clean = (name ?? '').replace(/[\p{Cc}\s]+/gu, ' ').trim();
  if (!clean) throw new ValidationError(messages.apiKeyNameRequired);
  if (clean.length > API_KEY_NAME_MAX)
    throw new ValidationError(messages.apiKeyNameTooLong(API_KEY_NAME_MAX));
  return clean;
}

function keyScope(scope: string | undefined): ApiKeyScope {
  const chosen = scope ?? 'write';
  if (!SCOPES.includes(chosen as ApiKeyScope)) throw new ValidationError(messages.apiKeyScopeInvalid(chosen));
  return chosen as ApiKeyScope;
}

/** The public start of a key: what lists show and what finds the key when it is presented. */
const prefixOf = (key: string) => key.slice(0, API_KEY_PREFIX.length + SHOWN_CHARACTERS);

/**
 * Creates an API key for the user: `lgk_` and 256 random bits, returned this once (only its
 * SHA-256 is stored). `scope` is 'write' (the default) or 'read' (GET and HEAD only). The name is
 * the user's, unique among their live keys.
 *
 * @example
 * const { key, apiKey } = await createApiKey({ store }, user.id, { name: 'CI', scope: 'read' });
 */
export async function createApiKey(
  deps: ApiKeysDeps,
  userId: string,
  input: { name?: string; scope?: string },
): Promise<{ key: string; apiKey: ApiKey }> {
  const name = keyName(input.name);
  const scope = keyScope(input.scope);
  if (await deps.store.apiKeys.nameTaken(userId, name))
    throw new ValidationError(messages.apiKeyNameTaken(name));
  const key = `${API_KEY_PREFIX}${newToken(deps)}`;
  const apiKey = await deps.store.apiKeys.create(userId, {
    name,
    scope,
    prefix: prefixOf(key),
    tokenHash: hashToken(key),
  });
  return { key, apiKey };
}

/** The user's live API keys, newest first (never the keys themselves). */
export function listApiKeys(
  deps: { store: Pick<Repositories, 'apiKeys'> },
  userId: string,
): Promise<ApiKey[]> {
  return deps.store.apiKeys.list(userId);
}

/**
 * One of the user's live keys, named by its id, the start of its id (8 characters or more) or its
 * listed prefix; NotFoundError when none is theirs, a ValidationError naming the keys an
 * ambiguous start matches.
 */
export async function findApiKey(
  deps: { store: Pick<Repositories, 'apiKeys'> },
  userId: string,
  idOrPrefix: string,
): Promise<ApiKey> {
  const text = idOrPrefix.trim();
  const keys = await deps.store.apiKeys.list(userId);
  const exact = keys.filter((key) => key.id === text || key.prefix === text);
  const matches =
    exact.length > 0
      ? exact
      : text.length >= 8
        ? keys.filter((key) => key.id.startsWith(text.toLowerCase()))
        : [];
  const [only] = matches;
  if (!only) throw new NotFoundError(messages.apiKeyNotFound);
  if (matches.length > 1)
    throw new ValidationError(
      messages.apiKeyAmbiguous(
        text,
        matches.map((key) => key.name),
      ),
    );
  return only;
}

/**
 * Revokes one of the user's live keys, named as `findApiKey` takes it; the key is refused from
 * now on. Returns the revoked key.
 */
export async function revokeApiKey(
  deps: { store: Pick<Repositories, 'apiKeys'> },
  userId: string,
  idOrPrefix: string,
): Promise<ApiKey> {
  const key = await findApiKey(deps, userId, idOrPrefix);
  if (!(await deps.store.apiKeys.revoke(userId, key.id))) throw new NotFoundError(messages.apiKeyNotFound);
  return key;
}

/** Whether two hex SHA-256 digests are equal, in time that does not depend on where they differ. */
function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The user and key a presented API key stands for, or null when it is malformed, unknown or
 * revoked. The key is found by its public prefix and its hash compared in constant time, so
 * response times say nothing about how close a guess was. Records the use at most once a
 * minute per key (Settings and `keys ls` show it as 'last used').
 */
export async function authenticateApiKey(
  deps: { store: Pick<Repositories, 'apiKeys' | 'users'>; now?: () => Date },
  key: unknown,
): Promise<{ user: User; apiKey: { id: string; scope: ApiKeyScope } } | null> {
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) return null;
  const tokenHash = hashToken(key);
  const candidates = await deps.store.apiKeys.findByPrefix(prefixOf(key));
  const found = candidates.find((candidate) => sameHash(candidate.token_hash, tokenHash));
  if (!found) return null;
  const user = await deps.store.users.get(found.user_id);
  if (!user) return null;
  const now = clockOf(deps);
  if (!found.last_used_at || now.getTime() - Date.parse(found.last_used_at) >= TOUCH_INTERVAL_MS)
    await deps.store.apiKeys.touch(found.id, now);
  return { user, apiKey: { id: found.id, scope: found.scope } };
}
