import {
  DEFAULT_DAILY_CAP,
  DEFAULT_WARMUP,
  MAX_DAILY_CAP,
  MAX_WARMUP_DAYS,
  MIN_WARMUP_DAYS,
  messages,
  terminalSafe,
} from '@leadgen/core/domain';
import type { Command } from 'commander';
import { hint, type Io, json, printFacts } from '../io.js';
import { BLOCK_SHAPE, jsonHelp, PACE_SHAPE } from '../json-shapes.js';
import { type PaceJson, withOutreach } from './outreach-backend.js';
import { summaryOf } from './summaries.js';

interface PaceOptions {
  dailyCap?: string;
  hours?: string;
  timeZone?: string;
  warmup?: string;
  warmupStart?: string;
  warmupDays?: string;
  json?: boolean;
}

/** The settings and the line saying what limits sending now. */
function printPace(io: Io, pace: PaceJson): void {
  const facts = [
    ['Daily cap', `${pace.daily_cap} new conversations`],
    ['Working hours', pace.working_hours ?? 'any hour'],
    ['Time zone', pace.time_zone],
    [
      'Warm-up',
      pace.warmup
        ? `on: ${pace.warmup_start} a day on day 1, the daily cap from day ${pace.warmup_days}`
        : 'off',
    ],
  ];
  if (pace.blocked)
    facts.push([
      'Blocked',
      `reported ${pace.blocked.reported_at}${pace.blocked.note ? ` (${terminalSafe(pace.blocked.note)})` : ''}`,
    ]);
  facts.push(['Now', pace.health.line]);
  printFacts(io, facts);
}

/**
 * `leadgen pace`: the send pace and the account's health (issue 36), and `leadgen pace blocked`:
 * "Instagram blocked me", which pauses the queue for 24 hours then halves the cap for a day.
 */
export function paceCommand(program: Command, io: Io): void {
  const pace = program
    .command('pace')
    .description(summaryOf('pace'))
    .option(
      '--daily-cap <n>',
      `new conversations a day, across all campaigns (1..${MAX_DAILY_CAP}; default ${DEFAULT_DAILY_CAP})`,
    )
    .option('--hours <HH:MM-HH:MM>', 'working hours, e.g. 09:00-17:30 ("" for any hour)')
    .option('--time-zone <zone>', 'the time zone days and hours are counted in, e.g. Europe/Lisbon')
    .option(
      '--warmup <on|off>',
      'the warm-up ramp for a new sender (default on; off if you already send by hand)',
    )
    .option(
      '--warmup-start <n>',
      `new conversations on day 1 of the warm-up (default ${DEFAULT_WARMUP.start})`,
    )
    .option(
      '--warmup-days <n>',
      `the day the warm-up reaches the daily cap (${MIN_WARMUP_DAYS}..${MAX_WARMUP_DAYS}; default ${DEFAULT_WARMUP.days})`,
    )
    .option('--json', jsonHelp(PACE_SHAPE, 'working_hours: HH:MM-HH:MM, or null for any hour'))
    .addHelpText(
      'after',
      '\nThe daily cap holds over the calendar day and over any 24 hours; "Now" names the limit that\n' +
        'holds sending now (the lowest wins).\n' +
        '\nExample:\n  leadgen pace --daily-cap 12 --hours 09:00-17:30 --time-zone Europe/Lisbon\n' +
        '  leadgen pace --warmup off\n  leadgen pace blocked --note "action blocked after the 4th DM"',
    )
    .action(async (options: PaceOptions) => {
      await withOutreach(io, async (outreach) => {
        const change = {
          dailyCap: options.dailyCap,
          workingHours: options.hours,
          timeZone: options.timeZone,
          warmup: options.warmup,
          warmupStart: options.warmupStart,
          warmupDays: options.warmupDays,
        };
        const changed = Object.values(change).some((value) => value !== undefined);
        const settings = await outreach.pace(changed ? change : null);
        if (options.json) return io.stdout(json(settings));
        printPace(io, settings);
      });
    });
  pace
    .command('blocked')
    .description('Instagram blocked you: pause sending for 24 hours, then half the daily cap for a day')
    .option('--note <text>', 'what happened, for your records')
    .option('--undo', 'undo the latest report (a mistake): your usual pace applies again')
    .option('--json', jsonHelp(BLOCK_SHAPE))
    .addHelpText(
      'after',
      '\nExample:\n  leadgen pace blocked --note "action blocked"\n  leadgen pace blocked --undo',
    )
    .action(async (options: { note?: string; undo?: boolean; json?: boolean }, command: Command) => {
      // `pace` has a --json of its own, which commander gives it wherever it is typed
      const asJson = options.json === true || command.parent?.opts().json === true;
      await withOutreach(io, async (outreach) => {
        if (options.undo) {
          const notice = await outreach.liftBlock();
          return asJson ? io.stdout(json({ message: notice })) : io.stdout(`${notice}\n`);
        }
        const reported = await outreach.reportBlock(options.note);
        if (asJson) {
          io.stdout(json(reported));
          return hint(io, reported.message);
        }
        io.stdout(`${reported.message}\n`);
        hint(io, messages.blockUndoCli);
      });
    });
}
