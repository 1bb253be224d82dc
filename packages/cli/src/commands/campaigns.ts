import type { Command } from 'commander';
import type { Io } from '../io.js';
import { campaignsCreateCommand } from './campaigns-create.js';
import { campaignsMessageCommands } from './campaigns-messages.js';
import { campaignsReadCommands } from './campaigns-read.js';
import { campaignsStateCommands } from './campaigns-state.js';
import { campaignsVariantsCommands } from './campaigns-variants.js';
import { campaignsOutreachCommands } from './outreach.js';
import { summaryOf } from './summaries.js';

/**
 * `leadgen campaigns …`: create (from a list or the selector), ls, show, status, export, edit,
 * pause, resume, rm, populate, personalize and message; next, mark and undo (the send queue);
 * variants ls, add, rm and pick (issue 36).
 */
export function campaignsCommand(program: Command, io: Io): void {
  const campaigns = program
    .command('campaigns')
    .description(summaryOf('campaigns'))
    .addHelpText(
      'after',
      '\nExample:\n  leadgen campaigns create --from-list <list-id> --template "Hi {First Name}!"\n' +
        '  leadgen campaigns populate <campaign-id>\n  leadgen campaigns export <campaign-id> -o leads.csv',
    );
  campaignsReadCommands(campaigns, io);
  campaignsCreateCommand(campaigns, io);
  campaignsStateCommands(campaigns, io);
  campaignsMessageCommands(campaigns, io);
  campaignsOutreachCommands(campaigns, io);
  campaignsVariantsCommands(campaigns, io);
}
