import type { ColumnType } from 'kysely';

/** Written as 0 or 1 (SQLite has no boolean type); PostgreSQL reads back true or false. */
export type Flag = ColumnType<number | boolean, number | undefined, number>;

/** A column the database fills with its default when an insert leaves it out. */
export type Defaulted<T> = ColumnType<T, T | undefined, T>;
