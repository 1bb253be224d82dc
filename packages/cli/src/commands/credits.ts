import { randomUUID } from 'node:crypto';
import { findUser, grantCredits, sandboxedServices } from '@leadgen/core';
import {
  ConfigError,
  findCreditPack,
  formatCreditAmount,
  formatCredits,
  MILLICREDITS_PER_CREDIT,
  messages,
  millicreditsToCredits,
  NotFoundError,
  ValidationError,
} from '@leadgen/core/domain';
import type { Command } from 'commander';
import { localDateTime } from '../dates.js';
import { hint, type Io, json, printTable } from '../io.js';
import { CREDIT_ENTRY_SHAPE, CREDIT_PACK_SHAPE, jsonHelp, rowsOf } from '../json-shapes.js';
import { remoteApi, withBackend } from '../remote/backend.js';
import { withRuntime } from '../runtime.js';
import { actingUserOf, openSession, readConfig } from '../session.js';
import {
  type CreditEntryJson,
  type CreditsBackend,
  localCheckout,
  localCredits,
  localOffers,
  remoteCredits,
} from './credits-backend.js';
import { type PageReader, type PagingFlags, pagingOptions, printJsonPages, readPages } from './paging.js';
import { summaryOf } from './summaries.js';

/** Credits typed by a person ('5', '0.25', '1.008') in millicredits; at most 3 decimals, above 0. */
export function parseCredits(text: string): number {
  const match = /^(\d+)(?:\.(\d{1,3}))?$/.exec(text.trim());
  const millicredits = match
    ? Number(match[1]) * MILLICREDITS_PER_CREDIT + Number((match[2] ?? '').padEnd(3, '0'))
    : Number.NaN;
  if (!Number.isSafeInteger(millicredits) || millicredits <= 0) {
    throw new ValidationError(`Credits must be a number above 0 with at most 3 decimals, got "${text}"`);
  }
  return millicredits;
}

/** Runs `fn` on the ledger of the local database, or of the server in remote mode. */
const withCredits = <T>(io: Io, fn: (credits: CreditsBackend) => Promise<T>) =>
  withBackend(io, { local: localCredits, remote: remoteCredits }, fn);

/** `leadgen credits …`: the balance, its history, the packs, buying one, and manual grants. */
export function creditsCommand(program: Command, io: Io): void {
  const credits = program
    .command('credits')
    .description(summaryOf('credits'))
    .addHelpText('after', '\nExample:\n  leadgen credits balance\n  leadgen credits buy credits_20');
  credits
    .command('balance', { isDefault: true })
    .description("the acting user's balance")
    .option('--json', jsonHelp('{ credits }', 'the balance in credits'))
    .addHelpText('after', '\nExample:\n  leadgen credits balance --json')
    .action(async (options: { json?: boolean }) => {
      await withCredits(io, async (backend) => {
        const balance = await backend.balance();
        io.stdout(options.json ? json({ credits: balance }) : `${formatCreditAmount(balance)}\n`);
      });
    });
  pagingOptions(credits.command('history').description('grants and charges, newest first'), 'entries', 500)
    .option('--json', jsonHelp(rowsOf(CREDIT_ENTRY_SHAPE), 'credits signed, in credits'))
    .addHelpText(
      'after',
      '\nExample:\n  leadgen credits history --limit 10\n  leadgen credits history --all --json',
    )
    .action(async (options: PagingFlags & { json?: boolean }) => {
      await withCredits(io, async (backend) => {
        const read: PageReader<CreditEntryJson> = (page) => backend.history(page);
        if (options.json) return printJsonPages(io, options, 'entries', read, (entry) => entry);
        const { rows: entries } = await readPages(io, options, 'entries', read);
        if (entries.length === 0) return hint(io, 'No credit history yet.');
        const rows = [['DATE', 'CHANGE', 'REASON', 'REF']];
        for (const e of entries) {
          const change = formatCreditAmount(e.credits);
          rows.push([localDateTime(e.created_at, io.env), change, e.reason, e.ref]);
        }
        printTable(io, rows);
      });
    });
  credits
    .command('packs')
    .description('the credit packs on sale')
    .option('--json', jsonHelp(rowsOf(CREDIT_PACK_SHAPE), 'price_usd in US dollars'))
    .addHelpText('after', '\nExample:\n  leadgen credits packs')
    .action(async (options: { json?: boolean }) => {
      // the packs are core's: no database is opened for them here
      const remote = remoteApi(io);
      const { packs, creditsPerProfile } = remote ? await remoteCredits(remote).offers() : localOffers();
      if (options.json) return io.stdout(json(packs));
      const rows = [['PACK', 'CREDITS', 'PRICE', '']];
      for (const p of packs) {
        rows.push([p.id, String(p.credits), `$${p.price_usd}`, p.most_popular ? 'most popular' : '']);
      }
      printTable(io, rows);
      hint(io, `1 credit = $1.00; a profile costs ${formatCreditAmount(creditsPerProfile)}.`);
    });
  credits
    .command('buy <pack>')
    .description('start a checkout for a pack (credits_10, credits_20, credits_50, credits_100 or 10…100)')
    .option('--json', jsonHelp('{ id, url }'))
    .addHelpText('after', '\nExample:\n  leadgen credits buy credits_20   # then open the printed URL')
    .action(async (packName: string, options: { json?: boolean }) => {
      const pack = findCreditPack(/^\d+$/.test(packName) ? `credits_${packName}` : packName);
      const print = (checkout: { id: string; url: string }) => {
        if (options.json) return io.stdout(json({ id: checkout.id, url: checkout.url }));
        io.stdout(`Pay for ${pack.credits} credits ($${pack.priceUsd}) at:\n${checkout.url}\n`);
      };
      // remote mode: the server's checkout, whose link lives as long as the server
      const remote = remoteApi(io);
      if (remote) return print(await remoteCredits(remote).checkout(pack.id));
      // In demo mode the test checkout lives in the sandbox this command would start, which
      // stops when it exits: the link would be dead before anyone opened it.
      const config = readConfig(io);
      const appUrl = config.server.publicUrl ?? `http://127.0.0.1:${config.server.port}`;
      if (sandboxedServices(config).includes('stripe'))
        throw new ConfigError(messages.demoCheckoutCli(appUrl));
      await withRuntime(io, async (runtime) => {
        const backend = localCredits(runtime, localCheckout(runtime, runtime.providers.payments, appUrl));
        print(await backend.checkout(pack.id));
      });
    });
  credits
    .command('grant <credits>')
    .description("the operator's manual top-up of a user's credits, recorded in the ledger")
    .option('--user <email>', "the user's e-mail (default: the acting user, as other commands use)")
    .option('--reason <text>', 'why, kept in the history', 'manual')
    .option(
      '--json',
      jsonHelp('{ email, granted, credits, ref }', 'granted and the balance, credits, in credits'),
    )
    .addHelpText(
      'after',
      '\nExample:\n  leadgen credits grant 5\n  leadgen credits grant 0.25 --user ana@example.com',
    )
    .action(async (amount: string, options: { user?: string; reason: string; json?: boolean }) => {
      const millicredits = parseCredits(amount);
      const { config, store } = await openSession(io);
      try {
        // the next step every refused charge prints is `leadgen credits grant <credits>`: it
        // works as printed, for the user who was refused (issue 32)
        const user = options.user
          ? await findUser({ store }, options.user)
          : (await actingUserOf(io, store, config)).user;
        if (!user) throw new NotFoundError(`${messages.userNotFound}: ${options.user}`);
        const ref = `manual:${randomUUID()}`;
        const result = await grantCredits({ store }, user.id, { millicredits, reason: options.reason, ref });
        if (options.json) {
          io.stdout(
            json({
              email: user.email,
              granted: millicreditsToCredits(millicredits),
              credits: millicreditsToCredits(result.balance),
              ref,
            }),
          );
          return;
        }
        const balance = formatCredits(result.balance);
        io.stdout(`Granted ${formatCredits(millicredits)} to ${user.email}; balance ${balance}\n`);
      } finally {
        await store.close();
      }
    });
}
