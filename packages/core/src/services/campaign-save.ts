import { messages } from '../domain/messages.js';
import type { Store } from '../store/open-store.js';
import { type CampaignWithList, requireCampaign } from './campaign-access.js';
import { writeMessages } from './campaign-messages.js';
import { applySelection, type SelectionChange } from './campaign-selection.js';
import { type CampaignEdits, updateCampaign } from './campaigns.js';

/** Everything the edit screen's Save Changes sends (spec §2); each part is optional. */
export interface CampaignSave {
  settings?: CampaignEdits;
  /** The whole selection after editing (spec §4): new ones are added, deselected ones removed. */
  selectedIds?: readonly string[];
  /** `{ [profileId]: message }`; blank messages are skipped (spec §5). */
  messages?: Readonly<Record<string, string | null>>;
}

/** What Save Changes did, and 'Campaign saved successfully!'. */
export interface CampaignSaveResult {
  campaign: CampaignWithList;
  selection: SelectionChange;
  messagesSaved: number;
  notice: string;
}

/**
 * The edit screen's Save Changes as one transaction (spec §2, §4, §5): the settings
 * (`updateCampaign`), then the selection (`saveCampaignSelection`), then the messages
 * (`saveMessages`). Any refusal ('Please enter a campaign name', 'Profile not found', …) leaves
 * the campaign as it was.
 *
 * @example
 * await saveCampaign(deps, userId, id, { settings: { name: 'Spring' }, selectedIds, messages });
 */
export function saveCampaign(
  deps: { store: Pick<Store, 'transaction'> },
  userId: string,
  campaignId: string,
  save: CampaignSave,
): Promise<CampaignSaveResult> {
  return deps.store.transaction(async (tx) => {
    await updateCampaign({ store: tx }, userId, campaignId, save.settings ?? {});
    const selection =
      save.selectedIds === undefined
        ? { added: 0, removed: 0 }
        : await applySelection(tx, userId, campaignId, save.selectedIds);
    const { saved } =
      save.messages === undefined ? { saved: 0 } : await writeMessages(tx, userId, campaignId, save.messages);
    // Read last: the selection changed profile_count.
    const campaign = await requireCampaign(tx, userId, campaignId);
    return { campaign, selection, messagesSaved: saved, notice: messages.campaignSaved };
  });
}
