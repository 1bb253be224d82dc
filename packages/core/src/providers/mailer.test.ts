import { createServer, type Socket } from 'node:net';
import { openTestStore } from '@leadgen/test-utils/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from '../store/open-store.js';
import { createOutboxMailer } from './mailer.js';
import { createSmtpMailer } from './smtp-mailer.js';

/** A minimal SMTP server on loopback that accepts one mail per connection and records it. */
function smtpServer() {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server = createServer((socket: Socket) => {
    let mode: 'command' | 'data' = 'command';
    let buffer = '';
    let mail = { from: '', to: [] as string[], data: '' };
    socket.write('220 localhost ESMTP test\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      while (true) {
        if (mode === 'data') {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          mail.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          received.push(mail);
          mail = { from: '', to: [], data: '' };
          mode = 'command';
          socket.write('250 OK queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 localhost\r\n');
        else if (verb === 'MAIL') {
          mail.from = line;
          socket.write('250 OK\r\n');
        } else if (verb === 'RCPT') {
          mail.to.push(line);
          socket.write(line.includes('reject') ? '550 No such user\r\n' : '250 OK\r\n');
        } else if (verb === 'DATA') {
          mode = 'data';
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 Bye\r\n');
        } else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise<{ port: number; received: typeof received; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : 0,
        received,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
          }),
      });
    });
  });
}

describe('SMTP mailer', () => {
  it('delivers a message over SMTP', async () => {
    const smtp = await smtpServer();
    try {
      const mailer = createSmtpMailer({
        url: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
        from: 'Leadgen <no-reply@example.com>',
      });
      await mailer.send({
        to: 'ana@example.com',
        subject: 'Reset your password',
        text: 'Open http://x/reset',
      });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]?.from).toContain('no-reply@example.com');
      expect(smtp.received[0]?.to[0]).toContain('ana@example.com');
      expect(smtp.received[0]?.data).toContain('Subject: Reset your password');
      expect(smtp.received[0]?.data).toContain('Open http://x/reset');
    } finally {
      await smtp.close();
    }
  });

  it('turns a refusal into a ProviderError that does not leak the SMTP URL', async () => {
    const smtp = await smtpServer();
    try {
      const mailer = createSmtpMailer({
        url: `smtp://user:s3cret@127.0.0.1:${smtp.port}?ignoreTLS=true`,
        from: 'a@example.com',
      });
      const failure = mailer.send({ to: 'reject@example.com', subject: 's', text: 't' });
      await expect(failure).rejects.toMatchObject({ code: 'PROVIDER_ERROR' });
      await expect(failure).rejects.not.toThrow(/s3cret/);
    } finally {
      await smtp.close();
    }
  });
});

describe('outbox mailer', () => {
  let store: Store;
  beforeEach(async () => {
    store = await openTestStore();
  });
  afterEach(() => store.close());

  it('keeps the message and logs its links', async () => {
    const lines: string[] = [];
    const mailer = createOutboxMailer({ outbox: store.outbox, log: (line) => lines.push(line) });
    await mailer.send({
      to: 'Ana@Example.com',
      subject: 'Reset your password',
      text: 'Reset it here: http://127.0.0.1:8787/reset-password#token=abc (valid for 1 hour)',
    });
    const [kept] = await store.outbox.list({ to: 'ana@example.com' });
    expect(kept).toMatchObject({ to_address: 'ana@example.com', subject: 'Reset your password' });
    expect(kept?.text_body).toContain('#token=abc');
    expect(lines).toEqual([
      'mail to Ana@Example.com: "Reset your password" http://127.0.0.1:8787/reset-password#token=abc (kept in the outbox)',
    ]);
  });
});
