import { useQuery } from '@tanstack/react-query';
import { leadListQuery } from './prefetch-lead-review';

/** The list under review, or the campaign whose id the route has (`leadListQuery`). */
export function useLeadList(id: string) {
  return useQuery(leadListQuery(id));
}
