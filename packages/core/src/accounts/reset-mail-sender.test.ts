import {
  closedPort,
  createTestUser,
  openAccountsTest,
  startTestSmtpServer,
  type TestSmtpServer,
} from '@leadgen/test-utils/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mailer, MailMessage } from '../providers/mailer.js';
import { createSmtpMailer } from '../providers/smtp-mailer.js';
import { requestPasswordReset } from './password-reset.js';
import {
  RESET_MAIL_LEASE_MS,
  type ResetMailSender,
  resetMailBackoffMs,
  sendQueuedResetMails,
  startResetMailSender,
} from './reset-mail-sender.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const resetUrl = 'https://leadgen.example.com/reset-password';

let t: Awaited<ReturnType<typeof openAccountsTest>>;
let log: string[];
beforeEach(async () => {
  t = await openAccountsTest();
  await t.createUser('ana@example.com', 'secret1');
  log = [];
});
afterEach(() => t.store.close());

const request = (email: string) => requestPasswordReset(t.deps, email, { resetUrl });
const send = (mailer: Mailer) =>
  sendQueuedResetMails({ store: t.store, mailer, now: t.clock.now, log: (line) => log.push(line) });
const queued = () =>
  t.store.db
    .selectFrom('reset_mail_queue')
    .select(['email', 'attempts', 'next_attempt_at', 'lease_owner'])
    .execute();
const resets = () => t.store.db.selectFrom('password_resets').selectAll().execute();

/** A mailer that fails every send, the way the SMTP mailer fails when the server is down. */
const failing: Mailer = {
  send: async () => {
    throw new Error('connect ECONNREFUSED 127.0.0.1:2525 for ana@example.com');
  },
};

describe('sendQueuedResetMails', () => {
  it('sends nothing for an unknown e-mail and leaves no row', async () => {
    await request('nobody@example.com');
    const sent: MailMessage[] = [];
    const mailer: Mailer = { send: async (message) => void sent.push(message) };
    expect(await send(mailer)).toEqual({ sent: 0, skipped: 1, retried: 0, gaveUp: 0 });
    expect(sent).toEqual([]);
    expect(await queued()).toEqual([]);
    expect(await resets()).toEqual([]);
  });

  it('retries a failed send after 30 s, 2 min, 8 min, 32 min, then gives up, logging no address', async () => {
    await request('ana@example.com');
    const start = t.clock.now().getTime();
    expect(await send(failing)).toEqual({ sent: 0, skipped: 0, retried: 1, gaveUp: 0 });
    expect(await queued()).toEqual([
      {
        email: 'ana@example.com',
        attempts: 1,
        next_attempt_at: new Date(start + 30 * SECOND).toISOString(),
        lease_owner: null,
      },
    ]);
    // not due yet: nothing is tried
    t.clock.advance(29 * SECOND);
    expect(await send(failing)).toEqual({ sent: 0, skipped: 0, retried: 0, gaveUp: 0 });
    const waits = [30 * SECOND, 2 * MINUTE, 8 * MINUTE, 32 * MINUTE];
    expect(waits.map((_, i) => resetMailBackoffMs(i + 1))).toEqual(waits);
    t.clock.advance(SECOND);
    for (const wait of waits.slice(1)) {
      expect(await send(failing)).toMatchObject({ retried: 1 });
      t.clock.advance(wait);
    }
    expect(await send(failing)).toEqual({ sent: 0, skipped: 0, retried: 0, gaveUp: 1 });
    expect(await queued()).toEqual([]);
    expect(log).toHaveLength(5);
    expect(log[0]).toMatch(/^Password reset mail \S+ failed \(attempt 1\): Error; trying again in 30 s$/);
    expect(log[1]).toMatch(/\(attempt 2\): Error; trying again in 2 min$/);
    expect(log[4]).toMatch(/\(attempt 5\): Error; given up$/);
    for (const line of log) expect(line).not.toContain('ana@example.com');
  });

  it('gives up when the request would be over an hour old at the next try', async () => {
    await request('ana@example.com');
    expect(await send(failing)).toMatchObject({ retried: 1 });
    t.clock.advance(59 * MINUTE);
    expect(await send(failing)).toMatchObject({ gaveUp: 1 });
    expect(await queued()).toEqual([]);
  });

  it('takes over a row whose sender died once the lease ends', async () => {
    await request('ana@example.com');
    const claimed = await t.store.resetMailQueue.claim('dead-sender', RESET_MAIL_LEASE_MS, t.clock.now());
    expect(claimed).toMatchObject({ email: 'ana@example.com' });
    expect(await send({ send: async (message) => void t.sent.push(message) })).toMatchObject({ sent: 0 });
    t.clock.advance(RESET_MAIL_LEASE_MS + 1);
    expect(await send({ send: async (message) => void t.sent.push(message) })).toMatchObject({ sent: 1 });
    // the dead sender can no longer touch it
    expect(await t.store.resetMailQueue.remove(claimed?.id ?? '', 'dead-sender')).toBe(false);
  });
});

describe('over SMTP', () => {
  let smtp: TestSmtpServer | undefined;
  afterEach(() => smtp?.close());

  it('keeps a mail while the SMTP server is down and sends it once it is up', async () => {
    const port = await closedPort();
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: 'Leadgen <hi@example.com>' });
    await request('ana@example.com');
    await request('nobody@example.com');
    expect(await send(mailer)).toEqual({ sent: 0, skipped: 1, retried: 1, gaveUp: 0 });
    expect(log).toEqual([
      expect.stringMatching(/failed \(attempt 1\): Could not send e-mail \(ESOCKET\); trying again in 30 s$/),
    ]);
    expect(log[0]).not.toContain(String(port));
    smtp = await startTestSmtpServer({ port });
    t.clock.advance(30 * SECOND);
    expect(await send(mailer)).toEqual({ sent: 1, skipped: 0, retried: 0, gaveUp: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(['ana@example.com']);
    expect(smtp.received[0]?.data).toContain(`${resetUrl}#access_token=`);
    expect(await queued()).toEqual([]);
  });
});

describe('several senders', () => {
  // Each pass claims with an owner of its own. On PostgreSQL the store's pool runs the claims at
  // once (FOR UPDATE SKIP LOCKED); on SQLite one write transaction at a time, as across processes.
  it('sends each queued mail once when they run at once on one database', async () => {
    const emails = ['ana@example.com', 'bea@example.com', 'cai@example.com', 'dan@example.com'];
    for (const email of emails.slice(1)) await createTestUser(t.store, email);
    for (const email of [...emails, 'nobody@example.com']) await request(email);
    const sent: string[] = [];
    // slow sends, so every sender is mid-pass while the others claim
    const slow: Mailer = {
      send: async (message) => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        sent.push(message.to);
      },
    };
    const senders = [1, 2, 3].map((n) =>
      sendQueuedResetMails({ store: t.store, mailer: slow, now: t.clock.now, senderId: `sender-${n}` }),
    );
    const passes = await Promise.all(senders);
    expect(sent.sort()).toEqual(emails);
    expect(passes.reduce((sum, pass) => sum + pass.sent, 0)).toBe(4);
    expect(passes.reduce((sum, pass) => sum + pass.skipped, 0)).toBe(1);
    // the work was shared, not done by one sender while the others waited
    expect(passes.filter((pass) => pass.sent + pass.skipped > 0).length).toBeGreaterThan(1);
    expect(await t.store.resetMailQueue.count()).toBe(0);
    expect(await resets()).toHaveLength(4);
  });
});

describe('startResetMailSender', () => {
  let sender: ResetMailSender | undefined;
  afterEach(() => sender?.stop());

  it('sends at once when kicked, and finds mail queued elsewhere when it polls', async () => {
    sender = startResetMailSender({
      store: t.store,
      mailer: { send: async (message) => void t.sent.push(message) },
      now: t.clock.now,
      pollMs: 20,
    });
    await request('ana@example.com');
    sender.kick();
    await vi.waitFor(() => expect(t.sent).toHaveLength(1));
    // queued without a kick (another process): the next poll sends it
    await request('ana@example.com');
    await vi.waitFor(() => expect(t.sent).toHaveLength(2));
    await sender.stop();
    await request('ana@example.com');
    sender.kick();
    expect(await t.store.resetMailQueue.count()).toBe(1);
  });
});
