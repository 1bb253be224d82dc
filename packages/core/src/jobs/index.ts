// Jobs: the queue of long work, its worker and the job services.
export { createEventBus, type EventBus, type LeadgenEvent } from './event-bus.js';
export type {
  Job,
  JobContext,
  JobHandler,
  JobHandlers,
  JobKind,
  JobProgress,
  JobStatus,
} from './job-types.js';
export {
  activeJobs,
  activeRuns,
  cancelJob,
  getJob,
  type JobsPage,
  jobListId,
  listJobs,
  type RunRequest,
  runRequestOf,
  runResultOf,
} from './jobs.js';
export { type RanJobReport, runQueuedJobs } from './run-queued.js';
export { LEASE_MS, MAX_ATTEMPTS, type RanJob, runWorker, type WorkerOptions } from './worker.js';
