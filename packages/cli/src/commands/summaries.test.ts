import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import type { Io } from '../io.js';
import { buildProgram, runCli } from '../program.js';
import { COMMAND_SUMMARIES, commandName } from './summaries.js';

const quietIo = (): Io => ({ env: {}, stdout: () => {}, stderr: () => {}, readStdin: async () => '' });

/** What `output` receives while `run` goes. */
async function captured(run: (io: Io) => Promise<unknown>): Promise<string> {
  let out = '';
  await run({ ...quietIo(), stdout: (text) => (out += text), stderr: (text) => (out += text) });
  return out;
}

describe('the summaries of the top-level commands', () => {
  it('names every command the modules set up, with the usage and summary they have', async () => {
    const program = await buildProgram(quietIo());
    const help = program.createHelp();
    const commands = program.commands.filter((command: Command) => command.name() !== 'help');
    expect(commands.map((command) => command.name())).toEqual(
      COMMAND_SUMMARIES.map(({ usage }) => commandName(usage)),
    );
    for (const command of commands) {
      const entry = COMMAND_SUMMARIES.find(({ usage }) => commandName(usage) === command.name());
      expect(help.subcommandTerm(command)).toBe(entry?.usage);
      expect(command.description()).toBe(entry?.summary);
    }
  });

  it('gives the root help from the summaries exactly as the whole program gives it', async () => {
    const fromSummaries = await captured((io) => runCli(['--help'], io));
    const whole = await captured(async (io) => {
      const program = await buildProgram(io);
      program.outputHelp();
    });
    expect(fromSummaries).toContain('  lists                    ');
    expect(fromSummaries).toBe(whole);
  });

  it('suggests the command a mistyped name meant', async () => {
    const out = await captured((io) => runCli(['lsts'], io));
    expect(out).toMatch(/^leadgen: unknown command 'lsts'\n\(Did you mean lists\?\)/);
  });

  it('refuses a mistyped subcommand of a group with a default one, naming it, not the default', async () => {
    expect(await captured((io) => runCli(['lists', 'sho', 'abc'], io))).toMatch(
      /^leadgen: unknown command 'lists sho' \(did you mean 'lists show'\?\)\n/,
    );
    expect(await captured((io) => runCli(['keys', 'revok', 'abc'], io))).toMatch(
      /^leadgen: unknown command 'keys revok' \(did you mean 'keys revoke'\?\)\n/,
    );
  });
});
