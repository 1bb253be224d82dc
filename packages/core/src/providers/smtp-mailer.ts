import nodemailer from 'nodemailer';
import { ProviderError } from '../domain/errors.js';
import type { Mailer } from './mailer.js';

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
