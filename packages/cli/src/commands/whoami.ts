import { formatCredits, planBadge, terminalSafe } from '@leadgen/core/domain';
import { userJson } from '@leadgen/core/wire';
import type { Command } from 'commander';
import { type Io, json } from '../io.js';
import { jsonHelp, USER_SHAPE } from '../json-shapes.js';
import { withSession } from '../session.js';

/** `leadgen whoami`: the acting user, their balance and plan. */
export function whoamiCommand(program: Command, io: Io): void {
  program
    .command('whoami')
    .description('show the acting user, their credits and plan')
    .option('--json', jsonHelp(USER_SHAPE, 'credits in credits'))
    .addHelpText('after', '\nExample:\n  LEADGEN_USER=ana@example.com leadgen whoami --json')
    .action(async (options: { json?: boolean }) => {
      await withSession(io, async ({ user }) => {
        const plan = planBadge(user.subscription_status);
        if (options.json) {
          io.stdout(json(userJson(user)));
        } else {
          io.stdout(
            terminalSafe(
              `${user.first_name} ${user.last_name} <${user.email}>  ${formatCredits(user.credits)}  ${plan}\n`,
            ),
          );
        }
      });
    });
}
