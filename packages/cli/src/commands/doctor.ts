import {
  type ActingUserSource,
  type Config,
  checkDatabase,
  checkRuntime,
  checkServices,
  demoNotice,
  describeDatabase,
  type InstallationCheck,
} from '@leadgen/core';
import { LeadgenError, messages, ProviderError } from '@leadgen/core/domain';
import type { Command } from 'commander';
import { type Io, json, printTable } from '../io.js';
import { actingUserOf, openConfiguredStore, readConfig } from '../session.js';
import { summaryOf } from './summaries.js';

type UserFound = { email: string; chosen_by: ActingUserSource } | null;

/**
 * `leadgen doctor`: checks the runtime (Node.js 24 or newer), the database (it opens, its schema
 * is this release's) and the acting user, then each configured provider key with one harmless
 * call (nothing is created, migrated, run, generated or charged). Every problem comes with its
 * fix; exits 1 when the runtime, database or user is wrong, else 5 (provider error) when a
 * configured service fails.
 */
export function doctorCommand(program: Command, io: Io): void {
  program
    .command('doctor')
    .description(summaryOf('doctor'))
    .option(
      '--json',
      'print JSON: { mode, node_version, database, user: { email, chosen_by } | null, checks: [{ check, status: ok|failed|skipped, detail, fix }], services: [{ service, status: ok|failed|demo, detail }] }',
    )
    .addHelpText('after', '\nExample:\n  APIFY_TOKEN=… GEMINI_API_KEY=… STRIPE_SECRET_KEY=… … leadgen doctor')
    .action(async (options: { json?: boolean }) => {
      const config = readConfig(io);
      const runtime = checkRuntime(process.versions.node);
      const database = await checkDatabase(config.database);
      const { check: user, found } = await checkUser(io, config, database.status === 'ok');
      const checks: InstallationCheck[] = [runtime, withoutVersion(database), user];
      const services = await checkServices(config);
      if (options.json) {
        io.stdout(
          json({
            mode: config.mode,
            node_version: process.versions.node,
            database: describeDatabase(config.database),
            user: found,
            checks,
            services,
          }),
        );
      } else {
        io.stdout(`mode: ${config.mode}\n`);
        printTable(io, [
          ['CHECK', 'STATUS', 'DETAIL'],
          ...checks.map((report) => [report.check, report.status, report.detail]),
          ...services.map((report) => [report.service, report.status, report.detail]),
        ]);
        for (const report of checks) if (report.fix) io.stderr(`${report.check}: ${report.fix}\n`);
        const demo = demoNotice(
          services.filter((report) => report.status === 'demo').map((report) => report.service),
        );
        if (demo && !io.quiet) io.stderr(`${demo}\n`);
      }
      const wrong = checks.filter((report) => report.status === 'failed').map((report) => report.check);
      if (wrong.length > 0) throw new LeadgenError('INTERNAL', messages.doctorFoundProblems(wrong));
      const failed = services.filter((report) => report.status === 'failed').map((report) => report.service);
      if (failed.length > 0) {
        throw new ProviderError('PROVIDER_ERROR', `The check of ${failed.join(', ')} failed: see above`);
      }
    });
}

const withoutVersion = ({ version: _version, ...check }: InstallationCheck & { version: number | null }) =>
  check;

/** The acting user, as every other command would choose it; skipped while the database is wrong. */
async function checkUser(
  io: Io,
  config: Config,
  databaseOk: boolean,
): Promise<{ check: InstallationCheck; found: UserFound }> {
  if (!databaseOk) {
    return {
      check: { check: 'user', status: 'skipped', detail: messages.userCheckSkipped, fix: null },
      found: null,
    };
  }
  // the schema is current, so opening migrates nothing
  const store = await openConfiguredStore(config);
  try {
    const { user, source } = await actingUserOf(io, store, config);
    const detail = `${user.email}: ${messages.actingUserSource(source)}`;
    return {
      check: { check: 'user', status: 'ok', detail, fix: null },
      found: { email: user.email, chosen_by: source },
    };
  } catch (error) {
    if (!(error instanceof LeadgenError)) throw error;
    return {
      check: { check: 'user', status: 'failed', detail: error.message, fix: messages.actingUserFix },
      found: null,
    };
  } finally {
    await store.close();
  }
}
