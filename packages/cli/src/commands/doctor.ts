import { checkServices, demoNotice } from '@leadgen/core';
import { ProviderError } from '@leadgen/core/domain';
import type { Command } from 'commander';
import { type Io, json, printTable } from '../io.js';
import { readConfig } from '../session.js';

/**
 * `leadgen doctor`: checks each configured provider key with one harmless call (nothing is run,
 * generated or charged) and prints what works; exits 5 (provider error) when a configured service fails.
 */
export function doctorCommand(program: Command, io: Io): void {
  program
    .command('doctor')
    .description('check each configured key (Apify, Gemini, Stripe) with a harmless call')
    .option('--json', 'print JSON: { mode, services: [{ service, status: ok|failed|demo, detail }] }')
    .addHelpText('after', '\nExample:\n  APIFY_TOKEN=… GEMINI_API_KEY=… STRIPE_SECRET_KEY=… … leadgen doctor')
    .action(async (options: { json?: boolean }) => {
      const config = readConfig(io);
      const services = await checkServices(config);
      if (options.json) io.stdout(json({ mode: config.mode, services }));
      else {
        io.stdout(`mode: ${config.mode}\n`);
        const rows = services.map((report) => [report.service, report.status, report.detail]);
        printTable(io, [['SERVICE', 'STATUS', 'DETAIL'], ...rows]);
        const demo = demoNotice(
          services.filter((report) => report.status === 'demo').map((report) => report.service),
        );
        if (demo && !io.quiet) io.stderr(`${demo}\n`);
      }
      const failed = services.filter((report) => report.status === 'failed').map((report) => report.service);
      if (failed.length > 0) {
        throw new ProviderError('PROVIDER_ERROR', `The check of ${failed.join(', ')} failed: see above`);
      }
    });
}
