import { cancelJob, getJob, type Job, jobListId, listJobs, resolveIdPrefix, resumeJob } from '@leadgen/core';
import { isJobEnded } from '@leadgen/core/domain';
import type { Command } from 'commander';
import { localDateTime } from '../dates.js';
import { hint, type Io, json, printFacts, printTable } from '../io.js';
import { withRuntime } from '../runtime.js';
import { withSession } from '../session.js';
import { followJob, namingJobId, processTerminal, reportRun, type Terminal } from './jobs-foreground.js';
import { JOB_SHAPE, jobJson, progressText, RESULT_SHAPE } from './jobs-output.js';
import { jobsRunCommand } from './jobs-run.js';
import { type PageReader, type PagingFlags, pagingOptions, printJsonPages, readPages } from './paging.js';
import { summaryOf } from './summaries.js';

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
      await withSession(io, async ({ store, user }) => {
        const read: PageReader<Job> = async (page) => {
          const { jobs, nextCursor, total } = await listJobs({ store }, user.id, page);
          return { rows: jobs, nextCursor, total };
        };
        if (flags.json) return printJsonPages(io, flags, 'jobs', read, jobJson);
        const { rows } = await readPages(io, flags, 'jobs', read);
        if (rows.length === 0) return hint(io, 'No jobs yet');
        const lines = [['ID', 'KIND', 'STATUS', 'PROGRESS', 'LIST', 'CREATED']];
        for (const job of rows) {
          const list = jobListId(job) ?? '-';
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
      await withSession(io, async ({ store, user }) => {
        const jobId = await resolveIdPrefix({ store }, user.id, 'job', id);
        const job = await getJob({ store }, user.id, jobId).catch(namingJobId(id));
        if (flags.json) return io.stdout(json(jobJson(job)));
        const p = job.progress;
        const rows = [
          ['ID', job.id],
          ['Kind', job.kind],
          ['Status', job.status],
          ['List', jobListId(job) ?? '-'],
          ['Progress', p ? `step ${p.stepIndex} of ${p.stepCount}: ${p.step} (${p.percent}%)` : '-'],
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
          io.stdout(flags.json ? json(jobJson(job)) : `Queued job ${job.id}\n`);
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
      await withSession(io, async ({ store, user }) => {
        // The status before says whether this cancel stopped the job or it had already ended.
        const jobId = await resolveIdPrefix({ store }, user.id, 'job', id);
        const before = await getJob({ store }, user.id, jobId).catch(namingJobId(id));
        const job = await cancelJob({ store }, user.id, jobId).catch(namingJobId(id));
        if (flags.json) return io.stdout(json(jobJson(job)));
        io.stdout(
          isJobEnded(before.status) ? `Job ${job.id} is already ${job.status}\n` : `Canceled job ${job.id}\n`,
        );
      });
    });
}
