/** The dashboard's tabs (spec §2): campaigns first and by default. */
export type DashboardTab = 'campaigns' | 'lists';

/** `?tab=` accepts only 'lists' or 'campaigns'; anything else, or none, is campaigns (spec §2). */
export function parseDashboardTab(value: string | null): DashboardTab {
  return value === 'lists' ? 'lists' : 'campaigns';
}
