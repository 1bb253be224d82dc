import { exportCampaignCsv, getCampaign, listCampaigns } from '@leadgen/core';
import type { Command } from 'commander';
import { type Io, json, table } from '../io.js';
import { withSession } from '../session.js';
import {
  CAMPAIGN_SHAPE,
  campaignDetailJson,
  campaignFacts,
  campaignJson,
  campaignProfileRows,
  campaignRows,
  DETAIL_SHAPE,
} from './campaigns-output.js';
import { OUTPUT_HELP, writeCsv } from './lists-output.js';

/** `leadgen campaigns ls|show|status|export`: reading campaigns. */
export function campaignsReadCommands(campaigns: Command, io: Io): void {
  campaigns
    .command('ls', { isDefault: true })
    .description('list campaigns, newest first')
    .option('--json', `print JSON: [${CAMPAIGN_SHAPE}]`)
    .addHelpText('after', '\nExample:\n  leadgen campaigns ls --json')
    .action(async (options: { json?: boolean }) => {
      await withSession(io, async ({ store, user }) => {
        const rows = await listCampaigns({ store }, user.id);
        if (options.json) return io.stdout(json(rows.map(campaignJson)));
        if (rows.length === 0) {
          io.stdout('No campaigns yet: create one with `leadgen campaigns create --from-list <list-id>`\n');
          return;
        }
        io.stdout(`${table(campaignRows(rows), io.color?.stdout)}\n`);
      });
    });
  campaigns
    .command('show <id>')
    .description('show a campaign with its profiles and their messages')
    .option('--json', `print JSON: ${DETAIL_SHAPE}`)
    .addHelpText('after', '\nExample:\n  leadgen campaigns show <campaign-id>')
    .action(async (id: string, options: { json?: boolean }) => {
      await withSession(io, async ({ store, user }) => {
        const campaign = await getCampaign({ store }, user.id, id);
        if (options.json) return io.stdout(json(campaignDetailJson(campaign)));
        io.stdout(`${table(campaignFacts(campaign))}\n\n`);
        io.stdout(
          campaign.profiles.length === 0
            ? 'This campaign has no profiles associated with it.\n'
            : `${table(campaignProfileRows(campaign), io.color?.stdout)}\n`,
        );
      });
    });
  campaigns
    .command('status <id>')
    .description("a campaign's status and progress: profiles, messages written, sent, responses")
    .option('--json', 'print JSON: { id, status, total, selected, written, sent, responses }')
    .addHelpText('after', '\nExample:\n  leadgen campaigns status <campaign-id> --json')
    .action(async (id: string, options: { json?: boolean }) => {
      await withSession(io, async ({ store, user }) => {
        const campaign = await getCampaign({ store }, user.id, id);
        const written = campaign.profiles.filter((p) => p.message !== null).length;
        const { total, selected, sent, responses } = campaign.stats;
        if (options.json) {
          io.stdout(
            json({ id: campaign.id, status: campaign.status, total, selected, written, sent, responses }),
          );
          return;
        }
        io.stdout(
          `${campaign.status}: ${selected} profiles (of ${total}), ${written} messages written, ` +
            `${sent} sent, ${responses} responses\n`,
        );
      });
    });
  campaigns
    .command('export <id>')
    .description(
      "export a campaign's profiles as CSV: the list export's columns, with their messages (formulas neutralised)",
    )
    .option('--csv', 'CSV output (the default and only format)')
    .option('-o, --output <file>', OUTPUT_HELP)
    .option('--bom', 'start with a UTF-8 byte-order mark (for spreadsheet apps)')
    .addHelpText('after', '\nExample:\n  leadgen campaigns export <campaign-id> -o spring_leads.csv')
    .action(async (id: string, options: { output?: string; bom?: boolean }) => {
      await withSession(io, async ({ store, user }) => {
        const { stream, count } = await exportCampaignCsv({ store }, user.id, id, { bom: options.bom });
        const file = await writeCsv(io, stream, options.output);
        if (file) io.stdout(`Wrote ${count} profiles to ${file}\n`);
      });
    });
}
