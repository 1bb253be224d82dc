import Database from 'better-sqlite3';
import { e2eFiles } from './e2e-server.js';

/**
 * The password-reset link last mailed to `email`: without SMTP the server keeps mail in the
 * database's `mail_outbox` table (README "Configuration"), read here straight from the file.
 */
export function lastResetLink(email: string): string {
  const db = new Database(e2eFiles().db, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare('SELECT text_body FROM mail_outbox WHERE to_address = ? ORDER BY created_at DESC LIMIT 1')
      .get(email.toLowerCase()) as { text_body: string } | undefined;
    const link = row?.text_body.match(/https?:\/\/\S+\/reset-password\S*/)?.[0];
    if (!link) throw new Error(`no reset link mailed to ${email}`);
    return link;
  } finally {
    db.close();
  }
}
