import { createApiKey, findApiKey, listApiKeys, revokeApiKey } from '@leadgen/core';
import { messages, remoteMessages, terminalSafe, ValidationError } from '@leadgen/core/domain';
import type { Command } from 'commander';
import { localDateTime } from '../dates.js';
import { hint, type Io, json, printTable } from '../io.js';
import { API_KEY_CREATED_SHAPE, API_KEY_SHAPE, jsonHelp, rowsOf } from '../json-shapes.js';
import { remoteServerOf } from '../remote/remote-server.js';
import { type Session, withSession as withDatabase } from '../session.js';
import { confirmDelete, yesFlag } from './confirm.js';
import { summaryOf } from './summaries.js';

/**
 * Runs `fn` on the local database; in remote mode refuses saying where keys are made: a key
 * must not mint or revoke keys (issue 35), so remote mode has no way to manage them.
 */
function withSession<T>(io: Io, fn: (session: Session) => Promise<T>): Promise<T> {
  const server = remoteServerOf(io);
  if (server) throw new ValidationError(remoteMessages.keysNotInRemoteMode(io.command ?? 'keys', server.url));
  return withDatabase(io, fn);
}

/**
 * `leadgen keys …` (issue 35): the acting user's API keys for the public API (/api/v1): create
 * one (shown this once), list them with their last use, revoke one.
 */
export function keysCommand(program: Command, io: Io): void {
  const keys = program
    .command('keys')
    .description(summaryOf('keys'))
    .addHelpText(
      'after',
      '\nExample:\n  leadgen keys create --name CI --scope read\n' +
        '  curl -H "Authorization: Bearer $LEADGEN_API_KEY" https://leadgen.example.com/api/v1/lists',
    );
  keys
    .command('create')
    .description('create an API key (printed this once: only its hash is kept)')
    .requiredOption('--name <name>', 'what the key is for, unique among your keys: CI, Zapier…')
    .option('--scope <scope>', 'read (GET only: cannot change anything or spend credits) or write', 'write')
    .option('--json', jsonHelp(API_KEY_CREATED_SHAPE))
    .addHelpText('after', '\nExample:\n  leadgen keys create --name "Nightly export" --scope read --json')
    .action(async (flags: { name: string; scope: string; json?: boolean }) => {
      await withSession(io, async ({ store, user }) => {
        const { key, apiKey } = await createApiKey({ store }, user.id, {
          name: flags.name,
          scope: flags.scope,
        });
        if (flags.json) return io.stdout(json({ key, api_key: apiKey }));
        io.stdout(`${key}\n`);
        io.stderr(
          `Created the ${apiKey.scope} key "${terminalSafe(apiKey.name)}" (${apiKey.prefix}). ${messages.apiKeyShownOnce}\n`,
        );
      });
    });
  keys
    .command('ls', { isDefault: true })
    .description('list your API keys: name, scope, prefix, when made and last used')
    .option('--json', jsonHelp(rowsOf(API_KEY_SHAPE)))
    .addHelpText('after', '\nExample:\n  leadgen keys ls --json')
    .action(async (flags: { json?: boolean }) => {
      await withSession(io, async ({ store, user }) => {
        const found = await listApiKeys({ store }, user.id);
        if (flags.json) return io.stdout(json(found));
        if (found.length === 0)
          return hint(io, 'No API keys yet: create one with `leadgen keys create --name <name>`');
        const when = (iso: string | null) => (iso ? localDateTime(iso, io.env) : 'never');
        const rows = [['ID', 'NAME', 'SCOPE', 'PREFIX', 'CREATED', 'LAST USED']];
        for (const key of found)
          rows.push([key.id, key.name, key.scope, key.prefix, when(key.created_at), when(key.last_used_at)]);
        printTable(io, rows);
      });
    });
  yesFlag(
    keys
      .command('rm <key>')
      .alias('revoke')
      .description('revoke an API key (by id, start of id, or prefix): it stops working'),
  )
    .addHelpText('after', '\nExample:\n  leadgen keys rm lgk_1a2B3c4D --yes')
    .action(async (given: string, flags: { yes?: boolean }) => {
      await withSession(io, async ({ store, user }) => {
        const key = await findApiKey({ store }, user.id, given);
        const what = `the API key "${key.name}" (${key.prefix})`;
        if (!(await confirmDelete(io, flags.yes, what, ['Programs using it get 401 from now on.']))) return;
        const revoked = await revokeApiKey({ store }, user.id, key.id);
        io.stdout(`${terminalSafe(messages.apiKeyRevoked(revoked.name))}\n`);
      });
    });
}
