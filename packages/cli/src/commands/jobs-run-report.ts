import type { RanJobReport } from '@leadgen/core';
import { formatCredits, messages, millicreditsToCredits } from '@leadgen/core/domain';

/** The `--json` shape of `jobs run` (documented in its help). */
export const RAN_JOBS_SHAPE =
  '[{ id, kind, status, outcome, target_accounts, search_type, max_profiles, list_id, campaign_id, ' +
  'profiles_found, profiles_processed, charged, notice, error, error_code, started_at, finished_at }] ' +
  '(one per job run, in the order they began; target_accounts for a discovery, search_type, ' +
  'max_profiles and list_id for a discovery or import, campaign_id for a personalisation, else null; ' +
  'outcome: completed, cut_short, provider_failed, failed, canceled or interrupted; ' +
  'charged in credits; times ISO-8601 UTC)';

/** One job of `jobs run --json`: snake_case, the spec's names for a list's fields (spec §3). */
export function ranJobJson(report: RanJobReport) {
  const { job, request } = report;
  const campaignId =
    job.kind === 'personalize' ? (job.payload as { campaignId?: unknown }).campaignId : undefined;
  const result = job.result as { notice?: unknown } | null;
  const notice = typeof result?.notice === 'string' && result.notice ? result.notice : job.progress?.notice;
  // every key on every job (null where it does not apply): a script reads one shape
  return {
    id: job.id,
    kind: job.kind,
    status: job.status,
    outcome: report.outcome,
    target_accounts: request?.kind === 'discover' ? request.targets : null,
    search_type: request ? (request.kind === 'discover' ? request.type : 'custom') : null,
    max_profiles: request ? (request.kind === 'discover' ? request.maxProfiles : request.usernames) : null,
    list_id: request ? listIdOf(report) : null,
    campaign_id: typeof campaignId === 'string' ? campaignId : null,
    profiles_found: report.found,
    profiles_processed: report.processed,
    charged: millicreditsToCredits(report.charged),
    notice: notice ?? null,
    error: job.error,
    error_code: job.error_code,
    started_at: report.startedAt,
    finished_at: job.finished_at,
  };
}

const listIdOf = (report: RanJobReport): string | null => {
  const result = report.job.result as { listId?: unknown } | null;
  const payload = report.job.payload as { listId?: unknown } | null;
  const id = result?.listId ?? payload?.listId;
  return typeof id === 'string' ? id : null;
};

/** 'discover @natgeo, @nasa', 'custom 3 usernames', 'personalize': the job in a few words. */
function jobWords(report: RanJobReport): string {
  const { job, request } = report;
  if (request?.kind === 'discover') return `${job.kind} ${request.targets.map((t) => `@${t}`).join(', ')}`;
  if (request?.kind === 'custom')
    return `${job.kind} ${request.usernames} username${request.usernames === 1 ? '' : 's'}`;
  const target = (job.payload as { target?: unknown } | null)?.target;
  if (job.kind === 'watch' && typeof target === 'string') return `watch @${target}`;
  return job.kind;
}

/**
 * The one line `jobs run` prints on stderr for a job that did not complete in full (even with
 * -q: cron mails it), or null for one that did. Names, provider messages and the like in it are
 * made safe for a terminal by the program's stderr.
 *
 * @example
 * 'leadgen: job 0192… discover @def failed: No profiles were discovered: Instagram has no account @def. …'
 */
export function ranJobLine(report: RanJobReport): string | null {
  const { job } = report;
  const head = `leadgen: job ${job.id} ${jobWords(report)}`;
  switch (report.outcome) {
    case 'completed':
      return null;
    case 'failed':
    case 'provider_failed':
      return `${head} failed: ${job.error ?? 'unknown error'}\n`;
    case 'canceled':
      return `${head} was canceled\n`;
    case 'cut_short': {
      const capped = (job.result as { cappedFrom?: number } | null)?.cappedFrom;
      // capped: it kept what the balance covered, of what it was asked for; paused: it settled
      // some of the rows it found (none when it was refused before it found any)
      const [done, of] =
        capped !== undefined
          ? [report.found, capped]
          : report.found > 0
            ? [report.processed, report.found]
            : [0, askedProfiles(report)];
      const balance = formatCredits(report.balance ?? 0);
      const then = job.status === 'failed' ? `, then \`leadgen jobs resume ${job.id}\`` : '';
      return (
        `${head} stopped at ${count(done)} of ${count(of)} profiles: not enough credits ` +
        `(balance ${balance}); ${messages.creditsNextStepCli}${then}\n`
      );
    }
    case 'interrupted': {
      const where = job.progress ? ` at ${job.progress.percent}%` : '';
      return job.status === 'running'
        ? `${head} is running in another worker: \`leadgen jobs show ${job.id}\`\n`
        : `${head} interrupted${where}: back in the queue; \`leadgen jobs run --until-idle\` goes on with it\n`;
    }
  }
}

const count = (n: number) => n.toLocaleString('en-US');

const askedProfiles = ({ request }: RanJobReport) =>
  request?.kind === 'discover' ? request.maxProfiles : (request?.usernames ?? 0);
