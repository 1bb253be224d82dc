import { resolveIdPrefix, updateCampaign } from '@leadgen/core';
import { remoteMessages, ValidationError } from '@leadgen/core/domain';
import { type CampaignJson, campaignJson, lintJson } from '@leadgen/core/wire';
import type { Command } from 'commander';
import { type Io, json } from '../io.js';
import { CAMPAIGN_SAVED_SHAPE, CAMPAIGN_SHAPE, jsonHelp } from '../json-shapes.js';
import { remoteApi } from '../remote/backend.js';
import { wholeId } from '../remote/whole-id.js';
import { withCampaigns } from './campaigns-backend.js';
import { resolveTemplate, withTemplateWriter } from './campaigns-create.js';
import { literalTemplate, type TemplateOptions, templateFlags } from './campaigns-options.js';
import { confirmDelete, yesFlag } from './confirm.js';
import { type LintJson, NO_LINT, printLintWarnings } from './lint-output.js';
import { ifVersionFlag, versionCheck } from './version-flag.js';

const CAMPAIGN_JSON = jsonHelp(CAMPAIGN_SHAPE, 'cost in credits');
interface EditOptions extends TemplateOptions {
  name?: string;
  description?: string;
  status?: string;
  sendRate?: string;
  json?: boolean;
  ifVersion?: string;
}

/** `leadgen campaigns edit|pause|resume|rm`: changing a campaign. */
export function campaignsStateCommands(campaigns: Command, io: Io): void {
  const edit = campaigns
    .command('edit <id>')
    .description('change name, description, status (any), template or send rate; only the flags given')
    .option('--name <name>', 'new name (not blank)')
    .option('--description <text>', 'new description (blank clears it)')
    .option('--status <status>', 'draft, active, paused, completed or archived')
    .option('--send-rate <n>', 'messages per hour, 1..100 (anything else becomes 10)')
    .option('--json', jsonHelp(CAMPAIGN_SAVED_SHAPE, 'cost in credits'));
  ifVersionFlag(templateFlags(edit), 'campaign')
    .addHelpText(
      'after',
      '\nExample:\n  leadgen campaigns edit <campaign-id> --status active --send-rate 25 ' +
        '--template "Hi {First Name}, love your work!"',
    )
    .action(async (id: string, options: EditOptions) => {
      const api = remoteApi(io);
      if (api) {
        // the server saves it as the edit screen's Save Changes does (core's updateCampaign)
        if (options.aiTemplate !== undefined) throw new ValidationError(remoteMessages.aiTemplateNotRemote);
        const template = await literalTemplate(io, options);
        const answer = await api.json<{ campaign: CampaignJson; message: string; lint?: LintJson }>(
          'PATCH',
          `/campaigns/${wholeId(id)}`,
          {
            body: {
              version: versionCheck(options).expectedVersion,
              name: options.name,
              description: options.description,
              status: options.status,
              messageTemplate: template,
              sendRateLimit: options.sendRate,
            },
          },
        );
        const lint = answer.lint ?? NO_LINT;
        io.stdout(options.json ? json({ ...answer.campaign, lint }) : `${answer.message}\n`);
        printLintWarnings(io, lint);
        return;
      }
      await withTemplateWriter(io, options, async (session, writer) => {
        const campaignId = await resolveIdPrefix(session, session.user.id, 'campaign', id);
        const template = await resolveTemplate(io, session, writer, options, campaignId);
        const { campaign, notice, lint } = await updateCampaign(
          { store: session.store },
          session.user.id,
          campaignId,
          {
            name: options.name,
            description: options.description,
            status: options.status,
            template,
            sendRateLimit: options.sendRate,
          },
          versionCheck(options),
        );
        io.stdout(options.json ? json({ ...campaignJson(campaign), lint: lintJson(lint) }) : `${notice}\n`);
        printLintWarnings(io, lintJson(lint));
      });
    });
  for (const [verb, status, from] of [
    ['pause', 'paused', 'active'],
    ['resume', 'active', 'paused'],
  ] as const) {
    ifVersionFlag(
      campaigns
        .command(`${verb} <id>`)
        .description(`${verb} a campaign (only ${from} campaigns)`)
        .option('--json', CAMPAIGN_JSON),
      'campaign',
    )
      .addHelpText('after', `\nExample:\n  leadgen campaigns ${verb} <campaign-id>`)
      .action(async (id: string, options: { json?: boolean; ifVersion?: string }) => {
        const { expectedVersion } = versionCheck(options);
        await withCampaigns(io, async (backend) => {
          const { campaign, notice } = await backend.setStatus(
            await backend.resolve(id),
            status,
            expectedVersion,
          );
          io.stdout(options.json ? json(campaign) : `${notice}\n`);
        });
      });
  }
  yesFlag(
    campaigns
      .command('rm <id>')
      .description('delete a campaign in any state (its profiles stay in their lists)'),
  )
    .addHelpText(
      'after',
      '\nExample:\n  leadgen campaigns rm <campaign-id>\n  leadgen campaigns rm <campaign-id> --yes   # in scripts',
    )
    .action(async (id: string, options: { yes?: boolean }) => {
      await withCampaigns(io, async (backend) => {
        const campaign = await backend.overview(await backend.resolve(id));
        const what = `the campaign "${campaign.name}" (${campaign.status}, ${campaign.profile_count} profiles and their messages)`;
        if (!(await confirmDelete(io, options.yes, what))) return;
        io.stdout(`${await backend.remove(campaign.id)}\n`);
      });
    });
}
