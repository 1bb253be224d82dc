import type { Executor, StoreDeps } from './executor.js';

/** The user's outreach pace settings (daily cap, hours, time zone, warm-up), kept on the user's row. */
export function outreachSettingsRepository(db: Executor, deps: StoreDeps) {
  const now = () => deps.now().toISOString();

  return {
    /** The user's pace settings as stored (nulls are the defaults). */
    async get(userId: string) {
      return db
        .selectFrom('users')
        .select([
          'outreach_daily_cap',
          'outreach_hours',
          'time_zone',
          'outreach_warmup',
          'outreach_warmup_start',
          'outreach_warmup_days',
          'settings_version',
        ])
        .where('id', '=', userId)
        .executeTakeFirst();
    },

    /**
     * Saves the pace settings given (undefined leaves one as it is) and bumps `settings_version`;
     * with `expectedVersion`, only over that version (issue 31). False when stale.
     */
    async save(
      userId: string,
      fields: {
        outreach_daily_cap?: number | null;
        outreach_hours?: string | null;
        time_zone?: string | null;
        outreach_warmup?: number | null;
        outreach_warmup_start?: number | null;
        outreach_warmup_days?: number | null;
      },
      options: { expectedVersion?: number } = {},
    ): Promise<boolean> {
      const { expectedVersion } = options;
      const set = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
      if (Object.keys(set).length === 0 && expectedVersion === undefined) return true;
      const result = await db
        .updateTable('users')
        .set((eb) => ({ ...set, settings_version: eb('settings_version', '+', 1), updated_at: now() }))
        .where('id', '=', userId)
        .$if(expectedVersion !== undefined, (q) =>
          q.where('settings_version', '=', expectedVersion as number),
        )
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

export type OutreachSettingsRepository = ReturnType<typeof outreachSettingsRepository>;
