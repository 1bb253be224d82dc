import { cancelJob, getJob, listJobs, resolveIdPrefix } from '@leadgen/core';
import { type JobJson, jobJson } from '@leadgen/core/wire';
import type { ApiClient } from '../remote/api-client.js';
import { wholeId } from '../remote/whole-id.js';
import type { Session } from '../session.js';
import type { Paged } from './paging.js';

/**
 * What `leadgen jobs` ls, show and cancel need, in the API's wire shapes (issue 35): the same
 * commands print from it whether the jobs are in a local database or on a server.
 */
export interface JobsBackend {
  resolve(id: string): Promise<string>;
  page(page: { limit: number; cursor: string | null }): Promise<Paged<JobJson>>;
  get(jobId: string): Promise<JobJson>;
  cancel(jobId: string): Promise<JobJson>;
}

/** The jobs of a local database. */
export function localJobs({ store, user }: Session): JobsBackend {
  return {
    resolve: (id) => resolveIdPrefix({ store }, user.id, 'job', id),
    page: async (page) => {
      const { jobs, nextCursor, total } = await listJobs({ store }, user.id, page);
      return { rows: jobs.map(jobJson), nextCursor, total };
    },
    get: async (jobId) => jobJson(await getJob({ store }, user.id, jobId)),
    cancel: async (jobId) => jobJson(await cancelJob({ store }, user.id, jobId)),
  };
}

/** The jobs of a server, through its /api/v1 (packages/server/src/routes/jobs.ts). */
export function remoteJobs(api: ApiClient): JobsBackend {
  return {
    resolve: async (id) => wholeId(id),
    page: async ({ limit, cursor }) => {
      const answer = await api.json<{ jobs: JobJson[]; next_cursor: string | null; total: number }>(
        'GET',
        '/jobs',
        { query: { limit, ...(cursor === null ? {} : { cursor }) } },
      );
      return { rows: answer.jobs, nextCursor: answer.next_cursor, total: answer.total };
    },
    get: async (jobId) => (await api.json<{ job: JobJson }>('GET', `/jobs/${jobId}`)).job,
    cancel: async (jobId) => (await api.json<{ job: JobJson }>('POST', `/jobs/${jobId}/cancel`)).job,
  };
}
