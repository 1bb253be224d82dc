import { getJob, resolveIdPrefix, resumeJob } from '@leadgen/core';
import { isJobEnded } from '@leadgen/core/domain';
import { type JobJson, jobJson as jobJsonOf } from '@leadgen/core/wire';
import type { Command } from 'commander';
import { localDateTime } from '../dates.js';
import { hint, type Io, json, printFacts, printTable } from '../io.js';
import { remoteApi, withBackend } from '../remote/backend.js';
import { wholeId } from '../remote/whole-id.js';
import { withRuntime } from '../runtime.js';
import { type JobsBackend, localJobs, remoteJobs } from './jobs-backend.js';
import { followJob, namingJobId, processTerminal, reportRun, type Terminal } from './jobs-foreground.js';
import { JOB_SHAPE, progressText, RESULT_SHAPE } from './jobs-output.js';
import { followRemoteJob, reportRemoteRun } from './jobs-remote.js';
import { jobsRunCommand } from './jobs-run.js';
import { type PageReader, type PagingFlags, pagingOptions, printJsonPages, readPages } from './paging.js';
import { summaryOf } from './summaries.js';

/** Runs `fn` on the jobs of the local database, or of the server in remote mode. */
const withJobs = <T>(io: Io, fn: (jobs: JobsBackend) => Promise<T>) =>
  withBackend(io, { local: localJobs, remote: remoteJobs }, fn);

/** `leadgen jobs …`: the acting user's runs in the queue (ls, show, run, resume, cancel). */
export function jobsCommand(program: Command, io: Io, terminal: Terminal = processTerminal()): void {
  const jobs = program
    .command('jobs')
    .description(summaryOf('jobs'))
    .addHelpText('after', '\nExample:\n  leadgen jobs ls\n  leadgen jobs run --until-idle');
  pagingOptions(
    jobs.command('ls', { isDefault: true }).description('list the acting user’s jobs, newest first'),
    'jobs',
    1000,
  )
    .option('--json', `print JSON: [${JOB_SHAPE}]`)
    .addHelpText('after', '\nExample:\n  leadgen jobs ls --json\n  leadgen jobs ls --all --json')
    .action(async (flags: PagingFlags & { json?: boolean }) => {
      await withJobs(io, async (backend) => {
        const read: PageReader<JobJson> = (page) => backend.page(page);
        if (flags.json) return printJsonPages(io, flags, 'jobs', read, (job) => job);
        const { rows } = await readPages(io, flags, 'jobs', read);
        if (rows.length === 0) return hint(io, 'No jobs yet');
        const lines = [['ID', 'KIND', 'STATUS', 'PROGRESS', 'LIST', 'CREATED']];
        for (const job of rows) {
          const list = job.list_id ?? '-';
          lines.push([
            job.id,
            job.kind,
            job.status,
            progressText(job),
            list,
            localDateTime(job.created_at, io.env),
          ]);
        }
        printTable(io, lines);
      });
    });
  jobs
    .command('show <id>')
    .description('show one job')
    .option('--json', `print JSON: ${JOB_SHAPE}`)
    .addHelpText('after', '\nExample:\n  leadgen jobs show <job-id> --json')
    .action(async (id: string, flags: { json?: boolean }) => {
      await withJobs(io, async (backend) => {
        const job = await backend.get(await backend.resolve(id)).catch(namingJobId(id));
        if (flags.json) return io.stdout(json(job));
        const p = job.progress;
        const rows = [
          ['ID', job.id],
          ['Kind', job.kind],
          ['Status', job.status],
          ['List', job.list_id ?? '-'],
          ['Progress', p ? `step ${p.step_index} of ${p.step_count}: ${p.step} (${p.percent}%)` : '-'],
          ['Attempts', String(job.attempts)],
          ['Created', localDateTime(job.created_at, io.env)],
        ];
        if (job.finished_at) rows.push(['Finished', localDateTime(job.finished_at, io.env)]);
        if (job.error) rows.push(['Error', job.error]);
        printFacts(io, rows);
      });
    });
  jobsRunCommand(jobs, io, terminal);
  jobs
    .command('resume <id>')
    .description('queue a failed, canceled or interrupted job again and run it in the foreground')
    .option('--session-id <id>', 'the Instagram session ID (default: IG_SESSION_ID; erased when a job ends)')
    .option('--detach', 'only queue the job again')
    .option('--json', `print JSON: ${RESULT_SHAPE}; with --detach ${JOB_SHAPE}`)
    .addHelpText('after', '\nExample:\n  IG_SESSION_ID=… leadgen jobs resume <job-id>')
    .action(async (id: string, flags: { sessionId?: string; detach?: boolean; json?: boolean }) => {
      const api = remoteApi(io);
      if (api) {
        // the server resumes an ended run, and its worker runs it; a queued or running one is followed
        const jobId = wholeId(id);
        let { job } = await api.json<{ job: JobJson }>('GET', `/jobs/${jobId}`).catch(namingJobId(id));
        if (job.status !== 'queued' && job.status !== 'running') {
          const sessionId = flags.sessionId ?? io.env.IG_SESSION_ID;
          ({ job } = await api
            .json<{ job: JobJson }>('POST', `/jobs/${jobId}/resume`, {
              body: sessionId === undefined ? {} : { sessionId },
            })
            .catch(namingJobId(id)));
        }
        if (flags.detach) return io.stdout(flags.json ? json(job) : `Queued job ${job.id}\n`);
        return reportRemoteRun(io, api, await followRemoteJob(api, jobId, terminal, io.quiet), flags);
      }
      await withRuntime(io, async (runtime) => {
        const { store, user, providers } = runtime;
        const jobId = await resolveIdPrefix({ store }, user.id, 'job', id);
        let job = await getJob({ store }, user.id, jobId).catch(namingJobId(id));
        // An interrupted job (queued, or running on an expired lease) is only followed again.
        if (job.status !== 'queued' && job.status !== 'running') {
          const sessionId = flags.sessionId ?? io.env.IG_SESSION_ID;
          job = await resumeJob({ store, scraper: providers.scraper }, user.id, jobId, { sessionId }).catch(
            namingJobId(id),
          );
        }
        if (flags.detach) {
          io.stdout(flags.json ? json(jobJsonOf(job)) : `Queued job ${job.id}\n`);
          return;
        }
        reportRun(io, await followJob(runtime, jobId, job.kind, terminal, io.quiet), flags);
      });
    });
  jobs
    .command('cancel <id>')
    .description('cancel a queued or running job (a running one stops after its current chunk)')
    .option('--json', `print the job as JSON: ${JOB_SHAPE}`)
    .addHelpText('after', '\nExample:\n  leadgen jobs cancel <job-id>')
    .action(async (id: string, flags: { json?: boolean }) => {
      await withJobs(io, async (backend) => {
        // The status before says whether this cancel stopped the job or it had already ended.
        const jobId = await backend.resolve(id);
        const before = await backend.get(jobId).catch(namingJobId(id));
        const job = await backend.cancel(jobId).catch(namingJobId(id));
        if (flags.json) return io.stdout(json(job));
        io.stdout(
          isJobEnded(before.status) ? `Job ${job.id} is already ${job.status}\n` : `Canceled job ${job.id}\n`,
        );
      });
    });
}
