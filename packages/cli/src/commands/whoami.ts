import { describeDatabase } from '@leadgen/core';
import { formatCredits, messages, planBadge, terminalSafe } from '@leadgen/core/domain';
import { userJson } from '@leadgen/core/wire';
import type { Command } from 'commander';
import { type Io, json, printFacts } from '../io.js';
import { jsonHelp, USER_SHAPE } from '../json-shapes.js';
import { actingUserOf, openSession } from '../session.js';
import { summaryOf } from './summaries.js';

/**
 * `leadgen whoami`: the acting user, their balance and plan, how they were chosen, and the
 * database and runtime in play (the acting user belongs to a database).
 */
export function whoamiCommand(program: Command, io: Io): void {
  program
    .command('whoami')
    .description(summaryOf('whoami'))
    .option(
      '--json',
      jsonHelp(
        `${USER_SHAPE.slice(0, -2)}, chosen_by, database, node_version }`,
        'credits in credits; chosen_by: LEADGEN_USER, remembered or only_user',
      ),
    )
    .addHelpText('after', '\nExample:\n  LEADGEN_USER=ana@example.com leadgen whoami --json')
    .action(async (options: { json?: boolean }) => {
      const { config, store } = await openSession(io);
      try {
        const { user, source } = await actingUserOf(io, store, config);
        const plan = planBadge(user.subscription_status);
        const database = describeDatabase(config.database);
        const nodeVersion = process.versions.node;
        if (options.json) {
          io.stdout(json({ ...userJson(user), chosen_by: source, database, node_version: nodeVersion }));
          return;
        }
        io.stdout(
          terminalSafe(
            `${user.first_name} ${user.last_name} <${user.email}>  ${formatCredits(user.credits)}  ${plan}\n`,
          ),
        );
        printFacts(io, [
          ['chosen by', messages.actingUserSource(source)],
          ['database', database],
          ['runtime', `Node.js ${nodeVersion}`],
        ]);
      } finally {
        await store.close();
      }
    });
}
