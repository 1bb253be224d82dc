import { messages } from '@leadgen/core/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { ApiError, api, read } from '../../../lib/api';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';
import {
  afterStep,
  type CampaignSettingsForm,
  overwriting,
  type SavedCampaign,
  type SaveStep,
  type StepResult,
  savePlan,
} from '../edit-save';
import { campaignKey } from './campaign-types';

/** A save refused because another tab or window saved first (409), and what it said. */
export interface SaveConflict {
  message: string;
  version?: number;
  stale?: readonly string[];
}

/** What Save Changes saves: the screen's state now. */
export interface SaveInput {
  form: CampaignSettingsForm;
  selected: ReadonlySet<string>;
  edited: Readonly<Record<string, string>>;
}

/** `saved` with messages the server wrote itself: their texts known, their versions not. */
function withServerWrites(saved: SavedCampaign, written: Readonly<Record<string, string>>): SavedCampaign {
  const messageVersions = { ...saved.messageVersions };
  for (const id of Object.keys(written)) delete messageVersions[id];
  return { ...saved, messages: { ...saved.messages, ...written }, messageVersions };
}

/** Sends one step with the campaign version it starts from; answers what the server took. */
async function send(id: string, step: SaveStep, version: number): Promise<StepResult> {
  if (step.kind === 'campaign') {
    const answer = await read(
      api.campaigns[':id'].$patch({ param: { id }, json: { ...step.body, version } }),
    );
    return { version: answer.campaign.version };
  }
  const answer = await read(
    api.campaigns[':id'].messages.$put({
      param: { id },
      json: { messages: step.messages, versions: step.versions },
    }),
  );
  return { versions: answer.versions };
}

/**
 * Save Changes (issue 31): the requests of `savePlan`, one after another, each bounded whatever
 * the campaign's size. After each one the saved state moves forward, so a failure half way
 * leaves the rest to a retry, which sends only that. A refusal because another tab saved first
 * (409) is `conflict`, for the screen to offer Reload or `overwrite`; anything else is 'Failed to
 * save campaign. Please try again.'. Done: 'Campaign saved successfully!' then `onSaved`.
 * `progress` counts the requests while saving.
 */
export function useSaveCampaign(
  id: string,
  initial: () => SavedCampaign,
  toast: { ok: (text: string) => void; fail: (text: string) => void },
  onSaved: () => void,
) {
  const client = useQueryClient();
  // read when first needed: by then the screen has every profile of the campaign
  const saved = useRef<SavedCampaign | null>(null);
  // messages the server wrote before then
  const wrote = useRef<Record<string, string>>({});
  const base = (): SavedCampaign => {
    saved.current ??= withServerWrites(initial(), wrote.current);
    return saved.current;
  };
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [conflict, setConflict] = useState<SaveConflict | null>(null);

  const mutation = useSingleFlightMutation({
    mutationFn: async (input: SaveInput) => {
      const plan = savePlan(base(), input.form, input.selected, input.edited);
      if (!plan.ok) throw new Error(plan.error);
      setProgress({ done: 0, total: plan.steps.length });
      for (const [index, step] of plan.steps.entries()) {
        const current = base();
        saved.current = afterStep(current, step, await send(id, step, current.version));
        setProgress({ done: index + 1, total: plan.steps.length });
      }
    },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['campaigns'] });
      client.removeQueries({ queryKey: campaignKey(id) });
      toast.ok(messages.campaignSaved);
      onSaved();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        setConflict({ message: error.message, ...error.conflict });
      } else {
        toast.fail(messages.failedToSaveCampaign);
      }
    },
    onSettled: () => setProgress(null),
  });

  /**
   * Messages the server saved itself (the AI's): known as saved, their new versions unknown,
   * so a later edit of one replaces it without a version check. The same function every render.
   */
  const serverWrote = useCallback((written: Readonly<Record<string, string>>) => {
    if (saved.current === null) Object.assign(wrote.current, written);
    else saved.current = withServerWrites(saved.current, written);
  }, []);

  /** Saves, unless the form is refused as it is ('Please enter a campaign name'). */
  const save = (input: SaveInput) => {
    const plan = savePlan(base(), input.form, input.selected, input.edited);
    if (!plan.ok) return toast.fail(plan.error);
    mutation.mutate(input);
  };

  return {
    save,
    isPending: mutation.isPending,
    progress,
    conflict,
    /** What the server holds as far as this screen knows. */
    saved: () => base(),
    serverWrote,
    /** Closes the conflict without saving (the edits stay on screen). */
    dismissConflict: () => setConflict(null),
    /** Saves again over what the other tab saved: the user chose their own changes. */
    overwrite: (input: SaveInput) => {
      if (conflict) saved.current = overwriting(base(), conflict);
      setConflict(null);
      save(input);
    },
  };
}
