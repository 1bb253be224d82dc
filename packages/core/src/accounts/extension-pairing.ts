import { NotFoundError, ValidationError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';
import type { User } from '../domain/user.js';
import type { ExtensionPairing } from '../store/extension-tokens-repository.js';
import type { Repositories, Store } from '../store/open-store.js';
import { clockOf, hashToken, newToken, tokenHashOf } from './deps.js';

/** What pairing needs: the store (a pairing and `has_extension` change together), a clock and token bytes. */
export interface PairingDeps {
  store: Pick<Repositories, 'extensionTokens' | 'users'> & Pick<Store, 'transaction'>;
  now?: () => Date;
  randomBytes?: (size: number) => Uint8Array;
}

/** A paired browser's name is at most this long. */
export const PAIRING_LABEL_MAX = 60;
/** What a pairing is called when the user names it nothing. */
const DEFAULT_LABEL = 'Browser';
/** A token's last use is written at most once a minute. */
const TOUCH_INTERVAL_MS = 60_000;

function pairingLabel(label: string | undefined): string {
  const clean = (label ?? '').replace(/\s+/g, ' ').trim();
  if (clean.length > PAIRING_LABEL_MAX)
    throw new ValidationError(messages.pairingLabelTooLong(PAIRING_LABEL_MAX));
  return clean || DEFAULT_LABEL;
}

/**
 * Pairs a browser extension with the user's account: a new 256-bit token, returned this once
 * (only its SHA-256 is stored), usable on the outreach routes only. Pairing records that the
 * user has the extension (spec §3 `has_extension`), so the dashboard stops offering it.
 *
 * @example
 * const { token } = await pairExtension({ store }, user.id, 'Work laptop');
 */
export async function pairExtension(
  deps: PairingDeps,
  userId: string,
  label?: string,
): Promise<{ token: string; pairing: ExtensionPairing }> {
  const name = pairingLabel(label);
  const token = newToken(deps);
  const pairing = await deps.store.transaction(async (tx) => {
    const created = await tx.extensionTokens.create(userId, hashToken(token), name);
    await tx.users.setHasExtension(userId, true);
    return created;
  });
  return { token, pairing };
}

/** The user's paired browsers (not revoked), newest first. */
export function listExtensionPairings(
  deps: { store: Pick<Repositories, 'extensionTokens'> },
  userId: string,
): Promise<ExtensionPairing[]> {
  return deps.store.extensionTokens.list(userId);
}

/** Revokes a paired browser: its token is refused from now on. */
export async function revokeExtensionPairing(
  deps: { store: Pick<Repositories, 'extensionTokens'> },
  userId: string,
  pairingId: string,
): Promise<void> {
  if (!(await deps.store.extensionTokens.revoke(userId, pairingId)))
    throw new NotFoundError(messages.pairingNotFound);
}

/**
 * The user an extension token belongs to, or null when it is unknown or revoked. Records the
 * use (at most once a minute), which Settings shows as 'last used'.
 */
export async function authenticateExtension(
  deps: { store: Pick<Repositories, 'extensionTokens' | 'users'>; now?: () => Date },
  token: unknown,
): Promise<User | null> {
  const tokenHash = tokenHashOf(token);
  if (!tokenHash) return null;
  const found = await deps.store.extensionTokens.find(tokenHash);
  if (!found) return null;
  const user = await deps.store.users.get(found.user_id);
  if (!user) return null;
  const now = clockOf(deps);
  if (!found.last_used_at || now.getTime() - Date.parse(found.last_used_at) >= TOUCH_INTERVAL_MS)
    await deps.store.extensionTokens.touch(found.id, now);
  return user;
}
