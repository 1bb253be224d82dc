import { createHash } from 'node:crypto';
import { openAccountsTest } from '@leadgen/test-utils/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../domain/user.js';
import { authenticateApiKey, createApiKey, listApiKeys, revokeApiKey } from './api-keys.js';

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

describe('API keys', () => {
  it('returns the key once, stores only its SHA-256, and lists it by name, scope and prefix', async () => {
    const { key, apiKey } = await createApiKey(deps(), ana.id, { name: '  CI   job ', scope: 'read' });
    expect(key).toMatch(/^lgk_[A-Za-z0-9_-]{43}$/);
    expect(apiKey).toMatchObject({
      name: 'CI job',
      scope: 'read',
      prefix: key.slice(0, 12),
      last_used_at: null,
    });
    const rows = await t.store.db.selectFrom('api_keys').selectAll().execute();
    expect(rows[0]?.token_hash).toBe(sha256(key));
    expect(JSON.stringify(rows)).not.toContain(key.slice(12));
    expect(await listApiKeys(deps(), ana.id)).toEqual([apiKey]);
    expect(await listApiKeys(deps(), ben.id)).toEqual([]);
  });

  it('defaults to the write scope and refuses a missing, long or taken name and an unknown scope', async () => {
    expect((await createApiKey(deps(), ana.id, { name: 'Zapier' })).apiKey.scope).toBe('write');
    await expect(createApiKey(deps(), ana.id, { name: ' ' })).rejects.toThrow('Give the key a name');
    await expect(createApiKey(deps(), ana.id, { name: 'x'.repeat(61) })).rejects.toThrow(
      'at most 60 characters',
    );
    await expect(createApiKey(deps(), ana.id, { name: 'zap', scope: 'admin' })).rejects.toThrow(
      'A key\'s scope is read or write, not "admin"',
    );
    await expect(createApiKey(deps(), ana.id, { name: 'Zapier' })).rejects.toThrow(
      'You already have a key named "Zapier"',
    );
    // names are per user, and a revoked key's name is free again
    await createApiKey(deps(), ben.id, { name: 'Zapier' });
    await revokeApiKey(deps(), ana.id, (await listApiKeys(deps(), ana.id))[0]?.id ?? '');
    await createApiKey(deps(), ana.id, { name: 'Zapier' });
  });

  it('authenticates the key as its user and scope, and refuses a wrong, malformed or revoked one', async () => {
    const { key, apiKey } = await createApiKey(deps(), ana.id, { name: 'CI', scope: 'read' });
    expect(await authenticateApiKey(deps(), key)).toMatchObject({
      user: { id: ana.id },
      apiKey: { id: apiKey.id, scope: 'read' },
    });
    // same prefix, another ending: found by prefix, refused by the hash
    const forged = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    expect(await authenticateApiKey(deps(), forged)).toBeNull();
    expect(await authenticateApiKey(deps(), `${key}x`)).toBeNull();
    expect(await authenticateApiKey(deps(), key.slice(4))).toBeNull();
    expect(await authenticateApiKey(deps(), undefined)).toBeNull();

    await expect(revokeApiKey(deps(), ben.id, apiKey.id)).rejects.toThrow('not yours');
    expect(await authenticateApiKey(deps(), key)).not.toBeNull();
    expect((await revokeApiKey(deps(), ana.id, apiKey.prefix)).name).toBe('CI');
    expect(await authenticateApiKey(deps(), key)).toBeNull();
    expect(await listApiKeys(deps(), ana.id)).toEqual([]);
    await expect(revokeApiKey(deps(), ana.id, apiKey.id)).rejects.toThrow('already revoked');
  });

  it('writes the last use at most once a minute', async () => {
    const { key } = await createApiKey(deps(), ana.id, { name: 'CI' });
    const lastUsed = async () => (await listApiKeys(deps(), ana.id))[0]?.last_used_at;
    const first = t.clock.now().toISOString();
    await authenticateApiKey(deps(), key);
    expect(await lastUsed()).toBe(first);
    t.clock.advance(59_000);
    await authenticateApiKey(deps(), key);
    expect(await lastUsed()).toBe(first);
    t.clock.advance(1_000);
    await authenticateApiKey(deps(), key);
    expect(await lastUsed()).toBe(t.clock.now().toISOString());
  });

  it('revokes by the start of the id, and names the keys an ambiguous start matches', async () => {
    const one = await createApiKey(deps(), ana.id, { name: 'one' });
    await expect(revokeApiKey(deps(), ana.id, one.apiKey.id.slice(0, 7))).rejects.toThrow('not yours');
    const ids = [one.apiKey.id, (await createApiKey(deps(), ana.id, { name: 'two' })).apiKey.id];
    // uuid v7 ids made at the same time start with the same 48-bit timestamp
    const shared = ids[0]?.slice(0, 8) ?? '';
    expect(ids[1]?.startsWith(shared)).toBe(true);
    await expect(revokeApiKey(deps(), ana.id, shared)).rejects.toThrow(/matches several keys \(two, one\)/);
    expect((await revokeApiKey(deps(), ana.id, one.apiKey.id.slice(0, 13))).name).toBe('one');
  });
});
