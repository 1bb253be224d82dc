import { api, read } from '../../../lib/api';

/** The most profiles the server gives in one page (the services' clamp). */
export const CAMPAIGN_PAGE_MAX = 1000;

/**
 * One page of a campaign's profiles matching `search` (and in outreach `status`, when given),
 * from `cursor` (keyset), `limit` rows.
 */
export const fetchCampaignProfiles = (
  id: string,
  search: string,
  cursor: string | null,
  limit: number,
  status = '',
) =>
  read(
    api.campaigns[':id'].profiles.$get({
      param: { id },
      query: {
        limit: String(limit),
        ...(search === '' ? {} : { search }),
        ...(status === '' ? {} : { status }),
        ...(cursor === null ? {} : { cursor }),
      },
    }),
  );
