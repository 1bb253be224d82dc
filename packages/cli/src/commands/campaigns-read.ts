import { messages } from '@leadgen/core/domain';
import type { Command } from 'commander';
import { hint, type Io, json, printFacts, printTable } from '../io.js';
import {
  CAMPAIGN_DETAIL_SHAPE,
  CAMPAIGN_SHAPE,
  CAMPAIGN_STATUS_SHAPE,
  jsonHelp,
  rowsOf,
} from '../json-shapes.js';
import { withCampaigns } from './campaigns-backend.js';
import { campaignDetailJson, campaignFacts, campaignProfileRows, campaignRows } from './campaigns-output.js';
import { OUTPUT_HELP, writeCsv } from './lists-output.js';
import { type PagingFlags, pagingOptions, readPages } from './paging.js';

/** `leadgen campaigns ls|show|status|export`: reading campaigns. */
export function campaignsReadCommands(campaigns: Command, io: Io): void {
  campaigns
    .command('ls', { isDefault: true })
    .description('list campaigns, newest first')
    .option('--all', 'every campaign (the default: campaigns are not paged)')
    .option('--json', jsonHelp(rowsOf(CAMPAIGN_SHAPE), 'cost in credits'))
    .addHelpText('after', '\nExample:\n  leadgen campaigns ls --json')
    .action(async (options: { json?: boolean }) => {
      await withCampaigns(io, async (backend) => {
        const rows = await backend.list();
        if (options.json) return io.stdout(json(rows));
        if (rows.length === 0) {
          return hint(
            io,
            'No campaigns yet: create one with `leadgen campaigns create --from-list <list-id> --all`',
          );
        }
        printTable(io, campaignRows(rows, io.env));
      });
    });
  pagingOptions(
    campaigns
      .command('show <id>')
      .description('show a campaign with a page of its profiles and their messages'),
    'profiles',
    1000,
  )
    .option('--search <text>', 'only profiles whose username, full name or message contains this text')
    .option(
      '--json',
      jsonHelp(CAMPAIGN_DETAIL_SHAPE, 'profiles: one page, or every one with --all; the next page on stderr'),
    )
    .addHelpText(
      'after',
      '\nExample:\n  leadgen campaigns show <campaign-id>\n  leadgen campaigns show <campaign-id> --search coach --all --json',
    )
    .action(async (id: string, options: PagingFlags & { search?: string; json?: boolean }) => {
      await withCampaigns(io, async (backend) => {
        const campaign = await backend.overview(await backend.resolve(id));
        const page = await readPages(io, options, 'profiles', (paging) =>
          backend.profiles(campaign.id, { search: options.search, ...paging }),
        );
        if (options.json) return io.stdout(json(campaignDetailJson(campaign, page.rows)));
        printFacts(io, campaignFacts(campaign));
        io.stdout('\n');
        if (page.rows.length > 0) printTable(io, campaignProfileRows(page.rows));
        else if (campaign.stats.selected === 0) hint(io, messages.campaignHasNoProfiles);
        else hint(io, 'No profiles match your search');
      });
    });
  campaigns
    .command('status <id>')
    .description("a campaign's status and progress: profiles, messages written, sent, responses")
    .option('--json', jsonHelp(CAMPAIGN_STATUS_SHAPE))
    .addHelpText('after', '\nExample:\n  leadgen campaigns status <campaign-id> --json')
    .action(async (id: string, options: { json?: boolean }) => {
      await withCampaigns(io, async (backend) => {
        const campaign = await backend.overview(await backend.resolve(id));
        const written = campaign.messages_written;
        const { total, selected, sent, responses } = campaign.stats;
        if (options.json) {
          io.stdout(
            json({
              id: campaign.id,
              status: campaign.status,
              total_profiles: total,
              profile_count: selected,
              messages_written: written,
              messages_sent: sent,
              responses_received: responses,
            }),
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
      await withCampaigns(io, async (backend) => {
        const { stream, count } = await backend.exportCsv(await backend.resolve(id), options.bom === true);
        const file = await writeCsv(io, stream, options.output);
        if (file) io.stdout(`Wrote ${await count} profiles to ${file}\n`);
      });
    });
}
