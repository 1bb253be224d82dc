import { messages, personalizationSummary } from '@leadgen/core/domain';
import type { batchResultJson, JobJson } from '@leadgen/core/wire';
import { type Io, json } from '../io.js';
import type { ApiClient } from '../remote/api-client.js';
import { wholeId } from '../remote/whole-id.js';
import type { Terminal } from './jobs-foreground.js';
import { followRemoteJob } from './jobs-remote.js';

type BatchJson = ReturnType<typeof batchResultJson>;

/** What `campaigns personalize` was asked for. */
export interface PersonalizeRequest {
  profile?: string[];
  force?: boolean;
  context?: string;
  detach?: boolean;
  json?: boolean;
}

/**
 * `campaigns personalize` in remote mode (issue 35): the server writes the messages (POST
 * /api/v1/campaigns/:id/personalize), at once for a few profiles, or as a job its worker runs,
 * which is followed here to its end (or, with --detach, printed). The batch prints as locally.
 */
export async function personalizeRemotely(
  io: Io,
  api: ApiClient,
  terminal: Terminal,
  campaignId: string,
  request: PersonalizeRequest,
): Promise<{ batch: BatchJson; notice: string } | null> {
  const answer = await api.json<(BatchJson & { message: string }) | { job_id: string }>(
    'POST',
    `/campaigns/${campaignId}/personalize`,
    {
      body: {
        profileIds: request.profile?.map(wholeId),
        context: request.context,
        force: request.force === true ? true : undefined,
      },
    },
  );
  if (!('job_id' in answer)) {
    const { message, ...batch } = answer;
    return { batch, notice: message };
  }
  if (request.detach) {
    // queued on the server: its worker runs it, as a detached discovery there
    const { job } = await api.json<{ job: JobJson }>('GET', `/jobs/${answer.job_id}`);
    io.stdout(
      request.json
        ? json(job)
        : `Queued job ${job.id}: the server's worker runs it (\`leadgen jobs show ${job.id}\`)\n`,
    );
    return null;
  }
  const job = await followRemoteJob(api, answer.job_id, terminal, io.quiet === true);
  if (job.status !== 'completed' || job.result === null)
    throw new Error(job.error ?? messages.errorPersonalizingMessages);
  const batch = job.result as BatchJson;
  // the summary core gives a batch, of the batch the job wrote
  return { batch, notice: personalizationSummary(batch.ok.length, batch.failed.length) };
}
