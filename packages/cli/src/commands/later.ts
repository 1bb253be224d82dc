import { LeadgenError } from '@leadgen/core/domain';
import type { Command } from 'commander';

/** `leadgen tui` and `leadgen serve`: named now so scripts and help know them; they arrive later. */
export function laterCommands(program: Command): void {
  const unavailable = (what: string) => () => {
    throw new LeadgenError('INTERNAL', `${what} is not available in this version of Leadgen yet`);
  };
  program
    .command('tui')
    .description('the terminal UI (coming in a later version)')
    .addHelpText('after', '\nExample:\n  leadgen tui')
    .action(unavailable('The terminal UI'));
  program
    .command('serve')
    .description('the web app and API server (coming in a later version)')
    .addHelpText('after', '\nExample:\n  leadgen serve --port 8787')
    .action(unavailable('The server'));
}
