import { exportCampaignCsv, listCampaigns, resolveIdPrefix } from '@leadgen/core';
import { type CampaignJson, campaignJson } from '@leadgen/core/wire';
import type { ApiClient } from '../remote/api-client.js';
import { wholeId } from '../remote/whole-id.js';
import type { Session } from '../session.js';
import { type CsvExport, csvExport } from './lists-backend.js';

/**
 * What `leadgen campaigns` ls and export need, in the API's wire shapes (issue 35): the same
 * commands print from it whether the campaigns are in a local database or on a server.
 */
export interface CampaignsBackend {
  resolve(id: string): Promise<string>;
  list(): Promise<CampaignJson[]>;
  exportCsv(campaignId: string, bom: boolean): Promise<CsvExport>;
}

/** The campaigns of a local database. */
export function localCampaigns({ store, user }: Session): CampaignsBackend {
  return {
    resolve: (id) => resolveIdPrefix({ store }, user.id, 'campaign', id),
    list: async () => (await listCampaigns({ store }, user.id)).map(campaignJson),
    exportCsv: (campaignId, bom) => exportCampaignCsv({ store }, user.id, campaignId, { bom }),
  };
}

/** The campaigns of a server, through its /api/v1 (packages/server/src/routes/campaigns.ts). */
export function remoteCampaigns(api: ApiClient): CampaignsBackend {
  return {
    resolve: async (id) => wholeId(id),
    list: async () => {
      const { campaigns } = await api.json<{ campaigns: (CampaignJson & { preview_profiles?: unknown })[] }>(
        'GET',
        '/campaigns',
      );
      // the campaign alone, as `--json` prints it locally (the cards' avatar previews left out)
      return campaigns.map(({ preview_profiles: _previews, ...campaign }) => campaign);
    },
    exportCsv: async (campaignId, bom) =>
      csvExport(
        await api.request('GET', `/campaigns/${campaignId}/csv`, { query: bom ? { bom: 'true' } : {} }),
      ),
  };
}
