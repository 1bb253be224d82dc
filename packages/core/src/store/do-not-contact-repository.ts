import { chunks, clampLimit, type Executor, inTransaction, type StoreDeps } from './executor.js';

/** A do-not-contact entry. */
export interface DoNotContactEntry {
  username: string;
  created_at: string;
}

const BATCH = 500;

/** The do-not-contact list: usernames, each following its person through renames; scoped to `userId`. */
export function doNotContactRepository(db: Executor, deps: StoreDeps) {
  const now = () => deps.now().toISOString();

  return {
    /**
     * Whether the username is on the user's do-not-contact list, itself or as the person now
     * known by it (an entry follows its person through renames).
     */
    async isBlocked(userId: string, username: string): Promise<boolean> {
      const row = await db
        .selectFrom('do_not_contact as dnc')
        .select('dnc.username')
        .where('dnc.user_id', '=', userId)
        .where((eb) =>
          eb.or([
            eb('dnc.username', '=', username),
            eb(
              'dnc.person_id',
              'in',
              eb
                .selectFrom('people')
                .select('people.id')
                .where('people.user_id', '=', userId)
                .where('people.username', '=', username),
            ),
          ]),
        )
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Adds normalised usernames to the do-not-contact list, each with the person it names when
     * one is known (so the entry follows them through renames); returns how many were new.
     */
    async block(userId: string, usernames: readonly string[]): Promise<number> {
      let added = 0;
      await inTransaction(db, async (trx) => {
        for (const batch of chunks([...new Set(usernames)], BATCH)) {
          const people = await trx
            .selectFrom('people')
            .select(['id', 'username'])
            .where('user_id', '=', userId)
            .where('username', 'in', batch)
            .orderBy('updated_at')
            .execute();
          const personOf = new Map(people.map((person) => [person.username, person.id]));
          const result = await trx
            .insertInto('do_not_contact')
            .values(
              batch.map((username) => ({
                user_id: userId,
                username,
                person_id: personOf.get(username) ?? null,
                created_at: now(),
              })),
            )
            .onConflict((oc) => oc.columns(['user_id', 'username']).doNothing())
            .executeTakeFirst();
          added += Number(result.numInsertedOrUpdatedRows ?? 0);
        }
      });
      return added;
    },

    /** Takes usernames off the do-not-contact list; returns how many were on it. */
    async unblock(userId: string, usernames: readonly string[]): Promise<number> {
      let removed = 0;
      for (const batch of chunks([...new Set(usernames)], BATCH)) {
        const result = await db
          .deleteFrom('do_not_contact')
          .where('user_id', '=', userId)
          .where('username', 'in', batch)
          .executeTakeFirst();
        removed += Number(result.numDeletedRows);
      }
      return removed;
    },

    /** The do-not-contact list in username order, `limit` after `after`. */
    async blocked(
      userId: string,
      options: { limit?: number; after?: string } = {},
    ): Promise<{ entries: DoNotContactEntry[]; total: number }> {
      const [entries, total] = await Promise.all([
        db
          .selectFrom('do_not_contact')
          .select(['username', 'created_at'])
          .where('user_id', '=', userId)
          .$if(options.after !== undefined, (q) => q.where('username', '>', options.after as string))
          .orderBy('username')
          .limit(clampLimit(options.limit, 100, 1000))
          .execute(),
        db
          .selectFrom('do_not_contact')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow(),
      ]);
      return { entries, total: Number(total.n) };
    },
  };
}

export type DoNotContactRepository = ReturnType<typeof doNotContactRepository>;
