import { clampLimit, type Executor, type StoreDeps } from './executor.js';

/** A message kept in the outbox (dev mail: no SMTP configured). */
export interface OutboxMessage {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: string;
}

/** The mail outbox (DESIGN.md §3 `mail_outbox`): operational, not user data. */
export function outboxRepository(db: Executor, deps: StoreDeps) {
  return {
    async add(message: {
      to: string;
      subject: string;
      text: string;
      html?: string | null;
    }): Promise<OutboxMessage> {
      return db
        .insertInto('mail_outbox')
        .values({
          id: deps.newId(),
          to_address: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html ?? null,
          created_at: deps.now().toISOString(),
        })
        .returning(['id', 'to_address', 'subject', 'text_body', 'html_body', 'created_at'])
        .executeTakeFirstOrThrow();
    },

    /** Messages newest first, optionally only those to one address. */
    async list(options: { to?: string; limit?: number } = {}): Promise<OutboxMessage[]> {
      return db
        .selectFrom('mail_outbox')
        .select(['id', 'to_address', 'subject', 'text_body', 'html_body', 'created_at'])
        .$if(options.to !== undefined, (q) => q.where('to_address', '=', (options.to ?? '').toLowerCase()))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(clampLimit(options.limit, 50, 500))
        .execute();
    },
  };
}

export type OutboxRepository = ReturnType<typeof outboxRepository>;
