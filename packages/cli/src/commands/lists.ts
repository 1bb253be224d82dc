import { listLists } from '@leadgen/core';
import { displayListName, formatCredits } from '@leadgen/core/domain';
import type { Command } from 'commander';
import { type Io, json, table } from '../io.js';
import { withSession } from '../session.js';

/** `leadgen lists …`: the acting user's lists. */
export function listsCommand(program: Command, io: Io): void {
  const lists = program.command('lists').description("the acting user's lists of profiles");
  lists
    .command('ls', { isDefault: true })
    .description('list them, newest first')
    .option(
      '--json',
      'print JSON: [{ id, name, status, searchType, targets, profilesFound, cost, createdAt }]',
    )
    .addHelpText('after', '\nExample:\n  leadgen lists ls --json')
    .action(async (options: { json?: boolean }) => {
      await withSession(io, async ({ store, user }) => {
        const rows = await listLists({ store }, user.id);
        if (options.json) {
          io.stdout(
            json(
              rows.map((list) => ({
                id: list.id,
                name: list.name,
                status: list.status,
                searchType: list.search_type,
                targets: list.target_accounts,
                profilesFound: list.profiles_found,
                cost: list.cost / 1000,
                createdAt: list.created_at,
              })),
            ),
          );
          return;
        }
        if (rows.length === 0) {
          io.stdout('No lists yet: start one with `leadgen discover --target <username>`\n');
          return;
        }
        const lines = [['ID', 'NAME', 'STATUS', 'PROFILES', 'COST', 'CREATED']];
        for (const list of rows) {
          lines.push([
            list.id,
            displayListName(list.name),
            list.status,
            String(list.profiles_found),
            formatCredits(list.cost),
            list.created_at.slice(0, 10),
          ]);
        }
        io.stdout(`${table(lines)}\n`);
      });
    });
}
