import {
  hasTemplate,
  isJobEnded,
  messages,
  personalizationSummary,
  personalizationTone,
} from '@leadgen/core/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, api, read } from '../../../lib/api';
import type { JobJson } from '../../../lib/api-types';
import { type JobEvent, jobEventKey } from '../../../lib/use-live-events';

/** How often a queued personalisation job is read (the live stream may be ahead of it). */
export const JOB_POLL_MS = 1000;

/** A personalisation batch's written messages and failures, answered inline or as its job's result. */
type BatchResult = Pick<NonNullable<Extract<JobJson, { kind: 'personalize' }>['result']>, 'ok' | 'failed'>;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Our own refusals ('No profiles to personalize', …) as they are, anything else generic. */
const reasonOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status < 500 && error.code !== 'HTTP' ? error.message : fallback;

/**
 * Personalize All and the per-profile Personalize of the edit screen (spec §2, §5, §8). All:
 * POST /api/campaigns/:id/personalize with the template being edited; the server writes and
 * saves each message (5 at a time, 1 s apart) and answers at once, or queues a job for a large
 * campaign, which is followed here (the job read every second, live events in between) with its
 * progress. Written messages go to `onMessages`.
 */
export function usePersonalize({
  campaignId,
  onMessages,
  toast,
}: {
  campaignId: string;
  onMessages: (written: Record<string, string>) => void;
  toast: { ok: (text: string) => void; fail: (text: string) => void };
}) {
  const client = useQueryClient();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [busyOne, setBusyOne] = useState<string | null>(null);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  const finish = useCallback(
    (result: BatchResult) => {
      onMessages(Object.fromEntries(result.ok.map((each) => [each.profileId, each.message])));
      const [ok, failed] = [result.ok.length, result.failed.length];
      (personalizationTone(ok, failed) === 'danger' ? toast.fail : toast.ok)(
        personalizationSummary(ok, failed),
      );
    },
    [onMessages, toast],
  );

  const follow = useCallback(
    async (jobId: string): Promise<JobJson> => {
      for (;;) {
        const { job } = await read(api.jobs[':id'].$get({ param: { id: jobId } }));
        const live = client.getQueryData<JobEvent>(jobEventKey(jobId))?.progress;
        const seen = [job.progress, live].filter((each) => each != null);
        const latest = seen.sort((a, b) => b.percent - a.percent)[0];
        if (latest) setProgress({ done: latest.enriched + latest.failed, total: latest.discovered });
        if (isJobEnded(job.status) || !alive.current) return job;
        await pause(JOB_POLL_MS);
      }
    },
    [client],
  );

  const personalizeAll = useCallback(
    async (template: string, memberCount: number) => {
      if (!hasTemplate(template)) return toast.fail(messages.enterTemplateFirst);
      if (memberCount === 0) return toast.fail(messages.noProfilesToPersonalize);
      setProgress({ done: 0, total: memberCount });
      try {
        const res = await api.campaigns[':id'].personalize.$post({
          param: { id: campaignId },
          json: { template: template.trim() },
        });
        if (res.status === 202) {
          const { jobId } = await read(res);
          const job = await follow(jobId);
          if (job.status !== 'completed') throw new Error(job.error ?? 'personalisation stopped');
          if (job.kind !== 'personalize' || !job.result) throw new Error('personalisation stopped');
          finish(job.result);
        } else {
          finish(await read(res));
        }
      } catch (error) {
        toast.fail(reasonOf(error, messages.errorPersonalizingMessages));
      } finally {
        if (alive.current) setProgress(null);
      }
    },
    [campaignId, follow, finish, toast],
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
        onMessages({ [answer.profileId]: answer.message });
        toast.ok(messages.messagePersonalized(answer.username));
      } catch {
        toast.fail(messages.errorPersonalizingMessage);
      } finally {
        if (alive.current) setBusyOne(null);
      }
    },
    [campaignId, onMessages, toast],
  );

  return { personalizeAll, personalizeOne, progress, busyOne };
}
