import nodemailer from 'nodemailer';
import { ProviderError } from '../domain/errors.js';
import type { OutboxRepository } from '../store/outbox-repository.js';

/** One e-mail. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** The mail port (DESIGN.md §4): SMTP when configured, else the outbox. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Sends mail over SMTP (`SMTP_URL`, e.g. smtps://user:pass@smtp.example.com:465). Failures are
 * ProviderErrors whose message never carries the URL (it holds the password).
 */
export function createSmtpMailer(options: { url: string; from: string; timeoutMs?: number }): Mailer {
  const timeout = options.timeoutMs ?? 20_000;
  const transport = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  return {
    async send(message) {
      try {
        await transport.sendMail({ from: options.from, ...message });
      } catch (error) {
        const code =
          (error as { code?: string; responseCode?: number }).responseCode ??
          (error as { code?: string }).code;
        throw new ProviderError('PROVIDER_ERROR', `Could not send e-mail (${code ?? 'SMTP error'})`, {
          cause: error,
        });
      }
    },
  };
}

/**
 * Keeps mail in the `mail_outbox` table instead of sending it (no SMTP configured: development
 * and demo mode), and logs each message's links so whoever runs Leadgen can follow a password
 * reset link.
 */
export function createOutboxMailer(options: {
  outbox: OutboxRepository;
  log: (line: string) => void;
}): Mailer {
  return {
    async send(message) {
      await options.outbox.add({ ...message, to: message.to.toLowerCase() });
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      options.log(
        `mail to ${message.to}: "${message.subject}"${links.length ? ` ${links.join(' ')}` : ''} (kept in the outbox)`,
      );
    },
  };
}
