import { describeDatabase } from '@leadgen/core';
import { formatCreditAmount, messages, planBadge, remoteMessages, terminalSafe } from '@leadgen/core/domain';
import { type UserJson, userJson } from '@leadgen/core/wire';
import type { Command } from 'commander';
import { type Io, json, printFacts } from '../io.js';
import { jsonHelp, USER_SHAPE } from '../json-shapes.js';
import { remoteApi } from '../remote/backend.js';
import { actingUserOf, openSession } from '../session.js';
import { summaryOf } from './summaries.js';

/**
 * `leadgen whoami`: the acting user, their balance and plan, how they were chosen, and the
 * database and runtime in play (the acting user belongs to a database); in remote mode the
 * server and the user its API key belongs to.
 */
export function whoamiCommand(program: Command, io: Io): void {
  program
    .command('whoami')
    .description(summaryOf('whoami'))
    .option(
      '--json',
      jsonHelp(
        `${USER_SHAPE.slice(0, -2)}, chosen_by, database, node_version }`,
        'credits in credits; chosen_by: LEADGEN_USER, remembered, only_user or api_key; server instead of database in remote mode',
      ),
    )
    .addHelpText('after', '\nExample:\n  LEADGEN_USER=ana@example.com leadgen whoami --json')
    .action(async (options: { json?: boolean }) => {
      const nodeVersion = process.versions.node;
      const api = remoteApi(io);
      if (api) {
        const { user } = await api.json<{ user: UserJson }>('GET', '/users/me');
        if (options.json)
          return io.stdout(
            json({ ...user, chosen_by: 'api_key', server: api.server.url, node_version: nodeVersion }),
          );
        printUser(io, user);
        return printFacts(io, [
          ['chosen by', remoteMessages.chosenByApiKey],
          ['server', api.server.url],
          ['runtime', `Node.js ${nodeVersion}`],
        ]);
      }
      const { config, store } = await openSession(io);
      try {
        const { user, source } = await actingUserOf(io, store, config);
        const database = describeDatabase(config.database);
        if (options.json) {
          io.stdout(json({ ...userJson(user), chosen_by: source, database, node_version: nodeVersion }));
          return;
        }
        printUser(io, userJson(user));
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

/** 'Ana Perez <ana@example.com>  $0.500  Free' */
function printUser(io: Io, user: UserJson): void {
  const plan = planBadge(user.subscription_status);
  io.stdout(
    terminalSafe(
      `${user.first_name} ${user.last_name} <${user.email}>  ${formatCreditAmount(user.credits)}  ${plan}\n`,
    ),
  );
}
