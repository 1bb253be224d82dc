/** Where a run page's Cancel and back links lead: the dashboard's lists tab. */
export const LISTS_TAB = '/dashboard?tab=lists';
