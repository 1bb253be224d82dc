import { createHash } from 'node:crypto';
import { openAccountsTest } from '@leadgen/test-utils/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../domain/user.js';
import { signIn } from './accounts.js';
import { requestPasswordReset, resetPassword, verifyResetToken } from './password-reset.js';
import { sendQueuedResetMails } from './reset-mail-sender.js';
import { authenticate, createSession } from './sessions.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const resetUrl = 'https://leadgen.example.com/reset-password';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

let t: Awaited<ReturnType<typeof openAccountsTest>>;
let user: User;
beforeEach(async () => {
  t = await openAccountsTest();
  user = await t.createUser('ana@example.com', 'secret1');
});
afterEach(() => t.store.close());

/** Sends the queued reset mails, as the server's sender does after each request. */
function sendQueued() {
  const { mailer } = t.deps;
  if (!mailer) throw new Error('no mailer');
  return sendQueuedResetMails({ store: t.store, mailer, now: t.clock.now });
}

/** Requests a reset for Ana, sends it, and returns the token from the mailed link. */
async function mailedToken(): Promise<string> {
  const before = t.sent.length;
  await requestPasswordReset(t.deps, 'ana@example.com', { resetUrl });
  await sendQueued();
  expect(t.sent).toHaveLength(before + 1);
  const match = /#access_token=([A-Za-z0-9_-]+)&type=recovery/.exec(t.sent.at(-1)?.text ?? '');
  if (!match?.[1]) throw new Error('no token in the mail');
  return match[1];
}

describe('requestPasswordReset', () => {
  it('queues the request, then the sender mails a known user a link with the token in the hash, stored hashed', async () => {
    const answer = await requestPasswordReset(t.deps, ' ANA@example.com ', { resetUrl });
    // the request only queues: the normalised e-mail and the page, no user and no token yet
    expect(t.sent).toHaveLength(0);
    expect(await t.store.db.selectFrom('password_resets').selectAll().execute()).toEqual([]);
    expect(await t.store.db.selectFrom('reset_mail_queue').selectAll().execute()).toMatchObject([
      { email: 'ana@example.com', reset_url: resetUrl, attempts: 0, lease_owner: null },
    ]);
    expect(await sendQueued()).toEqual({ sent: 1, skipped: 0, retried: 0, gaveUp: 0 });
    expect(t.sent).toHaveLength(1);
    expect(await t.store.resetMailQueue.count()).toBe(0);
    const mail = t.sent[0];
    expect(mail).toMatchObject({ to: 'ana@example.com', subject: 'Reset your Leadgen password' });
    const token = /#access_token=([A-Za-z0-9_-]{43})&type=recovery/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(mail?.text).toContain(`${resetUrl}#access_token=${token}&type=recovery`);
    const rows = await t.store.db.selectFrom('password_resets').selectAll().execute();
    expect(rows).toMatchObject([
      {
        token_hash: sha256(token),
        user_id: user.id,
        expires_at: new Date(t.clock.now().getTime() + HOUR).toISOString(),
        used_at: null,
      },
    ]);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(answer).toEqual({
      notice: 'If an account exists for this email, a password reset link is on its way.',
    });
  });

  it('answers and queues the same for an unknown e-mail, whose mail is never sent', async () => {
    const known = await requestPasswordReset(t.deps, 'ana@example.com', { resetUrl });
    const unknown = await requestPasswordReset(t.deps, 'nobody@example.com', { resetUrl });
    expect(unknown).toEqual(known);
    const queued = await t.store.db.selectFrom('reset_mail_queue').select(['email', 'attempts']).execute();
    expect(queued).toEqual([
      { email: 'ana@example.com', attempts: 0 },
      { email: 'nobody@example.com', attempts: 0 },
    ]);
    expect(await sendQueued()).toEqual({ sent: 1, skipped: 1, retried: 0, gaveUp: 0 });
    expect(t.sent.map((mail) => mail.to)).toEqual(['ana@example.com']);
    expect(await t.store.resetMailQueue.count()).toBe(0);
    expect(await t.store.db.selectFrom('password_resets').selectAll().execute()).toHaveLength(1);
  });

  it("answers 'Please enter your email address' when blank", async () => {
    for (const email of ['', '  ', undefined]) {
      await expect(requestPasswordReset(t.deps, email, { resetUrl })).rejects.toMatchObject({
        code: 'INVALID_INPUT',
        message: 'Please enter your email address',
      });
    }
  });

  it('sends at most 3 mails per e-mail per hour, answering the same', async () => {
    const answers = [];
    for (let i = 0; i < 4; i++) {
      answers.push(await requestPasswordReset(t.deps, 'ana@example.com', { resetUrl }));
      t.clock.advance(MINUTE);
    }
    expect(await sendQueued()).toMatchObject({ sent: 3 });
    expect(t.sent).toHaveLength(3);
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    t.clock.advance(HOUR);
    await requestPasswordReset(t.deps, 'ana@example.com', { resetUrl });
    await sendQueued();
    expect(t.sent).toHaveLength(4);
  });

  it('refuses an 11th request from one client within the hour', async () => {
    for (let i = 0; i < 10; i++) {
      await requestPasswordReset(t.deps, `person${i}@example.com`, { resetUrl, ip: '203.0.113.7' });
    }
    await expect(
      requestPasswordReset(t.deps, 'ana@example.com', { resetUrl, ip: '203.0.113.7' }),
    ).rejects.toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 3600 });
    await sendQueued();
    expect(t.sent).toHaveLength(0);
    await requestPasswordReset(t.deps, 'ana@example.com', { resetUrl, ip: '198.51.100.1' });
    await sendQueued();
    expect(t.sent).toHaveLength(1);
  });

  it('never looks the user up while answering', async () => {
    const users = new Proxy(t.store.users, {
      get: () => {
        throw new Error('the request looked a user up');
      },
    });
    const deps = { ...t.deps, store: { ...t.store, users } };
    for (const email of ['ana@example.com', 'nobody@example.com']) {
      expect(await requestPasswordReset(deps, email, { resetUrl })).toEqual({
        notice: 'If an account exists for this email, a password reset link is on its way.',
      });
    }
    expect(await t.store.resetMailQueue.count()).toBe(2);
  });

  it('fails alike for every address when no mailer is configured', async () => {
    for (const email of ['ana@example.com', 'nobody@example.com']) {
      await expect(
        requestPasswordReset({ ...t.deps, mailer: undefined }, email, { resetUrl }),
      ).rejects.toMatchObject({ code: 'CONFIG_INVALID' });
    }
  });
});

describe('verifyResetToken', () => {
  it('tells a valid token without using it up, and refuses it after an hour', async () => {
    const token = await mailedToken();
    expect(await verifyResetToken(t.deps, token)).toBe(true);
    expect(await verifyResetToken(t.deps, token)).toBe(true);
    expect(await verifyResetToken(t.deps, 'made-up')).toBe(false);
    expect(await verifyResetToken(t.deps, undefined)).toBe(false);
    t.clock.advance(HOUR);
    expect(await verifyResetToken(t.deps, token)).toBe(false);
  });
});

describe('resetPassword', () => {
  it('answers with the spec messages', async () => {
    const token = await mailedToken();
    const cases: [string, string, string][] = [
      ['', 'secret2', 'Please fill in all fields'],
      ['secret2', '', 'Please fill in all fields'],
      ['secret2', 'secret3', 'Passwords do not match'],
      ['short', 'short', 'Password must be at least 6 characters long'],
    ];
    for (const [password, confirm, message] of cases) {
      await expect(resetPassword(t.deps, token, password, confirm)).rejects.toMatchObject({
        code: 'INVALID_INPUT',
        message,
      });
    }
    for (const bad of ['made-up', '', undefined]) {
      await expect(resetPassword(t.deps, bad, 'secret2', 'secret2')).rejects.toMatchObject({
        code: 'INVALID_INPUT',
        message: 'Invalid or expired reset link. Please request a new password reset.',
      });
    }
    // none of that used the token up
    expect(await verifyResetToken(t.deps, token)).toBe(true);
  });

  it('sets the password, ends every session and reset link, and signs the user in', async () => {
    const older = await mailedToken();
    const token = await mailedToken();
    const sessions = [await createSession(t.deps, user.id), await createSession(t.deps, user.id)];
    const result = await resetPassword(t.deps, token, 'secret2', 'secret2');
    expect(result).toMatchObject({ user: { id: user.id }, notice: 'Password updated successfully' });
    for (const session of sessions) expect(await authenticate(t.deps, session.token)).toBeNull();
    expect(await authenticate(t.deps, result.session.token)).toMatchObject({ user: { id: user.id } });
    await expect(signIn(t.deps, 'ana@example.com', 'secret1')).rejects.toThrow('Invalid email or password');
    await signIn(t.deps, 'ana@example.com', 'secret2');
    expect(await verifyResetToken(t.deps, older)).toBe(false);
  });

  it('uses a token once', async () => {
    const token = await mailedToken();
    await resetPassword(t.deps, token, 'secret2', 'secret2');
    await expect(resetPassword(t.deps, token, 'secret3', 'secret3')).rejects.toThrow(
      'Invalid or expired reset link. Please request a new password reset.',
    );
    await signIn(t.deps, 'ana@example.com', 'secret2');
  });

  it('accepts a token for one hour only', async () => {
    const first = await mailedToken();
    t.clock.advance(HOUR - 1);
    await resetPassword(t.deps, first, 'secret2', 'secret2');
    const third = await mailedToken();
    t.clock.advance(HOUR);
    await expect(resetPassword(t.deps, third, 'secret3', 'secret3')).rejects.toThrow(
      'Invalid or expired reset link. Please request a new password reset.',
    );
    await signIn(t.deps, 'ana@example.com', 'secret2');
  });
});
