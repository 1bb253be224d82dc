import { join } from 'node:path';
import { openStore } from '@leadgen/core/store';
import { testCli } from '@leadgen/test-utils/cli';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

let cli: ReturnType<typeof testCli>;
beforeEach(() => {
  cli = testCli();
});
afterEach(() => cli.cleanup());

describe('leadgen worker --concurrency', () => {
  it('documents the flag and its default', async () => {
    const help = await cli.leadgen(['worker', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('--concurrency <n>');
    expect(help.stdout).toContain('how many jobs run at once (default: 4; at most 2 per user)');
  });

  it('refuses a concurrency that is not a whole number of at least 1, before starting', async () => {
    for (const value of ['0', '-1', '2.5', 'many']) {
      const run = await cli.leadgen(['worker', '--concurrency', value]);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(
        `leadgen: option '--concurrency <n>' argument '${value}' is invalid. Expected a whole number of at least 1.`,
      );
      expect(run.stderr).not.toContain('Worker started');
    }
  });

  it('runs jobs with the concurrency given, then stops on SIGTERM', async () => {
    await cli.init();
    const queued = await cli.leadgen(['discover', '-t', 'natgeo', '--max', '8', '--detach', '--json']);
    expect(queued.code).toBe(0);
    const { id: jobId } = JSON.parse(queued.stdout) as { id: string };
    cli.hooks.stderr = (line) => {
      if (line.startsWith(`Job ${jobId} (discover) completed`)) cli.signals.emit('SIGTERM');
    };
    const stopped = await cli.leadgen(['worker', '--poll', '20', '--concurrency', '3']);
    expect(stopped.code).toBe(0);
    expect(stopped.stderr).toContain('Worker stopped after 1 job\n');
  });
});

describe('leadgen worker and password reset mail', () => {
  it('sends the reset mails a server elsewhere queued, and drops those of unknown e-mails', async () => {
    await cli.init();
    // what POST /api/auth/forgot-password on another process leaves behind
    const store = await openStore({ database: { kind: 'sqlite', path: join(cli.dir, 'leadgen.db') } });
    const resetUrl = 'https://leadgen.example.com/reset-password';
    try {
      await store.resetMailQueue.add({ email: 'nobody@example.com', resetUrl });
      await store.resetMailQueue.add({ email: 'ana@example.com', resetUrl });
      cli.hooks.stderr = (line) => {
        if (line.startsWith('mail to ana@example.com')) cli.signals.emit('SIGTERM');
      };
      const stopped = await cli.leadgen(['worker', '--poll', '20']);
      expect(stopped.code).toBe(0);
      // no SMTP here: the mail is kept in the outbox and its link logged
      expect(stopped.stderr).toMatch(
        /mail to ana@example\.com: "Reset your Leadgen password" https:\/\/leadgen\.example\.com\/reset-password#access_token=[\w-]{43}&type=recovery \(kept in the outbox\)/,
      );
      expect(stopped.stderr).not.toContain('nobody@example.com');
      expect((await store.outbox.list()).map((mail) => mail.to_address)).toEqual(['ana@example.com']);
      expect(await store.resetMailQueue.count()).toBe(0);
    } finally {
      await store.close();
    }
  });
});
