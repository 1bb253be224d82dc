import { hasTemplate, messages } from '@leadgen/core/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, read } from '../../../lib/api';
import { type RunToast, usePersonalizationRun } from '../../../lib/use-personalization-run';

/**
 * Personalize All and the per-profile Personalize of the edit screen (spec §2, §5, §8). All:
 * POST /api/campaigns/:id/personalize with the template being edited; core writes and saves
 * each message (5 at a time, 1 s apart) and answers at once, or queues a job for a large
 * campaign, which is followed with its progress (`usePersonalizationRun`). Written messages go
 * to `onMessages`.
 */
export function usePersonalize({
  campaignId,
  onMessages,
  toast,
}: {
  campaignId: string;
  onMessages: (written: Record<string, string>) => void;
  toast: RunToast;
}) {
  const run = usePersonalizationRun({ onMessages, toast });
  const [busyOne, setBusyOne] = useState<string | null>(null);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  const personalizeAll = useCallback(
    async (template: string, memberCount: number) => {
      if (!hasTemplate(template)) return toast.fail(messages.enterTemplateFirst);
      if (memberCount === 0) return toast.fail(messages.noProfilesToPersonalize);
      const json = { template: template.trim() };
      await run.start(memberCount, (signal) =>
        read(
          api.campaigns[':id'].personalize.$post({ param: { id: campaignId }, json }, { init: { signal } }),
        ),
      );
    },
    [campaignId, run.start, toast],
  );

  const personalizeOne = useCallback(
    async (profile: { id: string; username: string }, template: string) => {
      if (!hasTemplate(template)) return toast.fail(messages.setTemplateFirst);
      setBusyOne(profile.id);
      try {
        const answer = await read(
          api.ai.personalize.$post({
            json: { profileId: profile.id, template: template.trim(), campaignId },
          }),
        );
        onMessages({ [answer.profile_id]: answer.message });
        toast.ok(messages.messagePersonalized(answer.username));
      } catch {
        toast.fail(messages.errorPersonalizingMessage);
      } finally {
        if (alive.current) setBusyOne(null);
      }
    },
    [campaignId, onMessages, toast],
  );

  return { personalizeAll, personalizeOne, progress: run.progress, busyOne };
}
