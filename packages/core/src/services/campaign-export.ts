import { csvFileName } from '../domain/csv.js';
import { ValidationError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';
import type { Repositories } from '../store/open-store.js';
import { requireCampaign } from './campaign-access.js';
import { csvExportStream } from './csv-export.js';
import type { CsvDownload } from './lists-profiles.js';

/**
 * Exports a campaign's profiles with their messages as CSV (spec §9: its columns, every value
 * quoted; file name from the campaign's name plus '_leads.csv'). A campaign without profiles is
 * 'No profiles found in this campaign' (spec §5). Campaign rows carry the fields of spec §7's
 * campaign_profiles, so Business Category, Email, Phone and URL export blank.
 *
 * @example
 * const { fileName, stream } = await exportCampaignCsv(deps, userId, campaignId, { bom: true });
 */
export async function exportCampaignCsv(
  deps: { store: Pick<Repositories, 'campaigns'> },
  userId: string,
  campaignId: string,
  options: { bom?: boolean } = {},
): Promise<CsvDownload> {
  const campaign = await requireCampaign(deps.store, userId, campaignId);
  const profiles = await deps.store.campaigns.profiles(userId, campaignId);
  if (profiles.length === 0) throw new ValidationError(messages.noProfilesInCampaign);
  return {
    fileName: csvFileName(campaign.name),
    stream: csvExportStream(profiles, { bom: options.bom }),
    count: profiles.length,
  };
}
