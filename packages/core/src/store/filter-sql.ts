import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { FilterClause, FlagName, TextField } from '../domain/filter-clauses.js';
import type { Engine } from './executor.js';
import { flag } from './rows.js';
import { containsText, indexedContains, lacksText } from './text-search-sql.js';

/**
 * What JavaScript's `trim()` removes (white space and line terminators): a picture link of only
 * these is blank, as `FLAGS.picture` reads it.
 */
const JS_WHITESPACE =
  '\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

/** The domain's `FLAGS` as SQL over `profiles`. */
const FLAG_SQL: Record<FlagName, (engine: Engine) => RawBuilder<SqlBool>> = {
  picture: (engine) =>
    sql<SqlBool>`(profiles.profile_pic_url is not null and ${sql.raw(engine === 'postgres' ? 'btrim' : 'trim')}(profiles.profile_pic_url, ${JS_WHITESPACE}) <> '')`,
  business: () =>
    sql<SqlBool>`(profiles.is_business_account = ${flag(true)} or profiles.is_business = ${flag(true)})`,
  verified: () => sql<SqlBool>`profiles.is_verified = ${flag(true)}`,
};

/** How the SQL reads what is not in a row's own columns. */
export interface ClauseSqlContext {
  engine: Engine;
  /** Whether the row's person is not to be contacted again (store/contacted.ts); needed by `notContacted`. */
  contacted?: Expression<SqlBool>;
  /**
   * Whether text clauses also look their needles up in the trigram index (text-search-sql.ts):
   * the answer is the same either way; a filter most rows pass is cheaper without (default true).
   */
  textIndex?: boolean;
}

/** True when one of `needles` is in one of `fields`; null where a text is missing (positive terms only). */
const appears = (engine: Engine, fields: readonly TextField[], needles: readonly string[]) =>
  sql<SqlBool>`(${sql.join(
    needles.flatMap((needle) => fields.map((field) => containsText(engine, field, needle))),
    sql` or `,
  )})`;

/** True when no needle is in any field (a missing text lacks every needle). */
const appearsNowhere = (engine: Engine, fields: readonly TextField[], needles: readonly string[]) =>
  sql<SqlBool>`(${sql.join(
    needles.flatMap((needle) => fields.map((field) => lacksText(engine, field, needle))),
    sql` and `,
  )})`;

/** A range clause's count as SQL: bounds inclusive, a missing or low count read as `empty` says. */
function rangeSql(clause: Extract<FilterClause, { kind: 'range' }>): RawBuilder<SqlBool>[] {
  const column = sql.ref(`profiles.${clause.field}`);
  const terms: RawBuilder<SqlBool>[] = [];
  const value = clause.empty === 'zero' ? sql`coalesce(${column}, 0)` : column;
  if (clause.empty === 'fails') terms.push(sql<SqlBool>`(${column} is not null and ${column} > 0)`);
  if (clause.min !== null) terms.push(sql<SqlBool>`${value} >= ${clause.min}`);
  if (clause.max !== null) terms.push(sql<SqlBool>`${value} <= ${clause.max}`);
  return terms;
}

/**
 * A filter's clauses (filter-clauses.ts) as a where-term over `profiles`, on SQLite and
 * PostgreSQL: the same rows `clauseMatcher` keeps. Text clauses are case-insensitive substrings
 * by the same folding and LIKE escaping as text-search-sql.ts, looked up in the trigram index
 * unless `textIndex` is false.
 */
export function clausesWhere(list: readonly FilterClause[], context: ClauseSqlContext): RawBuilder<SqlBool> {
  const { engine } = context;
  const terms: RawBuilder<SqlBool>[] = [];
  for (const clause of list) {
    switch (clause.kind) {
      case 'contains': {
        // the trigram index finds exactly the rows that contain a needle: no row is checked again
        const indexed =
          context.textIndex === false ? null : indexedContains(engine, clause.fields, clause.needles);
        terms.push(indexed ?? appears(engine, clause.fields, clause.needles));
        break;
      }
      case 'lacks':
        terms.push(appearsNowhere(engine, clause.fields, clause.needles));
        break;
      case 'range':
        terms.push(...rangeSql(clause));
        break;
      case 'flag':
        terms.push(FLAG_SQL[clause.flag](engine));
        break;
      case 'inLists':
        // a person is in the selection when one of the selected lists holds them (issue 30)
        terms.push(sql<SqlBool>`exists (select 1 from profiles sel where sel.person_id = profiles.person_id
          and sel.user_id = profiles.user_id and sel.enriched_at is not null
          and sel.search_list_id in (${sql.join(clause.lists)}))`);
        break;
      case 'notContacted':
        if (!context.contacted) throw new Error('notContacted needs the contacted term');
        terms.push(sql<SqlBool>`not ${context.contacted}`);
        break;
    }
  }
  return terms.length === 0 ? sql<SqlBool>`1 = 1` : sql<SqlBool>`(${sql.join(terms, sql` and `)})`;
}
