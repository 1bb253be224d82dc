import { messages, terminalSafe, ValidationError } from '@leadgen/core/domain';
import type { Command } from 'commander';
import { hint, type Io, json, printTable } from '../io.js';
import { jsonHelp, VARIANTS_SHAPE } from '../json-shapes.js';
import { type CampaignVariantsJson, withVariants } from './campaigns-variants-backend.js';
import { confirmDelete, yesFlag } from './confirm.js';
import { printLintWarnings } from './lint-output.js';

const percent = (value: number | null) => (value === null ? '-' : `${value}%`);

/** The variants table: label, sent, replied, rate, 95% interval, and whether removed or the winner. */
function variantRows(result: CampaignVariantsJson): string[][] {
  return [
    ['Variant', 'Sent', 'Replied', 'Rate', '95% interval', 'Message'],
    ...result.variants.map((v) => [
      messages.variantName(v),
      String(v.sent),
      String(v.replied),
      percent(v.reply_rate),
      v.interval ? `${v.interval.low}–${v.interval.high}%` : '-',
      v.message_template,
    ]),
  ];
}

/** Asks before a pick (final): yes with --yes; else on a terminal; else refused naming --yes. */
async function confirmPick(io: Io, yes: boolean | undefined, label: string): Promise<boolean> {
  if (yes) return true;
  if (!io.prompt) throw new ValidationError(messages.variantPickNeedsYes(label));
  const answer = await io.prompt(`${messages.variantPickQuestion(label)} [y/N] `);
  if (/^y(es)?$/i.test(answer.trim())) return true;
  hint(io, messages.variantPickCanceled);
  return false;
}

/**
 * `leadgen campaigns variants ls|add|rm|pick <campaign>`: message variants tested by reply rate
 * (issue 36). Variant A is the campaign's template; the winner is suggested only at 150 sends
 * per variant and a significant difference, and a pick is final.
 */
export function campaignsVariantsCommands(campaigns: Command, io: Io): void {
  const variants = campaigns
    .command('variants')
    .description("message variants tested by reply rate: A is the campaign's template, B… its variants")
    .addHelpText(
      'after',
      '\nExample:\n  leadgen campaigns variants add <campaign-id> --template "Hey {First Name}, quick question"\n' +
        '  leadgen campaigns variants ls <campaign-id>\n  leadgen campaigns variants pick <campaign-id> B',
    );
  variants
    .command('ls <campaign>')
    .description('each variant: sent, replied, reply rate with its 95% interval; and the suggested winner')
    .option('--json', jsonHelp(VARIANTS_SHAPE, 'reply_rate and interval in percent'))
    .addHelpText('after', '\nExample:\n  leadgen campaigns variants ls <campaign-id>')
    .action(async (id: string, options: { json?: boolean }) => {
      await withVariants(io, async (backend) => {
        const result = await backend.list(await backend.resolve(id));
        if (options.json) {
          io.stdout(json(result));
          return;
        }
        printTable(io, variantRows(result));
        hint(
          io,
          messages.variantSuggestionLine(result.winner, result.suggested_winner, result.suggestion_reason),
        );
      });
    });
  variants
    .command('add <campaign>')
    .description('add the next variant (without --template: a copy of A to edit)')
    .option('--template <text>', "the variant's message, with {Full Name}, {First Name}, {Username}")
    .addHelpText(
      'after',
      '\nExample:\n  leadgen campaigns variants add <campaign-id> --template "Hey {First Name}, quick question"',
    )
    .option('--json', jsonHelp('{ variant, message, lint: { errors, warnings } }', 'warnings also on stderr'))
    .action(async (id: string, options: { template?: string; json?: boolean }) => {
      await withVariants(io, async (backend) => {
        const { variant, notice, lint } = await backend.add(await backend.resolve(id), options.template);
        printLintWarnings(io, lint);
        if (options.json) io.stdout(json({ variant, message: notice, lint }));
        else io.stdout(`${notice}: ${terminalSafe(variant.message_template)}\n`);
      });
    });
  yesFlag(
    variants
      .command('rm <campaign> <label>')
      .description('remove a variant (B…): its queued leads get another, its sent ones keep their stats')
      .addHelpText('after', '\nExample:\n  leadgen campaigns variants rm <campaign-id> C --yes'),
  ).action(async (id: string, label: string, options: { yes?: boolean }) => {
    await withVariants(io, async (backend) => {
      const campaignId = await backend.resolve(id);
      if (!(await confirmDelete(io, options.yes, `variant ${label.toUpperCase()}`))) return;
      io.stdout(`${(await backend.remove(campaignId, label)).notice}\n`);
    });
  });
  variants
    .command('pick <campaign> <label>')
    .description('pick the winner (final): the rest of the campaign is sent with it')
    .option('-y, --yes', 'pick without asking (needed when not on a terminal)')
    .addHelpText('after', '\nExample:\n  leadgen campaigns variants pick <campaign-id> B')
    .option('--json', jsonHelp('{ moved, message, warning }'))
    .action(async (id: string, label: string, options: { yes?: boolean; json?: boolean }) => {
      await withVariants(io, async (backend) => {
        const campaignId = await backend.resolve(id);
        if (!(await confirmPick(io, options.yes, label.toUpperCase()))) return;
        const { moved, notice, warning } = await backend.pick(campaignId, label);
        if (options.json) {
          io.stdout(json({ moved, message: notice, warning }));
          return;
        }
        if (warning) hint(io, warning);
        io.stdout(`${notice}\n`);
      });
    });
}
