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
