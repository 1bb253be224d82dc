import { openAccountsTest } from '@leadgen/test-utils/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  changePassword,
  markExtensionInstalled,
  type SignUpInput,
  signIn,
  signUp,
  updateProfile,
} from './accounts.js';
import { authenticate, createSession } from './sessions.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let t: Awaited<ReturnType<typeof openAccountsTest>>;
beforeEach(async () => {
  t = await openAccountsTest();
});
afterEach(() => t.store.close());

const form: SignUpInput = {
  email: ' Ana@Example.com ',
  password: 'secret1',
  confirmPassword: 'secret1',
  firstName: ' Ana ',
  lastName: 'Pérez',
};

describe('signUp', () => {
  it('creates the user with an argon2id hash, the signup credits and null optional fields', async () => {
    const user = await signUp(t.deps, { ...form, instagramUsername: '  ', industry: 'Technology' });
    expect(user).toMatchObject({
      email: 'ana@example.com',
      first_name: 'Ana',
      last_name: 'Pérez',
      instagram_username: null,
      industry: 'Technology',
      referral_source: null,
      credits: 500,
    });
    const hash = await t.store.users.passwordHash(user.id);
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await t.passwords.verify(hash ?? '', 'secret1')).toBe(true);
  });

  it('answers with the spec messages', async () => {
    for (const field of ['email', 'password', 'firstName', 'lastName'] as const) {
      const blank = field === 'password' ? '' : '  ';
      await expect(signUp(t.deps, { ...form, [field]: blank })).rejects.toMatchObject({
        code: 'INVALID_INPUT',
        message: 'Please fill in all required fields',
      });
    }
    await expect(signUp(t.deps, { ...form, confirmPassword: 'secret2' })).rejects.toThrow(
      'Passwords do not match',
    );
    await expect(signUp(t.deps, { ...form, password: 'abcde', confirmPassword: 'abcde' })).rejects.toThrow(
      'Password must be at least 6 characters long',
    );
    await expect(signUp(t.deps, { ...form, email: 'nope' })).rejects.toThrow(
      'Please enter a valid email address',
    );
    expect(await t.store.users.findByEmail('ana@example.com')).toBeUndefined();
  });

  it('refuses a taken e-mail with CONFLICT', async () => {
    await signUp(t.deps, form);
    await expect(signUp(t.deps, { ...form, email: 'ANA@example.com' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'An account with this email already exists',
    });
  });

  it('allows 10 sign-ups per client per hour; invalid forms do not count', async () => {
    for (let i = 0; i < 5; i++) {
      await expect(
        signUp(t.deps, { ...form, confirmPassword: 'x' }, { ip: '203.0.113.7' }),
      ).rejects.toThrow();
    }
    for (let i = 0; i < 10; i++) {
      await signUp(t.deps, { ...form, email: `user${i}@example.com` }, { ip: '203.0.113.7' });
    }
    await expect(
      signUp(t.deps, { ...form, email: 'late@example.com' }, { ip: '203.0.113.7' }),
    ).rejects.toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 3600 });
    await signUp(t.deps, { ...form, email: 'elsewhere@example.com' }, { ip: '198.51.100.1' });
    t.clock.advance(HOUR);
    await signUp(t.deps, { ...form, email: 'late@example.com' }, { ip: '203.0.113.7' });
  });
});

describe('signIn', () => {
  beforeEach(async () => {
    await t.createUser('ana@example.com', 'secret1');
  });

  it('signs in case-insensitively and issues a session of the asked kind', async () => {
    const { user, session } = await signIn(t.deps, ' ANA@example.com', 'secret1', { persistent: true });
    expect(user.email).toBe('ana@example.com');
    expect(session.persistent).toBe(true);
    expect(await authenticate(t.deps, session.token)).toMatchObject({ user: { id: user.id } });
  });

  it("answers 'Please fill in all fields' when a field is blank", async () => {
    for (const [email, password] of [
      ['', 'secret1'],
      ['ana@example.com', ''],
      [' ', undefined],
    ]) {
      await expect(signIn(t.deps, email, password)).rejects.toMatchObject({
        code: 'INVALID_INPUT',
        message: 'Please fill in all fields',
      });
    }
  });

  it('gives one answer for a wrong password and an unknown e-mail, and verifies a hash for both', async () => {
    const stored = await t.store.users.passwordHash(
      (await t.store.users.findByEmail('ana@example.com'))?.id ?? '',
    );
    t.passwords.verified.length = 0;
    const wrong = await signIn(t.deps, 'ana@example.com', 'secret2').catch((error: unknown) => error);
    expect(t.passwords.verified).toEqual([stored]);
    const unknown = await signIn(t.deps, 'bob@example.com', 'secret1').catch((error: unknown) => error);
    expect(t.passwords.verified).toHaveLength(2);
    expect(t.passwords.verified[1]).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(t.passwords.verified[1]).not.toBe(stored);
    for (const error of [wrong, unknown]) {
      expect(error).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Invalid email or password' });
    }
  });

  it('locks a client out for 10 minutes after 10 failures in 10 minutes', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < 10; i++) {
      t.clock.advance(1000);
      await expect(signIn(t.deps, `guess${i}@example.com`, 'nope', { ip })).rejects.toMatchObject({
        code: 'UNAUTHENTICATED',
      });
    }
    t.clock.advance(1000);
    const refused = await signIn(t.deps, 'ana@example.com', 'secret1', { ip }).catch(
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({
      code: 'RATE_LIMITED',
      retryAfterSeconds: 599,
      message: 'Too many attempts. Please try again in 10 minutes.',
    });
    // other clients are not affected
    await signIn(t.deps, 'ana@example.com', 'secret1', { ip: '198.51.100.1' });
    t.clock.advance(9 * MINUTE);
    await expect(signIn(t.deps, 'ana@example.com', 'secret1', { ip })).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      retryAfterSeconds: 59,
    });
    t.clock.advance(MINUTE);
    await signIn(t.deps, 'ana@example.com', 'secret1', { ip });
  });

  it('counts failures per IPv6 /64', async () => {
    for (let i = 0; i < 10; i++) {
      await signIn(t.deps, 'ana@example.com', 'nope', { ip: `2001:db8:1:2::${i + 1}` }).catch(() => {});
    }
    await expect(
      signIn(t.deps, 'ana@example.com', 'secret1', { ip: '2001:db8:1:2:ffff::9' }),
    ).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    await signIn(t.deps, 'ana@example.com', 'secret1', { ip: '2001:db8:1:3::1' });
  });

  it('refuses an account after 100 failures in an hour, from any clients', async () => {
    for (let i = 0; i < 100; i++) {
      t.clock.advance(1000);
      await expect(
        signIn(t.deps, 'ana@example.com', 'nope', { ip: `10.0.${Math.floor(i / 10)}.${i % 10}` }),
      ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    }
    await expect(signIn(t.deps, 'ANA@example.com', 'secret1', { ip: '198.51.100.1' })).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      retryAfterSeconds: 3600 - 99,
    });
    t.clock.advance(HOUR);
    await signIn(t.deps, 'ana@example.com', 'secret1');
  });

  it('clears the account’s failures on a successful sign-in', async () => {
    for (let i = 0; i < 99; i++) await signIn(t.deps, 'ana@example.com', 'nope').catch(() => {});
    await signIn(t.deps, 'ana@example.com', 'secret1');
    for (let i = 0; i < 99; i++) await signIn(t.deps, 'ana@example.com', 'nope').catch(() => {});
    await signIn(t.deps, 'ana@example.com', 'secret1');
  });
});

describe('changePassword', () => {
  it('answers with the spec messages and checks the current password', async () => {
    const user = await t.createUser('ana@example.com', 'secret1');
    await expect(changePassword(t.deps, user.id, '', 'secret2', 'secret2')).rejects.toThrow(
      'Please fill in all fields',
    );
    await expect(changePassword(t.deps, user.id, 'secret1', 'secret2', 'secret3')).rejects.toThrow(
      'Passwords do not match',
    );
    await expect(changePassword(t.deps, user.id, 'secret1', 'short', 'short')).rejects.toThrow(
      'Password must be at least 6 characters long',
    );
    await expect(changePassword(t.deps, user.id, 'wrong1', 'secret2', 'secret2')).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      message: 'Current password is incorrect',
    });
    await expect(changePassword(t.deps, 'missing', 'secret1', 'secret2', 'secret2')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('sets the new password, ends every session and issues a fresh one like the caller’s', async () => {
    const user = await t.createUser('ana@example.com', 'secret1');
    const caller = await createSession(t.deps, user.id, { persistent: true });
    const elsewhere = await createSession(t.deps, user.id);
    const { session, notice } = await changePassword(t.deps, user.id, 'secret1', 'secret2', 'secret2', {
      sessionToken: caller.token,
    });
    expect(notice).toBe('Password updated successfully');
    expect(session.persistent).toBe(true);
    expect(session.token).not.toBe(caller.token);
    expect(await authenticate(t.deps, caller.token)).toBeNull();
    expect(await authenticate(t.deps, elsewhere.token)).toBeNull();
    expect(await authenticate(t.deps, session.token)).toMatchObject({ user: { id: user.id } });
    await expect(signIn(t.deps, 'ana@example.com', 'secret1')).rejects.toThrow('Invalid email or password');
    await signIn(t.deps, 'ana@example.com', 'secret2');
  });
});

describe('updateProfile', () => {
  it('saves the settings fields, blanks as null, and never the e-mail', async () => {
    const user = await t.createUser('ana@example.com', 'secret1');
    const updated = await updateProfile(t.deps, user.id, {
      first_name: ' Ann ',
      instagram_username: 'ann.photos',
      industry: 'SaaS',
      referral_source: '',
      ...({ email: 'evil@example.com' } as object),
    });
    expect(updated).toMatchObject({
      email: 'ana@example.com',
      first_name: 'Ann',
      last_name: 'User',
      instagram_username: 'ann.photos',
      industry: 'SaaS',
      referral_source: null,
    });
    await expect(updateProfile(t.deps, user.id, { last_name: ' ' })).rejects.toThrow(
      'Please fill in all required fields',
    );
    await expect(updateProfile(t.deps, 'missing', { first_name: 'X' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('markExtensionInstalled', () => {
  it("sets the user's has_extension, and only theirs", async () => {
    const ana = await t.createUser('ana@example.com', 'secret1');
    const ben = await t.createUser('ben@example.com', 'secret1');
    expect(ana.has_extension).toBe(false);
    expect((await markExtensionInstalled(t.deps, ana.id)).has_extension).toBe(true);
    expect((await t.store.users.get(ana.id))?.has_extension).toBe(true);
    expect((await t.store.users.get(ben.id))?.has_extension).toBe(false);
  });
});
