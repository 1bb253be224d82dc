import { createHash } from 'node:crypto';
import { openAccountsTest } from '@leadgen/test-utils/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../domain/user.js';
import {
  authenticate,
  createSession,
  SESSION_TTL_MS,
  signOut,
  TRANSIENT_SESSION_TTL_MS,
} from './sessions.js';

const DAY = 24 * 3_600_000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

let t: Awaited<ReturnType<typeof openAccountsTest>>;
let user: User;
beforeEach(async () => {
  t = await openAccountsTest();
  user = await t.createUser('ana@example.com', 'secret1');
});
afterEach(() => t.store.close());

describe('sessions', () => {
  it('issues a 256-bit base64url token and stores only its SHA-256', async () => {
    const session = await createSession(t.deps, user.id, { persistent: true });
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(session.token, 'base64url')).toHaveLength(32);
    const rows = await t.store.db.selectFrom('sessions').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).not.toBe(session.token);
    expect(rows[0]?.token_hash).toBe(sha256(session.token));
    expect(JSON.stringify(rows)).not.toContain(session.token);
    expect(session.expiresAt).toBe(new Date(t.clock.now().getTime() + SESSION_TTL_MS).toISOString());
  });

  it('uses the injected random bytes', async () => {
    const session = await createSession(
      { ...t.deps, randomBytes: (size) => new Uint8Array(size).fill(1) },
      user.id,
    );
    expect(session.token).toBe(Buffer.alloc(32, 1).toString('base64url'));
  });

  it('authenticates a token to its user and refuses anything else', async () => {
    const { token } = await createSession(t.deps, user.id);
    expect(await authenticate(t.deps, token)).toMatchObject({ user: { id: user.id }, persistent: false });
    for (const bad of ['', 'x'.repeat(43), sha256(token), undefined, null, 42, 'x'.repeat(10_000)]) {
      expect(await authenticate(t.deps, bad)).toBeNull();
    }
  });

  it('slides a remembered session 30 days from each use', async () => {
    const { token } = await createSession(t.deps, user.id, { persistent: true });
    t.clock.advance(29 * DAY);
    expect(await authenticate(t.deps, token)).toMatchObject({
      expiresAt: new Date(t.clock.now().getTime() + SESSION_TTL_MS).toISOString(),
    });
    // 58 days after sign-in: alive only because the use at day 29 slid it
    t.clock.advance(29 * DAY);
    expect(await authenticate(t.deps, token)).not.toBeNull();
    t.clock.advance(SESSION_TTL_MS);
    expect(await authenticate(t.deps, token)).toBeNull();
  });

  it('ends a session without remember-me after a day idle, but not while it is used', async () => {
    const { token, expiresAt } = await createSession(t.deps, user.id);
    expect(expiresAt).toBe(new Date(t.clock.now().getTime() + TRANSIENT_SESSION_TTL_MS).toISOString());
    for (let hour = 0; hour < 48; hour++) {
      t.clock.advance(3_600_000);
      expect(await authenticate(t.deps, token)).not.toBeNull();
    }
    t.clock.advance(DAY);
    expect(await authenticate(t.deps, token)).toBeNull();
  });

  it('writes the slide at most once a minute', async () => {
    const { token } = await createSession(t.deps, user.id, { persistent: true });
    const row = () =>
      t.store.db.selectFrom('sessions').select(['last_seen_at', 'expires_at']).executeTakeFirstOrThrow();
    const before = await row();
    t.clock.advance(59_000);
    const seen = await authenticate(t.deps, token);
    expect(await row()).toEqual(before);
    expect(seen?.expiresAt).toBe(before.expires_at);
    t.clock.advance(1000);
    await authenticate(t.deps, token);
    expect(await row()).toEqual({
      last_seen_at: t.clock.now().toISOString(),
      expires_at: new Date(t.clock.now().getTime() + SESSION_TTL_MS).toISOString(),
    });
  });

  it('signs out one session, and a second sign-out is no error', async () => {
    const one = await createSession(t.deps, user.id);
    const two = await createSession(t.deps, user.id);
    await signOut(t.deps, one.token);
    await signOut(t.deps, one.token);
    await signOut(t.deps, undefined);
    expect(await authenticate(t.deps, one.token)).toBeNull();
    expect(await authenticate(t.deps, two.token)).not.toBeNull();
  });
});
