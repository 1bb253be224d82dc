import type { BatchResult } from '@leadgen/core';
import { isJobEnded, messages, personalizationTone } from '@leadgen/core/domain';
import { useEffect } from 'react';
import { useApp } from '../../app-context.js';
import { Text } from '../../components/Text.js';
import { useTone } from '../../theme.js';
import { useJob } from '../../use-jobs.js';

/**
 * The live progress of a large personalisation running as a job ('Personalizing messages: N of
 * M'), from the job row (this process or a worker); its summary goes to the status line when it
 * ends, verbatim as core wrote it.
 */
export function PersonalizeJobLine({ jobId, onEnd }: { jobId: string; onEnd: () => void }) {
  const { flash } = useApp();
  const tone = useTone();
  const job = useJob(jobId);
  const status = job?.status;

  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the job ending, once.
  useEffect(() => {
    if (!job || !isJobEnded(status)) return;
    if (status === 'completed') {
      const result = job.result as BatchResult | null;
      if (result) flash(result.notice, personalizationTone(result.ok.length, result.failed.length));
    } else {
      flash(job.error ?? messages.errorPersonalizingMessages, 'danger');
    }
    onEnd();
  }, [status]);

  const progress = job?.progress;
  const text = progress
    ? `${messages.stepPersonalizing}: ${progress.enriched + progress.failed} of ${progress.discovered}` +
      (progress.failed > 0 ? ` (${progress.failed} failed)` : '')
    : `${messages.stepPersonalizing}: queued`;
  return (
    <Text color={tone('info')} wrap="truncate">
      {text}
    </Text>
  );
}
