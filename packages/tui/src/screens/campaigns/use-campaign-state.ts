import {
  deleteCampaign,
  exportCampaignCsv,
  getCampaign,
  populateMessages,
  saveCampaignMessage,
  updateCampaign,
} from '@leadgen/core';
import {
  type CampaignProfile,
  type CampaignStatus,
  lintTemplate,
  matchesLeadReviewFilter,
  messages,
  StaleVersionError,
} from '@leadgen/core/domain';
import { useMemo, useState } from 'react';
import { useApp, useSaveOnExit } from '../../app-context.js';
import { saveCsv } from '../../save-csv.js';
import { useLiveState } from '../../use-live-state.js';
import { useLoad } from '../../use-load.js';
import { useMessageEditor } from '../../use-message-editor.js';
import { useMessageVersions } from '../../use-message-versions.js';
import { usePersonalization } from './use-personalization.js';

/** What the campaign screen is doing: browsing its table, or what has the keyboard instead. */
export type CampaignMode = 'browse' | 'search' | 'message' | 'template' | 'status' | 'delete';

/**
 * The campaign screen's data and actions: the campaign (reloaded after each change), the
 * profiles its search leaves, the mode, the template and message being edited (saved on exit
 * too), and populate, export, status change and delete, each with its progress line and its
 * error in the status line. The view (`CampaignScreen`) lays it out; `campaignKeymap` binds it.
 */
export function useCampaignState(campaignId: string) {
  const { deps, back, flash, fail } = useApp();
  const loaded = useLoad(() => getCampaign({ store: deps.store }, deps.user.id, campaignId), [campaignId]);
  const campaign = loaded.data;
  const [query, setQuery] = useState('');
  const profiles = useMemo(() => {
    const all = campaign?.profiles ?? [];
    return query ? all.filter((profile) => matchesLeadReviewFilter(profile, { nameContains: query })) : all;
  }, [campaign, query]);
  // Live: every key of a burst (key repeat, tmux send-keys) sees the mode the previous one left.
  const [mode, setMode, liveMode] = useLiveState<CampaignMode>('browse');
  const [templateDraft, setTemplateDraft] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const versions = useMessageVersions();
  const editor = useMessageEditor<CampaignProfile>(async (profile, message) => {
    await versions.save(profile.id, () =>
      saveCampaignMessage({ store: deps.store }, deps.user.id, campaignId, profile.id, message, {
        expectedVersion: versions.expected(profile.id, profile.message_version),
      }),
    );
    loaded.reload();
  });
  const personalization = usePersonalization(campaignId, loaded.reload);

  // issue 36: the template as typed, with how many leads would get it word for word
  const templateLint = lintTemplate(mode === 'template' ? templateDraft : '', {
    leadsUsingIt: (campaign?.profiles ?? []).filter((p) => !p.message && p.outreach_status === 'queued')
      .length,
  });

  /** Saves the template as typed; false when it was refused (the draft is kept). */
  const saveTemplate = async (): Promise<boolean> => {
    if (!campaign || templateDraft === (campaign.message_template ?? '')) return true;
    try {
      const { notice, lint } = await updateCampaign(
        { store: deps.store },
        deps.user.id,
        campaignId,
        { template: templateDraft },
        // over the campaign as this screen read it: a change made since elsewhere is not lost
        { expectedVersion: campaign.version },
      );
      // issue 36: the template's warnings (how many leads get it word for word…) after the notice
      const [warning] = lint.warnings;
      flash(warning ? `${notice} ⚠ ${warning.message}` : notice, warning ? 'warning' : 'success');
      loaded.reload();
      return true;
    } catch (error) {
      fail(error, messages.failedToSaveCampaign);
      // reread: saving the template again then overwrites deliberately
      if (error instanceof StaleVersionError) loaded.reload();
      return false;
    }
  };
  useSaveOnExit(async () => {
    if (mode === 'template') await saveTemplate();
  });

  /** Runs one action of the screen, with its progress line and its error in the status line. */
  const run = async (label: string, work: () => Promise<void>, fallback: string) => {
    if (busy) return;
    setBusy(label);
    try {
      await work();
    } catch (error) {
      fail(error, fallback);
    } finally {
      setBusy(null);
    }
  };

  return {
    loaded,
    campaign,
    query,
    setQuery,
    profiles,
    mode,
    setMode,
    liveMode,
    templateDraft,
    setTemplateDraft,
    templateLint,
    busy,
    editor,
    personalization,
    /** Opens the template for editing, from what is saved. */
    editTemplate() {
      setTemplateDraft(campaign?.message_template ?? '');
      setMode('template');
    },
    /** Leaves the template editor, saving what was typed: a refused template reopens, as typed. */
    leaveTemplate() {
      setMode('browse');
      void saveTemplate().then((saved) => {
        if (!saved) setMode('template');
      });
    },
    editMessage(profile: CampaignProfile) {
      editor.start(profile);
      setMode('message');
    },
    leaveMessage() {
      editor.leave();
      setMode('browse');
    },
    populate: () =>
      run(
        'Populating messages…',
        async () => {
          const { notice } = await populateMessages({ store: deps.store }, deps.user.id, campaignId);
          flash(notice, 'success');
          loaded.reload();
        },
        'Failed to populate messages',
      ),
    exportCsv: () =>
      run(
        messages.preparingCsv,
        async () => {
          const download = await exportCampaignCsv({ store: deps.store }, deps.user.id, campaignId);
          // the same line as the list review's export: where the file is and how many it holds
          const path = await saveCsv(download, deps.exportDir);
          flash(`CSV saved: ${path} (${download.count} profiles)`, 'success');
        },
        messages.failedToDownloadCsv,
      ),
    setStatus(status: CampaignStatus) {
      setMode('browse');
      void run(
        'Changing status…',
        async () => {
          await updateCampaign({ store: deps.store }, deps.user.id, campaignId, { status });
          flash(messages.campaignStatusChanged(status), 'success');
          loaded.reload();
        },
        messages.failedToUpdateCampaignStatus,
      );
    },
    remove() {
      setMode('browse');
      void run(
        'Deleting…',
        async () => {
          const { notice } = await deleteCampaign({ store: deps.store }, deps.user.id, campaignId);
          back();
          flash(notice, 'success');
        },
        messages.failedToDeleteCampaign,
      );
    },
  };
}

/** The campaign screen's state and actions (`useCampaignState`). */
export type CampaignState = ReturnType<typeof useCampaignState>;
