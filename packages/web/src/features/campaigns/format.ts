/** A count as people read it: 12,300. Missing counts read 0. */
export const formatCount = (count: number | null | undefined): string => (count ?? 0).toLocaleString('en-US');

/** A date as the campaign screens show it: Nov 23, 2026. */
export const formatDate = (iso: string | null | undefined): string =>
  iso ? new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }) : '';
