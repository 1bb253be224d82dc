import type { LintIssue, LintResult } from '../domain/message-lint.js';
import { messages } from '../domain/messages.js';
import type { Store } from '../store/open-store.js';
import { type CampaignWithList, requireCampaign } from './access.js';
import { type CampaignEdits, updateCampaign } from './campaigns.js';
import { writeMessages } from './messages.js';
import { applyMemberChanges, applySelection, type SelectionChange } from './selection.js';

/** Everything the edit screen's Save Changes sends (spec §2); each part is optional. */
export interface CampaignSave {
  /**
   * The campaign version the edit started from (issue 31): a campaign saved since is refused
   * with StaleVersionError and nothing changes. Left out, the save applies to what is there.
   */
  version?: number;
  settings?: CampaignEdits;
  /** The whole selection after editing (spec §4): new ones are added, deselected ones removed. */
  selectedIds?: readonly string[];
  /** What the edit changed in the selection, instead of the whole of it. */
  addIds?: readonly string[];
  removeIds?: readonly string[];
  /** `{ [profileId]: message }`; blank messages are skipped (spec §5). */
  messages?: Readonly<Record<string, string | null>>;
  /** The message version each edited message started from; changed ones are refused. */
  messageVersions?: Readonly<Record<string, number>>;
}

/** What Save Changes did, and 'Campaign saved successfully!'. */
export interface CampaignSaveResult {
  campaign: CampaignWithList;
  selection: SelectionChange;
  messagesSaved: number;
  /** The new version of each saved message. */
  messageVersions: Record<string, number>;
  notice: string;
  /** The template's lint (issue 36): its warnings when it was edited. */
  lint: LintResult;
  /** The warnings of each saved message that has any, by profile id. */
  messageWarnings: Record<string, LintIssue[]>;
}

/**
 * The edit screen's Save Changes as one transaction (spec §2, §4, §5): the settings
 * (`updateCampaign`, which checks and bumps the version), then the selection (the whole of it,
 * or what was added and removed), then the messages. Any refusal ('Please enter a campaign
 * name', 'Profile not found', a stale version, …) leaves the campaign as it was.
 *
 * @example
 * await saveCampaign(deps, userId, id, { version: 4, settings: { name: 'Spring' }, addIds: ['p9'] });
 */
export function saveCampaign(
  deps: { store: Pick<Store, 'transaction'> },
  userId: string,
  campaignId: string,
  save: CampaignSave,
): Promise<CampaignSaveResult> {
  return deps.store.transaction(async (tx) => {
    const { lint } = await updateCampaign({ store: tx }, userId, campaignId, save.settings ?? {}, {
      expectedVersion: save.version,
    });
    let selection: SelectionChange = { added: 0, removed: 0 };
    if (save.selectedIds !== undefined) {
      selection = await applySelection(tx, userId, campaignId, save.selectedIds);
    } else if (save.addIds !== undefined || save.removeIds !== undefined) {
      selection = await applyMemberChanges(tx, userId, campaignId, {
        add: save.addIds,
        remove: save.removeIds,
      });
    }
    const written =
      save.messages === undefined
        ? { saved: 0, versions: {}, warnings: {} }
        : await writeMessages(tx, userId, campaignId, save.messages, save.messageVersions);
    // Read last: the selection changed profile_count and the version.
    const campaign = await requireCampaign(tx, userId, campaignId);
    return {
      campaign,
      selection,
      messagesSaved: written.saved,
      messageVersions: written.versions,
      notice: messages.campaignSaved,
      lint,
      messageWarnings: written.warnings,
    };
  });
}
