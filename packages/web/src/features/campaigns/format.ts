import { groupedCount } from '../../lib/count-format';
import { shortDate } from '../../lib/short-date';

/** A count as people read it: 12,300. Missing counts read 0. */
export const formatCount = (count: number | null | undefined): string => groupedCount(count ?? 0);

/** A date as the campaign screens show it: Nov 23, 2026. */
export const formatDate = (iso: string | null | undefined): string => (iso ? shortDate(iso) : '');
