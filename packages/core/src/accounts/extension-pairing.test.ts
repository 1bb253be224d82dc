import { createHash } from 'node:crypto';
import { openAccountsTest } from '@leadgen/test-utils/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../domain/user.js';
import {
  authenticateExtension,
  listExtensionPairings,
  pairExtension,
  revokeExtensionPairing,
} from './extension-pairing.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

let t: Awaited<ReturnType<typeof openAccountsTest>>;
let ana: User;
let ben: User;
beforeEach(async () => {
  t = await openAccountsTest();
  ana = await t.createUser('ana@example.com', 'secret1');
  ben = await t.createUser('ben@example.com', 'secret1');
});
afterEach(() => t.store.close());

const deps = () => ({ store: t.store, now: t.clock.now });

describe('extension pairing', () => {
  it('returns the token once, stores only its SHA-256 and marks the user as having the extension', async () => {
    const { token, pairing } = await pairExtension(deps(), ana.id, '  Work   laptop ');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(pairing.label).toBe('Work laptop');
    const rows = await t.store.db.selectFrom('extension_tokens').selectAll().execute();
    expect(rows[0]?.token_hash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect((await t.store.users.get(ana.id))?.has_extension).toBe(true);
    expect(await listExtensionPairings(deps(), ana.id)).toEqual([
      { id: pairing.id, label: 'Work laptop', created_at: pairing.created_at, last_used_at: null },
    ]);
    expect(await listExtensionPairings(deps(), ben.id)).toEqual([]);
  });

  it('names an unnamed pairing and refuses a long name', async () => {
    expect((await pairExtension(deps(), ana.id)).pairing.label).toBe('Browser');
    await expect(pairExtension(deps(), ana.id, 'x'.repeat(61))).rejects.toThrow('at most 60 characters');
  });

  it('authenticates the token as its user, records the use, and refuses it once revoked', async () => {
    const { token, pairing } = await pairExtension(deps(), ana.id);
    expect((await authenticateExtension(deps(), token))?.id).toBe(ana.id);
    expect((await listExtensionPairings(deps(), ana.id))[0]?.last_used_at).toBe(t.clock.now().toISOString());
    expect(await authenticateExtension(deps(), `${token}x`)).toBeNull();
    expect(await authenticateExtension(deps(), undefined)).toBeNull();

    await expect(revokeExtensionPairing(deps(), ben.id, pairing.id)).rejects.toThrow('not yours');
    expect((await authenticateExtension(deps(), token))?.id).toBe(ana.id);
    await revokeExtensionPairing(deps(), ana.id, pairing.id);
    expect(await authenticateExtension(deps(), token)).toBeNull();
    expect(await listExtensionPairings(deps(), ana.id)).toEqual([]);
    await expect(revokeExtensionPairing(deps(), ana.id, pairing.id)).rejects.toThrow('already revoked');
  });
});
