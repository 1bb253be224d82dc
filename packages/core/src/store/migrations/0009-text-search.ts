import { type Kysely, sql } from 'kysely';
import type { Engine } from '../executor.js';

/**
 * Text search that does not scan (issue 22): the filters' "contains" (spec §5) over bio, full
 * name and username.
 *
 * - SQLite: `profiles_search`, an FTS5 table with the trigram tokenizer (substring matching)
 *   holding each row's three texts lowercased by `lower()`, which folds as JavaScript does
 *   (open-store.ts), so a needle of three or more characters finds exactly the rows whose text
 *   contains it (store/text-search-sql.ts). It is contentless (the texts stay in `profiles`) and
 *   kept in step by triggers; existing rows are indexed here.
 * - PostgreSQL: pg_trgm GIN indexes on `lower()` of each text, which answer the filters' LIKE
 *   terms. The extension goes to the `public` schema when missing (it is database-wide; a schema
 *   of its own would take it away when dropped); the operator class is named by the schema the
 *   extension is in.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then.
export async function up(db: Kysely<any>, engine: Engine): Promise<void> {
  if (engine === 'postgres') {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    const { rows } = await sql<{ schema: string }>`select n.nspname as schema from pg_extension e
      join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
    const ops = sql`${sql.id(rows[0]?.schema ?? 'public')}.gin_trgm_ops`;
    for (const column of ['username', 'full_name', 'biography']) {
      await sql`create index ${sql.id(`profiles_${column}_trigram`)} on profiles
        using gin (lower(${sql.ref(column)}) ${ops})`.execute(db);
    }
    return;
  }
  await sql`create virtual table profiles_search using fts5(username, full_name, biography,
    content='', contentless_delete=1, tokenize='trigram case_sensitive 1')`.execute(db);
  const indexRow = (row: 'new') =>
    sql.raw(`insert into profiles_search (rowid, username, full_name, biography)
      values (${row}.rowid, lower(${row}.username), lower(${row}.full_name), lower(${row}.biography))`);
  await sql`create trigger profiles_search_insert after insert on profiles begin ${indexRow('new')}; end`.execute(
    db,
  );
  await sql`create trigger profiles_search_delete after delete on profiles begin
    delete from profiles_search where rowid = old.rowid; end`.execute(db);
  await sql`create trigger profiles_search_update after update of username, full_name, biography on profiles begin
    delete from profiles_search where rowid = old.rowid; ${indexRow('new')}; end`.execute(db);
  await sql`insert into profiles_search (rowid, username, full_name, biography)
    select rowid, lower(username), lower(full_name), lower(biography) from profiles`.execute(db);
}
