/** spec §9: batch AI personalisation runs 5 profiles in parallel… */
export const PERSONALIZE_CONCURRENCY = 5;

/** …with a 1 s pause between groups. */
export const PERSONALIZE_PAUSE_MS = 1000;
