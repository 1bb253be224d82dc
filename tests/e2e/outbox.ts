import Database from 'better-sqlite3';
import { e2eFiles } from './e2e-server.js';

/** The newest reset link in the outbox for `email`, or undefined while none is there. */
function newestResetLink(email: string): string | undefined {
  const db = new Database(e2eFiles().db, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare('SELECT text_body FROM mail_outbox WHERE to_address = ? ORDER BY created_at DESC LIMIT 1')
      .get(email.toLowerCase()) as { text_body: string } | undefined;
    return row?.text_body.match(/https?:\/\/\S+\/reset-password\S*/)?.[0];
  } finally {
    db.close();
  }
}

/**
 * The password-reset link mailed to `email`: without SMTP the server keeps mail in the
 * database's `mail_outbox` table (README "Configuration"), read here straight from the file.
 * A reset request only queues its mail and the server's sender mails it just after answering,
 * so this waits for it (on the table, up to `timeoutMs`).
 */
export async function lastResetLink(email: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const link = newestResetLink(email);
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no reset link mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
