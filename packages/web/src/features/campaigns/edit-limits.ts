/** The most rows GET /api/profiles answers at once (core's SELECTOR_PAGE_MAX). */
export const SELECTOR_PAGE_MAX = 1000;
