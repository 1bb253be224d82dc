import { createHash } from 'node:crypto';
import { openTestApp, sessionCookie } from '@leadgen/test-utils/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

let t: Awaited<ReturnType<typeof openTestApp>>;
beforeEach(async () => {
  t = await openTestApp();
});
afterEach(() => t.close());

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error;

describe('accounts API', () => {
  it('signs up with the spec messages, grants the starting credits and signs in', async () => {
    const missing = await t.call('POST', '/api/auth/signup', {
      email: 'ana@example.com',
      password: 'secret-pw',
    });
    expect(missing.status).toBe(400);
    expect(await errorOf(missing)).toEqual({
      code: 'INVALID_INPUT',
      message: 'Please fill in all required fields',
    });
    const mismatch = await t.call('POST', '/api/auth/signup', {
      email: 'ana@example.com',
      password: 'secret-pw',
      confirmPassword: 'other-pw',
      firstName: 'Ana',
      lastName: 'Perez',
    });
    expect((await errorOf(mismatch)).message).toBe('Passwords do not match');

    const ana = await t.signUp('ana@example.com');
    const me = await t.call('GET', '/api/users/me', undefined, ana);
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: unknown }).user).toMatchObject({
      email: 'ana@example.com',
      credits: 0.5,
      plan: 'free',
      instagram_username: null,
    });
    expect((await t.call('GET', '/api/users/me')).status).toBe(401);
  });

  it('sets an HttpOnly SameSite=Lax cookie, persistent only with remember me, and stores only its hash', async () => {
    await t.signUp('ana@example.com');
    const plain = await t.call('POST', '/api/auth/signin', {
      email: 'ana@example.com',
      password: 'secret-pw',
    });
    const header = plain.headers.get('set-cookie') ?? '';
    expect(header).toMatch(/^leadgen_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
    const remembered = await t.call('POST', '/api/auth/signin', {
      email: 'ana@example.com',
      password: 'secret-pw',
      remember: true,
    });
    expect(remembered.headers.get('set-cookie')).toMatch(/; Expires=/);
    const token = sessionCookie(plain).split('=')[1] ?? '';
    const rows = await t.store.db.selectFrom('sessions').select('token_hash').execute();
    const hashes = rows.map((row) => row.token_hash);
    expect(hashes).toContain(createHash('sha256').update(token).digest('hex'));
    expect(hashes).not.toContain(token);
  });

  it('answers unknown e-mails exactly like known ones at sign-in and on reset', async () => {
    await t.signUp('ana@example.com');
    const known = await t.call('POST', '/api/auth/signin', {
      email: 'ana@example.com',
      password: 'wrong-pw',
    });
    const unknown = await t.call('POST', '/api/auth/signin', {
      email: 'nobody@example.com',
      password: 'wrong-pw',
    });
    expect([known.status, unknown.status]).toEqual([401, 401]);
    expect(await known.text()).toBe(await unknown.text());
    const resetKnown = await t.call('POST', '/api/auth/forgot-password', { email: 'ana@example.com' });
    const resetUnknown = await t.call('POST', '/api/auth/forgot-password', { email: 'nobody@example.com' });
    expect(resetKnown.status).toBe(200);
    expect(resetUnknown.status).toBe(200);
    expect(await resetKnown.text()).toBe(await resetUnknown.text());
    await t.resetMailsSent();
    expect(t.mail.map((mail) => mail.to)).toEqual(['ana@example.com']);
  });

  it('resets a password once through the mailed link and ends every other session', async () => {
    const ana = await t.signUp('ana@example.com');
    await t.call('POST', '/api/auth/forgot-password', { email: 'ana@example.com' });
    await t.resetMailsSent();
    const link = /http:\/\/127\.0\.0\.1:8787\/reset-password#access_token=([\w-]+)/.exec(
      t.mail[0]?.text ?? '',
    );
    const token = link?.[1] ?? '';
    expect(token).not.toBe('');
    const verify = await t.call('POST', '/api/auth/reset-password/verify', { token });
    expect(await verify.json()).toEqual({ valid: true });
    const reset = await t.call('POST', '/api/auth/reset-password', {
      token,
      password: 'new-secret',
      confirmPassword: 'new-secret',
    });
    expect(reset.status).toBe(200);
    expect((await t.call('GET', '/api/users/me', undefined, ana)).status).toBe(401);
    const again = await t.call('POST', '/api/auth/reset-password', {
      token,
      password: 'other-secret',
      confirmPassword: 'other-secret',
    });
    expect(await errorOf(again)).toEqual({
      code: 'INVALID_INPUT',
      message: 'Invalid or expired reset link. Please request a new password reset.',
    });
    const signIn = await t.call('POST', '/api/auth/signin', {
      email: 'ana@example.com',
      password: 'new-secret',
    });
    expect(signIn.status).toBe(200);
  });

  it('changes the password, revoking the old sessions and keeping the caller signed in', async () => {
    const ana = await t.signUp('ana@example.com');
    const other = sessionCookie(
      await t.call('POST', '/api/auth/signin', { email: 'ana@example.com', password: 'secret-pw' }),
    );
    const changed = await t.call(
      'POST',
      '/api/auth/change-password',
      { currentPassword: 'secret-pw', password: 'next-secret', confirmPassword: 'next-secret' },
      ana,
    );
    expect(changed.status).toBe(200);
    expect((await t.call('GET', '/api/users/me', undefined, { cookie: other })).status).toBe(401);
    expect((await t.call('GET', '/api/users/me', undefined, { cookie: sessionCookie(changed) })).status).toBe(
      200,
    );
  });

  it('updates the settings fields but never the e-mail', async () => {
    const ana = await t.signUp('ana@example.com');
    const res = await t.call(
      'PATCH',
      '/api/users/me',
      { first_name: 'Anna', industry: 'SaaS', instagram_username: '', email: 'evil@example.com' },
      ana,
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: unknown }).user).toMatchObject({
      first_name: 'Anna',
      industry: 'SaaS',
      instagram_username: null,
      email: 'ana@example.com',
    });
  });

  it('signs out', async () => {
    const ana = await t.signUp('ana@example.com');
    const out = await t.call('POST', '/api/auth/signout', undefined, ana);
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/^leadgen_session=; Max-Age=0/);
    expect((await t.call('GET', '/api/users/me', undefined, ana)).status).toBe(401);
  });

  it('refuses cross-site writes and oversized bodies', async () => {
    const evil = await t.app.request('/api/auth/signin', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
      body: JSON.stringify({ email: 'a@example.com', password: 'x' }),
    });
    expect(evil.status).toBe(403);
    const sameOrigin = await t.app.request('/api/auth/signin', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'http://127.0.0.1:8787',
        'sec-fetch-site': 'same-origin',
      },
      body: JSON.stringify({ email: 'a@example.com', password: 'wrong-pw' }),
    });
    expect(sameOrigin.status).toBe(401);
    const huge = await t.call('POST', '/api/auth/signin', {
      email: 'a@example.com',
      password: 'x'.repeat(300_000),
    });
    expect(huge.status).toBe(413);
  });

  it('throttles sign-in per client: the 11th failure in 10 minutes is refused with Retry-After', async () => {
    await t.signUp('ana@example.com');
    const env = { incoming: { socket: { remoteAddress: '203.0.113.9' } } };
    const attempt = (password: string) =>
      t.app.request(
        '/api/auth/signin',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'ana@example.com', password }),
        },
        env,
      );
    for (let i = 0; i < 10; i++) expect((await attempt('wrong-pw')).status).toBe(401);
    const blocked = await attempt('secret-pw');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(500);
  });

  it('sends security headers', async () => {
    const res = await t.call('GET', '/api/users/me');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  it('uses a Secure __Host- cookie when served over https', async () => {
    const secure = await openTestApp({ publicUrl: 'https://leadgen.example', sandbox: t.sandbox });
    try {
      const res = await secure.call('POST', '/api/auth/signup', {
        email: 'ana@example.com',
        password: 'secret-pw',
        confirmPassword: 'secret-pw',
        firstName: 'Ana',
        lastName: 'Perez',
      });
      expect(res.headers.get('set-cookie')).toMatch(
        /^__Host-leadgen_session=[\w-]{43}; Path=\/; Expires=.+; HttpOnly; Secure; SameSite=Lax$/,
      );
    } finally {
      await secure.close();
    }
  });

  it('refuses a reset link after its hour', async () => {
    let now = Date.parse('2026-11-22T10:00:00Z');
    const timed = await openTestApp({ now: () => new Date(now), sandbox: t.sandbox });
    try {
      await timed.signUp('ana@example.com');
      await timed.call('POST', '/api/auth/forgot-password', { email: 'ana@example.com' });
      await timed.resetMailsSent();
      const token = /access_token=([\w-]+)/.exec(timed.mail[0]?.text ?? '')?.[1] ?? '';
      now += 61 * 60_000;
      expect(await (await timed.call('POST', '/api/auth/reset-password/verify', { token })).json()).toEqual({
        valid: false,
      });
      const late = await timed.call('POST', '/api/auth/reset-password', {
        token,
        password: 'new-secret',
        confirmPassword: 'new-secret',
      });
      expect(await errorOf(late)).toEqual({
        code: 'INVALID_INPUT',
        message: 'Invalid or expired reset link. Please request a new password reset.',
      });
    } finally {
      await timed.close();
    }
  });
});
