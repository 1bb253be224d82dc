import { type BatchProgress, startPersonalization } from '@leadgen/core';
import { messages, personalizationTone } from '@leadgen/core/domain';
import { useRef, useState } from 'react';
import { useApp, useSaveOnExit } from '../../app-context.js';

/**
 * Personalise with AI (spec §5, §9) through core's `startPersonalization`: a small batch runs
 * here with its progress (`progress`, N of M) live; a large one comes back as a queued
 * `personalize` job, run in this process with `runJob` and followed by its id (`jobId`).
 * Quitting stops an inline batch after the group in flight (each message is saved as it
 * arrives, so a rerun resumes). `onDone` runs when a batch ends, to reload the messages.
 */
export function usePersonalization(campaignId: string, onDone: () => void) {
  const { deps, flash, fail, runJob } = useApp();
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<BatchProgress | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const stop = useRef<AbortController | null>(null);
  const inFlight = useRef<Promise<void> | null>(null);

  useSaveOnExit(async () => {
    stop.current?.abort();
    await inFlight.current;
  });

  const start = (force: boolean) => {
    if (running || jobId) return flash('Personalization is already running', 'warning');
    const controller = new AbortController();
    stop.current = controller;
    setRunning(true);
    setProgress(null);
    const work = startPersonalization(
      { store: deps.store, writer: deps.providers.writer },
      deps.user.id,
      { campaignId, ...(force ? { force: true } : {}) },
      { signal: controller.signal, onProgress: setProgress },
    )
      .then((started) => {
        if (started.queued) {
          setJobId(started.job.id);
          runJob(started.job.id, 'personalize');
          return;
        }
        const { ok, failed, notice } = started.result;
        flash(notice, personalizationTone(ok.length, failed.length));
        onDone();
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) fail(error, messages.errorPersonalizingMessages);
      })
      .finally(() => {
        setRunning(false);
        setProgress(null);
        inFlight.current = null;
      });
    inFlight.current = work;
  };

  return {
    /** True while an inline batch runs. */
    running,
    progress,
    /** The queued job of a large batch, until it ends. */
    jobId,
    jobEnded: () => {
      setJobId(null);
      onDone();
    },
    start,
  };
}
