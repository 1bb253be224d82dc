import { hasTemplate, messages, renderTemplate, selectorMatcher } from '@leadgen/core/domain';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/Button';
import { SelectionBar } from '../../../components/SelectionBar';
import { emptySelectorForm, type SelectorForm, toSelectorFilter } from '../../../lib/selector-form';
import { useCsvDownload } from '../../../lib/use-csv-download';
import { useOpenInstagram } from '../../../lib/use-open-instagram';
import type { CampaignDetail } from '../api/campaign-types';
import { usePersonalize } from '../api/use-personalize';
import { useSaveCampaign } from '../api/use-save-campaign';
import { EDIT_TOAST_MS, useCampaignToast } from '../campaigns-toast';
import type { EditProfile } from '../edit-profile';
import { type CampaignSettingsForm, type SavedCampaign, settingsFields } from '../edit-save';
import { useLeaveGuard } from '../use-leave-guard';
import { CampaignSettingsCard } from './CampaignSettingsCard';
import { CampaignStatsCard } from './CampaignStatsCard';
import { EditFilterPanel } from './EditFilterPanel';
import { EditProfileList } from './EditProfileList';
import { LeaveModal } from './LeaveModal';
import { SaveConflictDialog } from './SaveConflictDialog';
import { VariantsEditor } from './VariantsEditor';

const card = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5';

/** The settings form of a campaign as loaded. */
const formOf = (campaign: CampaignDetail): CampaignSettingsForm => ({
  name: campaign.name,
  description: campaign.description ?? '',
  status: campaign.status,
  sendRateLimit: String(campaign.send_rate_limit ?? ''),
  messageTemplate: campaign.message_template ?? '',
});

/** What the server holds of a campaign as loaded: where Save Changes starts from (issue 31). */
const savedOf = (campaign: CampaignDetail): SavedCampaign => ({
  version: campaign.version,
  settings: settingsFields(formOf(campaign)),
  members: new Set(campaign.profiles.map((p) => p.id)),
  messages: Object.fromEntries(campaign.profiles.flatMap((p) => (p.message ? [[p.id, p.message]] : []))),
  messageVersions: Object.fromEntries(campaign.profiles.map((p) => [p.id, p.message_version])),
});

/**
 * The edit screen (spec §2 "Edit campaign screen", §4, §5): everything here is local until Save
 * Changes, which sends what changed (settings, members added and removed, messages edited here)
 * in requests whose size does not grow with the campaign, each checked against the version it
 * started from: a campaign or message saved meanwhile in another tab is a conflict to reload or
 * overwrite, never lost silently (issue 31). Personalize All and Personalize are the exception:
 * the server writes and saves the AI's messages as they arrive (they cost AI calls, so they are
 * not thrown away). The campaign's own profiles show at once; the other profiles of its lists
 * join when they arrive (`candidatesPending` until then).
 */
export function EditCampaignScreen({
  campaign,
  profiles: loaded,
  membersComplete = true,
  candidatesPending = false,
}: {
  campaign: CampaignDetail;
  profiles: readonly EditProfile[];
  membersComplete?: boolean;
  candidatesPending?: boolean;
}) {
  const navigate = useNavigate();
  const toast = useCampaignToast(EDIT_TOAST_MS);
  const [form, setForm] = useState<CampaignSettingsForm>(() => formOf(campaign));
  // the selection is the campaign's profiles (as they arrive) less the deselected, plus the picked
  const memberIds = useMemo(() => new Set(campaign.profiles.map((p) => p.id)), [campaign.profiles]);
  const [deselected, setDeselected] = useState<ReadonlySet<string>>(() => new Set());
  const [picked, setPicked] = useState<ReadonlySet<string>>(() => new Set());
  const selected = useMemo(() => {
    const ids = new Set([...memberIds].filter((id) => !deselected.has(id)));
    for (const id of picked) ids.add(id);
    return ids;
  }, [memberIds, deselected, picked]);
  const latest = useRef(campaign);
  latest.current = campaign;
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set());
  // messages written here or by the AI; the others are the profiles' own
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [edited, setEdited] = useState<Record<string, string>>({});
  const [filter, setFilter] = useState<SelectorForm>(emptySelectorForm);
  // an outreach status shows the campaign's leads in it (candidates outside it have none)
  const [status, setStatus] = useState('');
  const [dirty, setDirty] = useState(false);
  const guard = useLeaveGuard(dirty);

  const profiles = useMemo(() => loaded.filter((p) => !removed.has(p.id)), [loaded, removed]);
  const byId = useMemo(() => new Map(loaded.map((p) => [p.id, p])), [loaded]);
  const messageOf = (id: string) => texts[id] ?? byId.get(id)?.message ?? '';
  const matching = useMemo(() => {
    const matches = selectorMatcher(toSelectorFilter(filter));
    return profiles.filter((p) => matches(p) && (status === '' || p.outreach_status === status));
  }, [profiles, filter, status]);
  // issue 36: how many would get a placeholder-free template word for word
  const leadsUsingTemplate = profiles.filter(
    (p) =>
      selected.has(p.id) && messageOf(p.id).trim() === '' && (p.outreach_status ?? 'queued') === 'queued',
  ).length;
  const selectedMatching = useMemo(() => matching.filter((p) => selected.has(p.id)), [matching, selected]);

  const changeForm = (next: CampaignSettingsForm) => {
    setForm(next);
    setDirty(true);
  };
  const changeSelection = (change: (draft: Set<string>) => void) => {
    const next = new Set(selected);
    change(next);
    setDeselected(new Set([...memberIds].filter((id) => !next.has(id))));
    setPicked(new Set([...next].filter((id) => !memberIds.has(id))));
    setDirty(true);
  };
  const selectProfiles = (targets: readonly EditProfile[], on: boolean) =>
    changeSelection((draft) => {
      for (const p of targets) on ? draft.add(p.id) : draft.delete(p.id);
    });
  const writeMessages = (written: Record<string, string>) => {
    setTexts((current) => ({ ...current, ...written }));
    setEdited((current) => ({ ...current, ...written }));
    setDirty(true);
  };
  // the rows' handlers: the same functions every render, so a row renders again only when its
  // own props change
  const membersNow = useRef(memberIds);
  membersNow.current = memberIds;
  const templateNow = useRef(form.messageTemplate);
  templateNow.current = form.messageTemplate;
  const toggleProfile = useCallback((id: string) => {
    const flip = (current: ReadonlySet<string>) => {
      const next = new Set(current);
      next.has(id) ? next.delete(id) : next.add(id);
      return next;
    };
    if (membersNow.current.has(id)) setDeselected(flip);
    else setPicked(flip);
    setDirty(true);
  }, []);
  const writeMessage = useCallback((id: string, text: string) => {
    setTexts((current) => ({ ...current, [id]: text }));
    setEdited((current) => ({ ...current, [id]: text }));
    setDirty(true);
  }, []);
  // Leaving is let through only once saved: after a failed save the changes are still unsaved.
  const save = useSaveCampaign(
    campaign.id,
    // read at the first save, when every profile of the campaign is in
    () => savedOf(latest.current),
    toast,
    () => {
      guard.allow();
      void navigate('/dashboard?tab=campaigns');
    },
  );
  const { serverWrote } = save;
  // The server has saved what the AI wrote: shown, not resent.
  const aiWrote = useCallback(
    (written: Record<string, string>) => {
      serverWrote(written);
      setTexts((current) => ({ ...current, ...written }));
      setEdited((current) => Object.fromEntries(Object.entries(current).filter(([id]) => !(id in written))));
    },
    [serverWrote],
  );
  const ai = usePersonalize({ campaignId: campaign.id, onMessages: aiWrote, toast });
  const { personalizeOne: personalize } = ai;
  const personalizeOne = useCallback(
    (profile: EditProfile) => personalize(profile, templateNow.current),
    [personalize],
  );
  const instagram = useOpenInstagram(toast);
  const download = useCsvDownload(toast);

  const populate = (targets: readonly EditProfile[], selectedOnly: boolean) => {
    if (!hasTemplate(form.messageTemplate)) return toast.fail(messages.enterTemplateFirst);
    if (targets.length === 0) return toast.fail(messages.noProfilesSelected);
    writeMessages(Object.fromEntries(targets.map((p) => [p.id, renderTemplate(form.messageTemplate, p)])));
    toast.ok(messages.messagesPopulated(targets.length, selectedOnly));
  };

  const removeSelected = () => {
    const gone = new Set(selectedMatching.map((p) => p.id));
    setRemoved((current) => new Set([...current, ...gone]));
    selectProfiles(selectedMatching, false);
    toast.ok(messages.selectedProfilesRemoved);
  };

  const onSave = () => save.save({ form, selected, edited });
  const reload = () => {
    guard.allow();
    window.location.reload();
  };

  const preview = matching.find((p) => selected.has(p.id)) ?? matching[0] ?? profiles[0] ?? null;
  return (
    <div className="min-h-screen bg-slate-50 pb-28">
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <div className="min-w-0">
            <Link
              to="/dashboard?tab=campaigns"
              className="text-sm font-medium text-slate-600 hover:text-brand-600"
            >
              ← Back to campaigns
            </Link>
            <h1 className="truncate text-xl font-bold tracking-tight text-slate-900">Edit Campaign</h1>
          </div>
          <div className="flex gap-2">
            <Link
              to={`/view-campaign/${campaign.id}`}
              className="inline-flex items-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
            >
              View Campaign
            </Link>
            <Button
              variant="secondary"
              disabled={download.isPending}
              onClick={() => download.mutate({ kind: 'campaign', id: campaign.id })}
            >
              Download CSV
            </Button>
            <Button onClick={onSave} disabled={save.isPending || !membersComplete}>
              {save.isPending
                ? save.progress && save.progress.total > 1
                  ? `Saving… ${save.progress.done}/${save.progress.total}`
                  : 'Saving…'
                : 'Save Changes'}
            </Button>
          </div>
        </div>
      </header>
      <main className="mx-auto grid max-w-7xl gap-5 px-4 py-5 sm:px-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div className="flex min-w-0 flex-col gap-5">
          <div className={card}>
            <CampaignSettingsCard
              form={form}
              onChange={changeForm}
              preview={preview}
              leadsUsingTemplate={leadsUsingTemplate}
              progress={ai.progress}
              // the campaign as it will be saved: unselected profiles' messages are not saved
              onPopulateAll={() =>
                populate(
                  profiles.filter((p) => selected.has(p.id)),
                  false,
                )
              }
              onPersonalizeAll={() => ai.personalizeAll(form.messageTemplate, campaign.profiles.length)}
              // both act on every profile: once they have all arrived
              ready={membersComplete}
            />
          </div>
          <div className={card}>
            <VariantsEditor campaignId={campaign.id} toast={toast} />
          </div>
          <div className={card}>
            <CampaignStatsCard
              total={profiles.length}
              selected={selected.size}
              sent={campaign.messages_sent ?? 0}
              responses={campaign.responses_received ?? 0}
            />
          </div>
        </div>
        <div className={`${card} flex min-w-0 flex-col gap-5`}>
          <EditFilterPanel
            filter={filter}
            onChange={setFilter}
            status={status}
            onStatus={setStatus}
            matching={matching.length}
            selected={selectedMatching.length}
          />
          <EditProfileList
            profiles={profiles}
            matching={matching}
            selected={selected}
            onToggle={toggleProfile}
            onSelectAll={() => selectProfiles(matching, true)}
            onDeselectAll={() => selectProfiles(matching, false)}
            onRemoveSelected={removeSelected}
            messageOf={messageOf}
            loadingMore={candidatesPending}
            onMessage={writeMessage}
            onPersonalize={personalizeOne}
            personalizingId={ai.busyOne}
          />
        </div>
      </main>
      <SelectionBar count={selectedMatching.length} onClear={() => selectProfiles(selectedMatching, false)}>
        <Button
          variant="secondary"
          className="px-3 py-1.5"
          onClick={() => instagram.open(selectedMatching.map((p) => p.username))}
        >
          Open IG
        </Button>
        <Button className="px-3 py-1.5" onClick={() => populate(selectedMatching, true)}>
          Populate
        </Button>
      </SelectionBar>
      <LeaveModal blocker={guard.blocker} />
      {save.conflict ? (
        <SaveConflictDialog
          campaignId={campaign.id}
          conflict={save.conflict}
          saved={save.saved()}
          usernameOf={(id) => byId.get(id)?.username}
          onReload={reload}
          onOverwrite={() => save.overwrite({ form, selected, edited })}
          onClose={save.dismissConflict}
        />
      ) : null}
      {instagram.dialog}
    </div>
  );
}
