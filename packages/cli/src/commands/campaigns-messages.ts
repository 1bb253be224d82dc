import {
  type BatchResult,
  getJob,
  type Job,
  PERSONALIZE_JOB_THRESHOLD,
  type PersonalizePayload,
  resolveIdPrefix,
  resolveIdPrefixes,
  runWorker,
  startPersonalization,
} from '@leadgen/core';
import { messages, terminalSafe } from '@leadgen/core/domain';
import { batchResultJson, jobJson } from '@leadgen/core/wire';
import type { Command } from 'commander';
import { type Io, json } from '../io.js';
import { BATCH_SHAPE, JOB_SHAPE, jsonHelp } from '../json-shapes.js';
import { remoteApi } from '../remote/backend.js';
import { wholeId } from '../remote/whole-id.js';
import { type Runtime, withRuntime } from '../runtime.js';
import { withCampaigns } from './campaigns-backend.js';
import { literalTemplate } from './campaigns-options.js';
import { personalizeRemotely } from './campaigns-personalize-remote.js';
import { processTerminal, type Terminal } from './jobs-foreground.js';
import { printLintWarnings } from './lint-output.js';
import { collect } from './lists-output.js';
import { ifVersionFlag, versionCheck } from './version-flag.js';

interface PersonalizeOptions {
  profile?: string[];
  force?: boolean;
  context?: string;
  detach?: boolean;
  json?: boolean;
}

/** Runs a queued 'personalize' job with a worker in this process; null when detached (the job printed). */
async function runPersonalizeJob(runtime: Runtime, job: Job, detach: boolean, io: Io, asJson: boolean) {
  const { store, user, handlers, bus } = runtime;
  if (detach) {
    io.stdout(
      asJson
        ? json(jobJson(job))
        : `Queued job ${job.id}: run it with \`leadgen jobs run --until-idle\` or \`leadgen worker\`\n`,
    );
    return null;
  }
  await runWorker({ store, handlers: { personalize: handlers.personalize }, mode: 'untilIdle', bus });
  const done = await getJob({ store }, user.id, job.id);
  if (done.status !== 'completed') throw new Error(done.error ?? messages.errorPersonalizingMessages);
  return done.result as BatchResult;
}

/** `leadgen campaigns populate|personalize|message`: a campaign's per-profile messages. */
export function campaignsMessageCommands(
  campaigns: Command,
  io: Io,
  terminal: Terminal = processTerminal(),
): void {
  campaigns
    .command('populate <id>')
    .description("fill the template ({Full Name}, {First Name}, {Username}) into every profile's message")
    .option('--template <text>', "use this template instead of the campaign's")
    .option('--template-file <file>', 'read the template from a file (`-` is stdin)')
    .option('--profile <id>', 'only these profiles (repeatable)', collect)
    .option('--json', 'print JSON: { count }')
    .addHelpText(
      'after',
      '\nExample:\n  leadgen campaigns populate <campaign-id> --template "Hi {First Name}!"',
    )
    .action(
      async (
        id: string,
        options: { template?: string; templateFile?: string; profile?: string[]; json?: boolean },
      ) => {
        const template = await literalTemplate(io, options);
        await withCampaigns(io, async (backend) => {
          const campaignId = await backend.resolve(id);
          const profileIds = options.profile && (await backend.resolveProfiles(campaignId, options.profile));
          const result = await backend.populate(campaignId, { template, profileIds });
          io.stdout(options.json ? json({ count: result.count }) : `${result.notice}\n`);
        });
      },
    );
  campaigns
    .command('personalize <id>')
    .description(
      `have the AI rewrite the campaign's template for each profile (5 at a time; past ` +
        `${PERSONALIZE_JOB_THRESHOLD} profiles it runs as a job)`,
    )
    .option('--profile <id>', 'only these profiles (repeatable)', collect)
    .option('--force', 'also rewrite messages the AI already wrote')
    .option('--context <text>', "replace the context drawn from the campaign's list")
    .option('--detach', 'for a job: only queue it and print its id')
    .option('--json', `${jsonHelp(BATCH_SHAPE)}; with --detach the job: ${JOB_SHAPE}`)
    .addHelpText(
      'after',
      '\nExample:\n  leadgen campaigns personalize <campaign-id> --context "yoga studios in Lisbon"',
    )
    .action(async (id: string, options: PersonalizeOptions) => {
      const print = (result: { batch: ReturnType<typeof batchResultJson>; notice: string } | null) => {
        if (!result) return;
        if (options.json) return io.stdout(json(result.batch));
        for (const failure of result.batch.failed) io.stderr(`@${failure.username}: ${failure.reason}\n`);
        io.stdout(`${result.notice}\n`);
      };
      const api = remoteApi(io);
      if (api) return print(await personalizeRemotely(io, api, terminal, wholeId(id), options));
      await withRuntime(io, async (runtime) => {
        const { store, user, providers } = runtime;
        const campaignId = await resolveIdPrefix({ store }, user.id, 'campaign', id);
        const profileIds =
          options.profile &&
          (await resolveIdPrefixes({ store }, user.id, 'profile', options.profile, { campaignId }));
        const payload: PersonalizePayload = {
          campaignId,
          ...(profileIds ? { profileIds } : {}),
          ...(options.context !== undefined ? { context: options.context } : {}),
          ...(options.force ? { force: true } : {}),
        };
        const started = await startPersonalization({ store, writer: providers.writer }, user.id, payload, {
          onProgress: (p) => {
            if (!io.quiet) io.stderr(`personalized ${p.done} of ${p.total} (${p.failed} failed)\n`);
          },
        });
        const result = started.queued
          ? await runPersonalizeJob(runtime, started.job, options.detach === true, io, options.json === true)
          : started.result;
        print(result && { batch: batchResultJson(result), notice: result.notice });
      });
    });
  ifVersionFlag(
    campaigns
      .command('message <id> <profile> <text>')
      .description("set one profile's message (the profile by id or @username; blank text clears it)")
      .option('--json', jsonHelp('{ profile_id, message, message_version, lint: { errors, warnings } }')),
    'message',
  )
    .addHelpText(
      'after',
      '\nExample:\n  leadgen campaigns message <campaign-id> @natgeo "Hi Nat, loved your last post!"',
    )
    .action(
      async (id: string, profile: string, text: string, options: { json?: boolean; ifVersion?: string }) => {
        const { expectedVersion } = versionCheck(options);
        await withCampaigns(io, async (backend) => {
          const campaignId = await backend.resolve(id);
          const member = await backend.member(campaignId, profile);
          const saved = await backend.saveMessage(campaignId, member.id, text, expectedVersion);
          io.stdout(options.json ? json(saved) : `Message saved for @${terminalSafe(member.username)}\n`);
          printLintWarnings(io, saved.lint);
        });
      },
    );
}
