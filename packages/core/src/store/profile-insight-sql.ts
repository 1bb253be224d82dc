import { type RawBuilder, sql } from 'kysely';
import { FOLLOWER_BANDS, type ProfileInsight } from '../domain/profile-insight.js';
import { flag } from './rows.js';

/**
 * The aggregate columns of `ProfileInsight` over the rows of a query, counted by the database in
 * one pass: the follower bands are the domain's FOLLOWER_BANDS, so this and `profileInsight`
 * count alike.
 */
export function insightColumns(table: string) {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  const counted = (condition: RawBuilder<unknown>) =>
    sql<number>`coalesce(sum(case when ${condition} then 1 else 0 end), 0)`;
  const followers = column('followers_count');
  const bands = FOLLOWER_BANDS.map((band) =>
    band.max === null
      ? sql`${followers} >= ${band.min}`
      : sql`${followers} >= ${band.min} and ${followers} < ${band.max}`,
  );
  return [
    sql<number>`count(*)`.as('total'),
    counted(sql`${followers} is null`).as('unknown'),
    counted(
      sql`${column('is_business_account')} = ${flag(true)} or ${column('is_business')} = ${flag(true)}`,
    ).as('business'),
    counted(sql`${column('is_verified')} = ${flag(true)}`).as('verified'),
    counted(sql`${column('is_private')} = ${flag(true)}`).as('private'),
    ...bands.map((condition, index) => counted(condition).as(`band${index}`)),
  ];
}

/** A row of `insightColumns` as a `ProfileInsight`. */
export function readInsight(row: unknown): ProfileInsight {
  const count = (key: string) => Number((row as Record<string, unknown>)[key] ?? 0);
  return {
    total: count('total'),
    followers: FOLLOWER_BANDS.map((band, index) => ({ label: band.label, count: count(`band${index}`) })),
    unknownFollowers: count('unknown'),
    business: count('business'),
    verified: count('verified'),
    private: count('private'),
  };
}
