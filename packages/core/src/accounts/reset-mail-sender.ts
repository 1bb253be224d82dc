import { randomUUID } from 'node:crypto';
import { LeadgenError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';
import type { Mailer, MailMessage } from '../providers/mailer.js';
import type { Repositories } from '../store/open-store.js';
import type { QueuedResetMail } from '../store/reset-mail-queue-repository.js';
import { clockOf, hashToken, newToken } from './deps.js';
import { RESET_TOKEN_TTL_MS, resetLink } from './password-reset.js';

/** What sending queued reset mails needs; `now`, `randomBytes` and `senderId` default. */
export interface ResetMailSenderDeps {
  store: Pick<Repositories, 'users' | 'passwordResets' | 'resetMailQueue'>;
  mailer: Mailer;
  now?: () => Date;
  randomBytes?: (size: number) => Uint8Array;
  /** This sender's lease owner id (default: a random one per call, or per loop). */
  senderId?: string;
  /** One line per failed send; never the address, the link or the SMTP URL. */
  log?: (line: string) => void;
}

/** What one pass did. */
export interface ResetMailPass {
  /** Mails sent. */
  sent: number;
  /** Rows for e-mails without an account: dropped, nothing sent. */
  skipped: number;
  /** Failed sends put off for a retry. */
  retried: number;
  /** Failed sends not tried again. */
  gaveUp: number;
}

/** How long a claimed row is this sender's: more than one send with the SMTP timeouts. */
export const RESET_MAIL_LEASE_MS = 2 * 60_000;

/** A row is given up after this many failed sends (or when its link's hour would be over). */
export const RESET_MAIL_MAX_ATTEMPTS = 5;

/** The wait after the n-th failed send: 30 s, 2 min, 8 min, 32 min. */
export const resetMailBackoffMs = (failures: number): number => 30_000 * 4 ** Math.max(0, failures - 1);

function resetMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: messages.passwordResetSubject,
    text: [
      `Someone asked to reset the password of the Leadgen account for ${to}.`,
      '',
      'Choose a new password here (the link works once, within the hour):',
      link,
      '',
      'If it was not you, ignore this e-mail: your password stays as it is.',
      '',
    ].join('\n'),
  };
}

/** Why a send failed, in words safe to log: our errors' messages, else only a code or name. */
function reasonOf(error: unknown): string {
  if (error instanceof LeadgenError) return error.message;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  return error instanceof Error ? error.name : 'unknown error';
}

function duration(ms: number): string {
  return ms < 60_000 ? `${Math.round(ms / 1000)} s` : `${Math.round(ms / 60_000)} min`;
}

/**
 * Mails the queued password reset requests that are due (DESIGN.md §6: the request answers the
 * same, as fast, for every e-mail; the look-up and the mail happen here). Each row is claimed
 * under a lease, so several senders (the server, `leadgen worker`s) never send one twice. For
 * an e-mail without an account the row is dropped and nothing is sent. For a user, a
 * single-use token valid for an hour is made now (only its SHA-256 is stored) and the link
 * mailed; a failed send is retried after 30 s, 2 min, 8 min… and given up after
 * RESET_MAIL_MAX_ATTEMPTS tries or when the request is an hour old. Stops between rows when
 * `signal` aborts.
 *
 * @example
 * await sendQueuedResetMails({ store, mailer: providers.mailer, log: console.error });
 */
export async function sendQueuedResetMails(
  deps: ResetMailSenderDeps,
  options: { signal?: AbortSignal } = {},
): Promise<ResetMailPass> {
  const owner = deps.senderId ?? randomUUID();
  const { users, passwordResets, resetMailQueue } = deps.store;
  const pass: ResetMailPass = { sent: 0, skipped: 0, retried: 0, gaveUp: 0 };
  while (!options.signal?.aborted) {
    const now = clockOf(deps);
    const row = await resetMailQueue.claim(owner, RESET_MAIL_LEASE_MS, now);
    if (!row) break;
    const user = await users.findByEmail(row.email);
    if (!user) {
      await resetMailQueue.remove(row.id, owner);
      pass.skipped++;
      continue;
    }
    if (row.subject !== null) {
      await sendNotice(deps, { ...row, subject: row.subject }, user.email, owner, pass);
      continue;
    }
    // Made at send time, so no plaintext token ever waits in the database.
    const token = newToken(deps);
    const expiresAt = new Date(now.getTime() + RESET_TOKEN_TTL_MS);
    await passwordResets.create({ tokenHash: hashToken(token), userId: user.id, expiresAt }, now);
    try {
      await deps.mailer.send(resetMail(user.email, resetLink(row.reset_url, token)));
      await resetMailQueue.remove(row.id, owner);
      pass.sent++;
    } catch (error) {
      // The token stays: a send that timed out may still have been delivered.
      const failures = row.attempts + 1;
      const wait = resetMailBackoffMs(failures);
      const next = new Date(clockOf(deps).getTime() + wait);
      const stale = next.getTime() >= Date.parse(row.created_at) + RESET_TOKEN_TTL_MS;
      const what = `Password reset mail ${row.id} failed (attempt ${failures}): ${reasonOf(error)}`;
      if (failures >= RESET_MAIL_MAX_ATTEMPTS || stale) {
        await resetMailQueue.remove(row.id, owner);
        pass.gaveUp++;
        deps.log?.(`${what}; given up`);
      } else {
        await resetMailQueue.retryAt(row.id, owner, next);
        pass.retried++;
        deps.log?.(`${what}; trying again in ${duration(wait)}`);
      }
    }
  }
  return pass;
}

/**
 * Mails a queued notice (issue 35: a webhook turned off) to the account's address, as it is;
 * a failed send is retried like a reset mail, without the reset link's hour.
 */
async function sendNotice(
  deps: ResetMailSenderDeps,
  row: QueuedResetMail & { subject: string },
  to: string,
  owner: string,
  pass: ResetMailPass,
): Promise<void> {
  const { resetMailQueue } = deps.store;
  try {
    await deps.mailer.send({ to, subject: row.subject, text: row.body ?? '' });
    await resetMailQueue.remove(row.id, owner);
    pass.sent++;
  } catch (error) {
    const failures = row.attempts + 1;
    const what = `Notice mail ${row.id} failed (attempt ${failures}): ${reasonOf(error)}`;
    if (failures >= RESET_MAIL_MAX_ATTEMPTS) {
      await resetMailQueue.remove(row.id, owner);
      pass.gaveUp++;
      deps.log?.(`${what}; given up`);
    } else {
      const wait = resetMailBackoffMs(failures);
      await resetMailQueue.retryAt(row.id, owner, new Date(clockOf(deps).getTime() + wait));
      pass.retried++;
      deps.log?.(`${what}; trying again in ${duration(wait)}`);
    }
  }
}

/** A running reset mail sender: `kick` after queuing a mail sends it now; `stop` ends the loop. */
export interface ResetMailSender {
  kick(): void;
  stop(): Promise<void>;
}

/**
 * Runs `sendQueuedResetMails` in a loop until stopped: at once when kicked (this process queued
 * a mail), and every `pollMs` (default 5 s) for mail queued by other processes and retries.
 * The server runs one, and so does `leadgen worker`. A pass that throws (the database away) is
 * logged and tried again at the next poll.
 *
 * @example
 * const sender = startResetMailSender({ store, mailer: providers.mailer, log: (line) => logger.warn(line) });
 * // after queuing: sender.kick(); on shutdown: await sender.stop();
 */
export function startResetMailSender(deps: ResetMailSenderDeps & { pollMs?: number }): ResetMailSender {
  const pollMs = deps.pollMs ?? 5000;
  const senderDeps = { ...deps, senderId: deps.senderId ?? randomUUID() };
  const stopping = new AbortController();
  let kicked = false;
  let wake: (() => void) | null = null;
  const loop = (async () => {
    while (!stopping.signal.aborted) {
      kicked = false;
      try {
        await sendQueuedResetMails(senderDeps, { signal: stopping.signal });
      } catch (error) {
        deps.log?.(`Sending password reset mails failed: ${reasonOf(error)}`);
      }
      if (kicked || stopping.signal.aborted) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    }
  })();
  return {
    kick() {
      kicked = true;
      wake?.();
    },
    async stop() {
      stopping.abort();
      wake?.();
      await loop;
    },
  };
}
