import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openStore } from './open-store.js';

describe('SQLite transactions', () => {
  it('throw the error that ended a transaction SQLite already rolled back, not the failed ROLLBACK', async () => {
    const store = await openStore({ database: { kind: 'sqlite', path: ':memory:' } });
    // as SQLite does itself on a full disk (SQLITE_FULL) or an I/O error
    const failure = store.db.transaction().execute(async (trx) => {
      await sql`rollback`.execute(trx);
      throw Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
    });
    await expect(failure).rejects.toMatchObject({ code: 'SQLITE_FULL', message: 'database or disk is full' });
    // the connection is usable afterwards
    expect(await store.users.findByEmail('nobody@example.com')).toBeUndefined();
    await store.close();
  });
});
