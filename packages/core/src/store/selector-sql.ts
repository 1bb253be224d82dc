import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { SelectorFilter } from '../domain/selector-filter.js';
import type { Engine } from './executor.js';
import { flag } from './rows.js';
import { containsText, lacksText, type SearchColumn, searchNarrowing } from './text-search-sql.js';

const TEXTS: readonly SearchColumn[] = ['username', 'full_name', 'biography'];

/**
 * What JavaScript's `trim()` removes (white space and line terminators): a picture link of only
 * these is blank, as `selectorMatcher` reads it.
 */
const JS_WHITESPACE =
  '\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

/**
 * True when any of username, full name or bio contains `word` (lowercased): spec §5 search. A
 * missing text makes its term null, which `or` passes over; use it in positive terms only.
 */
const appears = (engine: Engine, word: string) =>
  sql<SqlBool>`(${sql.join(
    TEXTS.map((column) => containsText(engine, column, word)),
    sql` or `,
  )})`;

/** True when none of username, full name or bio contains `word`. */
const appearsNowhere = (engine: Engine, word: string) =>
  sql<SqlBool>`(${sql.join(
    TEXTS.map((column) => lacksText(engine, column, word)),
    sql` and `,
  )})`;

/**
 * The selector filter of spec §5 (create and edit screens) as SQL over `profiles`, matching
 * `selectorMatcher` exactly: the search query and include keywords as case-insensitive
 * substrings of username, full name or bio (answered by the trigram indexes,
 * text-search-sql.ts), exclude keywords in none of them, the list selection, inclusive follower
 * bounds with a missing count counted as 0, the flags, and `contacted` (the caller's term for
 * "in another of the user's campaigns") dropped when `excludeContacted` is set.
 */
export function selectorWhere(
  filter: SelectorFilter,
  engine: Engine,
  contacted: Expression<SqlBool>,
): RawBuilder<SqlBool> {
  const conditions: RawBuilder<SqlBool>[] = [];
  const narrow = (needles: string[]) => {
    const term = searchNarrowing(engine, TEXTS, needles);
    if (term) conditions.push(term);
  };
  const query = filter.searchQuery.toLowerCase();
  if (query !== '') {
    narrow([query]);
    conditions.push(appears(engine, query));
  }
  if (filter.selectedLists.length > 0) {
    // a person is in the selection when one of the selected lists holds them (issue 30)
    conditions.push(sql<SqlBool>`exists (select 1 from profiles sel where sel.person_id = profiles.person_id
      and sel.user_id = profiles.user_id and sel.enriched_at is not null
      and sel.search_list_id in (${sql.join(filter.selectedLists)}))`);
  }
  if (filter.minFollowers != null) {
    conditions.push(sql<SqlBool>`coalesce(profiles.followers_count, 0) >= ${filter.minFollowers}`);
  }
  if (filter.maxFollowers != null) {
    conditions.push(sql<SqlBool>`coalesce(profiles.followers_count, 0) <= ${filter.maxFollowers}`);
  }
  if (filter.hasProfilePicture) {
    conditions.push(
      sql<SqlBool>`(profiles.profile_pic_url is not null and ${sql.raw(engine === 'postgres' ? 'btrim' : 'trim')}(profiles.profile_pic_url, ${JS_WHITESPACE}) <> '')`,
    );
  }
  if (filter.hasBusinessAccount) {
    conditions.push(
      sql<SqlBool>`(profiles.is_business_account = ${flag(true)} or profiles.is_business = ${flag(true)})`,
    );
  }
  if (filter.isVerified) conditions.push(sql<SqlBool>`profiles.is_verified = ${flag(true)}`);
  if (filter.includeKeywords.length > 0) {
    narrow(filter.includeKeywords);
    conditions.push(
      sql<SqlBool>`(${sql.join(
        filter.includeKeywords.map((word) => appears(engine, word)),
        sql` or `,
      )})`,
    );
  }
  for (const word of filter.excludeKeywords) conditions.push(appearsNowhere(engine, word));
  if (filter.excludeContacted) conditions.push(sql<SqlBool>`not ${contacted}`);
  return conditions.length === 0 ? sql<SqlBool>`1 = 1` : sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
}
