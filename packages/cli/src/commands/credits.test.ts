import { startSandbox } from '@leadgen/sandbox';
import { dataTestCli } from '@leadgen/test-utils/cli';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseCredits } from './credits.js';

let cli: ReturnType<typeof dataTestCli>;
beforeEach(() => {
  cli = dataTestCli();
});
afterEach(() => cli.cleanup());

describe('leadgen credits', () => {
  it('grants, shows the balance and the history', async () => {
    await cli.seed([]);
    expect((await cli.run(['credits', 'balance'])).stdout).toBe('$0.500\n');
    const grant = await cli.run(['credits', 'grant', '2.25', '--user', 'ana@example.com']);
    expect(grant).toMatchObject({ code: 0, stdout: 'Granted $2.250 to ana@example.com; balance $2.750\n' });
    const asJson = JSON.parse(
      (await cli.run(['credits', 'grant', '1', '--user', 'ana@example.com', '--json'])).stdout,
    );
    expect(asJson).toMatchObject({ email: 'ana@example.com', granted: 1, credits: 3.75 });
    expect(asJson.ref).toMatch(/^manual:/);
    expect(JSON.parse((await cli.run(['credits', 'balance', '--json'])).stdout)).toEqual({ credits: 3.75 });
    const history = JSON.parse((await cli.run(['credits', 'history', '--json'])).stdout);
    expect(history.map((e: { credits: number; reason: string }) => [e.credits, e.reason])).toEqual([
      [1, 'manual'],
      [2.25, 'manual'],
      [0.5, 'signup'],
    ]);
    const first = await cli.run(['credits', 'history', '--limit', '1']);
    expect(first.stdout).toMatch(/DATE\s+CHANGE[\s\S]*\$1\.000/);
    // a page that is not the last says so, with the cursor of the next one
    const cursor = /Showing 1 of 3 entries; the next page: --cursor (\S+)/.exec(first.stderr)?.[1];
    const second = JSON.parse(
      (await cli.run(['credits', 'history', '--limit', '1', '--cursor', `${cursor}`, '--json'])).stdout,
    );
    expect(second.map((e: { credits: number }) => e.credits)).toEqual([2.25]);
    const all = await cli.run(['credits', 'history', '--limit', '1', '--all', '--json']);
    expect(JSON.parse(all.stdout)).toHaveLength(3);
    expect(all.stderr).toBe('');
  });

  it('refuses bad amounts and unknown users', async () => {
    await cli.seed([]);
    for (const amount of ['0', '-1', '1.2345', 'ten']) {
      expect((await cli.run(['credits', 'grant', amount, '--user', 'ana@example.com'])).code).toBe(2);
    }
    const nobody = await cli.run(['credits', 'grant', '1', '--user', 'zed@example.com']);
    expect(nobody.code).toBe(3);
    expect(nobody.stderr.split('\n').filter(Boolean)).toHaveLength(1);
    // without --user: the acting user (the next step a refused charge prints works as printed)
    expect(await cli.run(['credits', 'grant', '1'])).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^Granted \$1\.000 to ana@example\.com; balance/),
    });
    expect(parseCredits('0.008')).toBe(8);
    expect(parseCredits('12.5')).toBe(12_500);
  });

  it('lists packs; a checkout is refused with the next step in demo mode and printed with Stripe keys', async () => {
    await cli.seed([]);
    const packs = JSON.parse((await cli.run(['credits', 'packs', '--json'])).stdout);
    expect(packs[1]).toEqual({ id: 'credits_20', credits: 20, price_usd: 20, most_popular: true });
    const shown = await cli.run(['credits', 'packs']);
    expect(shown.stdout).toContain('most popular');
    expect(shown.stderr).toBe('1 credit = $1.00; a profile costs $0.008.\n');
    // demo mode: the sandbox this command would start dies with it, so no dead link is printed
    const demo = await cli.run(['credits', 'buy', '20']);
    expect(demo).toMatchObject({ code: 2, stdout: '' });
    expect(demo.stderr).toContain('No STRIPE_SECRET_KEY is set (demo mode)');
    expect(demo.stderr).toContain('leadgen serve');
    const stripe = await startSandbox();
    try {
      const buy = await cli.run(['credits', 'buy', '20', '--json', '--quiet'], stripe.env());
      expect(buy.code).toBe(0);
      expect(JSON.parse(buy.stdout).url).toMatch(new RegExp(`^${stripe.url}`));
      expect((await cli.run(['credits', 'buy', 'credits_7'], stripe.env())).stderr).toBe(
        'leadgen: Invalid credit package selected\n',
      );
    } finally {
      await stripe.stop();
    }
  });
});
