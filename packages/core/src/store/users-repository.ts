import type { Updateable } from 'kysely';
import { SIGNUP_GRANT } from '../domain/credits.js';
import { LeadgenError, ValidationError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';
import type { User, UserProfileFields } from '../domain/user.js';
import { type Executor, inTransaction, lockKey, type StoreDeps } from './executor.js';
import { ledgerRepository } from './ledger-repository.js';
import { flag, toUser } from './rows.js';
import type { UsersTable } from './schema.js';

/** What creating a user takes; validation of passwords and names belongs to the accounts service. */
export interface NewUser extends Partial<Omit<UserProfileFields, 'first_name' | 'last_name'>> {
  email: string;
  first_name: string;
  last_name: string;
  password_hash?: string | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** E-mail addresses are stored trimmed and lowercased so look-ups ignore case. */
export function normalizeEmail(email: unknown): string {
  const value = typeof email === 'string' ? email.trim().toLowerCase() : '';
  if (!EMAIL.test(value)) throw new ValidationError(messages.invalidEmail);
  return value;
}

const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** Users (spec §7 "users" and the merged own-profile table). */
export function usersRepository(db: Executor, deps: StoreDeps) {
  const ledger = ledgerRepository(db, deps);
  return {
    /**
     * Creates a user and grants the signup credits through the ledger, in one transaction
     * (spec §7: users upsert with credits 0.5; DESIGN.md §3: every change is a ledger row).
     */
    async create(input: NewUser): Promise<User> {
      const email = normalizeEmail(input.email);
      const id = deps.newId();
      const at = deps.now().toISOString();
      return inTransaction(db, async (trx) => {
        // two sign-ups with one e-mail at once: the second waits, then finds it taken
        await lockKey(trx, deps.engine, `users:email:${email}`);
        const taken = await trx
          .selectFrom('users')
          .select('id')
          .where('email', '=', email)
          .executeTakeFirst();
        if (taken) throw new LeadgenError('CONFLICT', messages.emailTaken);
        await trx
          .insertInto('users')
          .values({
            id,
            email,
            password_hash: input.password_hash ?? null,
            first_name: input.first_name.trim(),
            last_name: input.last_name.trim(),
            instagram_username: blankToNull(input.instagram_username),
            industry: blankToNull(input.industry),
            referral_source: blankToNull(input.referral_source),
            credits: 0,
            created_at: at,
            updated_at: at,
          })
          .execute();
        await ledgerRepository(trx, deps).grant(id, {
          millicredits: SIGNUP_GRANT,
          reason: 'signup',
          ref: `signup:${id}`,
        });
        const row = await trx.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
        return toUser(row);
      });
    },

    async get(userId: string): Promise<User | undefined> {
      const row = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
      return row ? toUser(row) : undefined;
    },

    async findByEmail(email: string): Promise<User | undefined> {
      const normalized = typeof email === 'string' ? email.trim().toLowerCase() : '';
      const row = await db.selectFrom('users').selectAll().where('email', '=', normalized).executeTakeFirst();
      return row ? toUser(row) : undefined;
    },

    /** The ids of at most `limit` users, oldest first: whether an installation has one user or several. */
    async firstIds(limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('users')
        .select('id')
        .orderBy('created_at')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },

    /** The stored password hash, for the accounts service only. */
    async passwordHash(userId: string): Promise<string | null | undefined> {
      const row = await db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', userId)
        .executeTakeFirst();
      return row?.password_hash;
    },

    async setPasswordHash(userId: string, passwordHash: string): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: deps.now().toISOString() })
        .where('id', '=', userId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * Updates the settings fields, bumps `settings_version` and returns the row (spec §7);
     * e-mail is never changed here. With `expectedVersion`, only settings still at that
     * version change (issue 31): undefined when stale or missing.
     */
    async updateProfile(
      userId: string,
      fields: Partial<UserProfileFields>,
      options: { expectedVersion?: number } = {},
    ): Promise<User | undefined> {
      const { expectedVersion } = options;
      const set: Updateable<UsersTable> = {};
      if (fields.first_name !== undefined) set.first_name = fields.first_name.trim();
      if (fields.last_name !== undefined) set.last_name = fields.last_name.trim();
      if (fields.instagram_username !== undefined)
        set.instagram_username = blankToNull(fields.instagram_username);
      if (fields.industry !== undefined) set.industry = blankToNull(fields.industry);
      if (fields.referral_source !== undefined) set.referral_source = blankToNull(fields.referral_source);
      const row = await db
        .updateTable('users')
        .set((eb) => ({
          ...set,
          settings_version: eb('settings_version', '+', 1),
          updated_at: deps.now().toISOString(),
        }))
        .where('id', '=', userId)
        .$if(expectedVersion !== undefined, (q) =>
          q.where('settings_version', '=', expectedVersion as number),
        )
        .returningAll()
        .executeTakeFirst();
      return row ? toUser(row) : undefined;
    },

    async setSubscriptionStatus(userId: string, status: string): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ subscription_status: status, updated_at: deps.now().toISOString() })
        .where('id', '=', userId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async setHasExtension(userId: string, hasExtension: boolean): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ has_extension: flag(hasExtension), updated_at: deps.now().toISOString() })
        .where('id', '=', userId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** The cached balance in millicredits (spec §7 "select credits by id"). */
    credits(userId: string): Promise<number | undefined> {
      return ledger.balance(userId);
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
