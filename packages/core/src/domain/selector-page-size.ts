/**
 * Rows a page of the profile selector holds (spec §2 "Showing 150 of 160"): what the create
 * screen loads per page and what GET /api/profiles answers when no limit is given.
 */
export const SELECTOR_PAGE_SIZE = 150;

/** The most rows one selector page may hold; a larger limit is clamped to it. */
export const SELECTOR_PAGE_MAX = 1000;
