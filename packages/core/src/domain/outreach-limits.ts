/**
 * The daily cap on new conversations across all of a user's campaigns, unless the user changes
 * it: vendors advise roughly 10-20 new conversations a day per account
 * (reference/market.md, "Operating realities").
 */
export const DEFAULT_DAILY_CAP = 15;
/** The most a user may set the daily cap to. */
export const MAX_DAILY_CAP = 200;
