import { createCampaignFromSelection, generateTemplate, getProfile } from '@leadgen/core';
import { messages } from '@leadgen/core/domain';
import { useApp } from '../../app-context.js';
import { useDiscardGuard } from '../../use-discard-guard.js';
import { useLiveState } from '../../use-live-state.js';
import { useLoad } from '../../use-load.js';
import {
  CAMPAIGN_FIELDS,
  type CampaignField,
  type CreateCampaignKeyActions,
} from './create-campaign-keymap.js';

/**
 * The create screen's fields, the one with the keyboard, the profile the preview renders, and
 * its actions (the keymap's `CreateCampaignKeyActions`): Ctrl-S creates the draft with core's
 * `createCampaignFromSelection` and opens it in place of this screen; Ctrl-G writes the
 * template with AI. Leaving with text typed asks first (`guard`).
 */
export function useCreateCampaignState(profileIds: string[], previewId: string | undefined) {
  const { deps, replace, flash, fail } = useApp();
  const [name, setName, liveName] = useLiveState('');
  const [description, setDescription, liveDescription] = useLiveState('');
  const [template, setTemplate, liveTemplate] = useLiveState('');
  // Live: every key of a burst of input (tmux send-keys) sees the field the previous one chose.
  const [field, setField, liveField] = useLiveState<CampaignField | null>('name');
  const [, setLastField, liveLastField] = useLiveState<CampaignField>('name');
  const [busy, setBusy, liveBusy] = useLiveState<'creating' | 'generating' | null>(null);
  const guard = useDiscardGuard(() => [liveName(), liveDescription(), liveTemplate()].some(Boolean));

  const previewProfileId = previewId ?? profileIds[0];
  const preview = useLoad(
    async () =>
      previewProfileId ? getProfile({ store: deps.store }, deps.user.id, previewProfileId) : undefined,
    [previewProfileId],
  );

  const focus = (next: CampaignField | null) => {
    setField(next);
    if (next) setLastField(next);
  };
  const step = (by: number) => {
    const at = CAMPAIGN_FIELDS.indexOf(liveField() ?? liveLastField());
    focus(CAMPAIGN_FIELDS[(at + by + CAMPAIGN_FIELDS.length) % CAMPAIGN_FIELDS.length] ?? 'name');
  };

  const create = async () => {
    if (liveBusy()) return;
    setBusy('creating');
    flash(messages.creatingCampaign);
    try {
      const { campaign, notice } = await createCampaignFromSelection({ store: deps.store }, deps.user.id, {
        name: liveName(),
        description: liveDescription(),
        template: liveTemplate(),
        profileIds,
      });
      replace({ name: 'campaign', campaignId: campaign.id });
      flash(notice, 'success');
    } catch (error) {
      setBusy(null);
      fail(error, messages.failedToCreateCampaignRetry);
    }
  };

  const generate = async () => {
    if (liveBusy()) return;
    setBusy('generating');
    try {
      const context = [liveName().trim(), liveDescription().trim()].filter(Boolean).join(': ');
      const written = await generateTemplate(
        { store: deps.store, writer: deps.providers.writer },
        deps.user.id,
        { context },
      );
      setTemplate(written);
      flash(messages.aiTemplateGenerated, 'success');
    } catch (error) {
      fail(error, messages.errorGeneratingAiMessage);
    } finally {
      setBusy(null);
    }
  };

  const actions: CreateCampaignKeyActions = {
    step,
    enter() {
      const current = liveField();
      if (!current) focus(liveLastField());
      // the template takes Enter as a new line
      else if (current !== 'template') step(1);
    },
    generate: () => void generate(),
    create: () => void create(),
    escape() {
      if (liveField()) focus(null);
      else guard.leave();
    },
    jump(to) {
      if (!liveField()) focus(to);
    },
  };

  return {
    name,
    setName,
    description,
    setDescription,
    template,
    setTemplate,
    field,
    busy,
    guard,
    preview,
    actions,
  };
}
