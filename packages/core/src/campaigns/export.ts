import { messages } from '../domain/messages.js';
import { type CsvDownload, csvDownload } from '../lists/csv-export.js';
import type { Repositories } from '../store/open-store.js';
import { requireCampaign } from './access.js';

/**
 * Exports a campaign's profiles as CSV through the same path as a list's (`csvDownload`, spec §9:
 * every column from the profile row, Email, Phone, URL and Business Category included, every value
 * quoted; file name from the campaign's name plus '_leads.csv'). Rows come in the campaign's order
 * (followers descending, as its view shows them), streamed by keyset pages, and Message is the
 * profile's message. A campaign without profiles is 'No profiles found in this campaign' (spec §8);
 * another user's is 'Campaign not found or access denied'.
 *
 * @example
 * const { fileName, stream } = await exportCampaignCsv(deps, userId, campaignId, { bom: true });
 */
export async function exportCampaignCsv(
  deps: { store: Pick<Repositories, 'campaigns' | 'campaignMembers'> },
  userId: string,
  campaignId: string,
  options: { bom?: boolean } = {},
): Promise<CsvDownload> {
  const campaign = await requireCampaign(deps.store, userId, campaignId);
  return csvDownload({
    name: campaign.name,
    count: await deps.store.campaignMembers.countProfiles(userId, campaignId),
    rows: deps.store.campaignMembers.stream(userId, campaignId),
    emptyMessage: messages.noProfilesInCampaign,
    bom: options.bom,
  });
}
