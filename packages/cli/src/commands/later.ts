import { LeadgenError } from '@leadgen/core/domain';
import type { Command } from 'commander';

/** `leadgen tui`: named now so scripts and help know it; it arrives later. */
export function laterCommands(program: Command): void {
  const unavailable = (what: string) => () => {
    throw new LeadgenError('INTERNAL', `${what} is not available in this version of Leadgen yet`);
  };
  program
    .command('tui')
    .description('the terminal UI (coming in a later version)')
    .addHelpText('after', '\nExample:\n  leadgen tui')
    .action(unavailable('The terminal UI'));
}
