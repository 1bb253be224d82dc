// `leadgen pace` with the safe-volume guard (issue 36): the settings with the warm-up and the
// line naming what limits sending now, the warm-up options, and `leadgen pace blocked` with
// its undo, the queue agreeing.

import { dataTestCli } from '@leadgen/test-utils/cli';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

let cli: ReturnType<typeof dataTestCli>;
beforeEach(() => {
  cli = dataTestCli();
});
afterEach(() => cli.cleanup());

describe('leadgen pace', () => {
  it('shows the warm-up and the health line, and turns the warm-up off', async () => {
    await cli.seed([{ username: 'ana.coach', full_name: 'Ana', followers_count: 10 }]);
    const shown = await cli.run(['pace']);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toMatch(/Warm-up\s+on: 10 a day on day 1, the daily cap from day 14\n/);
    expect(shown.stdout).toMatch(/Now\s+Warm-up day 1 of 14: 10 new conversations today, 10 left\n/);

    const off = await cli.run(['pace', '--warmup', 'off', '--warmup-days', '21', '--json']);
    expect(JSON.parse(off.stdout)).toMatchObject({
      warmup: false,
      warmup_start: 10,
      warmup_days: 21,
      health: {
        factor: 'daily',
        line: 'Daily limit: 15 new conversations today, 15 left',
        limit: 15,
        left: 15,
      },
      blocked: null,
    });
    const bad = await cli.run(['pace', '--warmup', 'maybe']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("Warm-up is on or off (not 'maybe')");
  });

  it('reports a block, holds the queue, and undoes it', async () => {
    const { listId } = await cli.seed([{ username: 'ana.coach', full_name: 'Ana', followers_count: 10 }]);
    const made = await cli.run([
      'campaigns',
      'create',
      '--from-list',
      listId,
      '--all',
      '--template',
      'Hi',
      '--json',
    ]);
    const { id } = JSON.parse(made.stdout) as { id: string };
    await cli.run(['campaigns', 'edit', id, '--status', 'active']);

    const reported = await cli.run(['pace', 'blocked', '--note', 'action blocked \u001b[31m']);
    expect(reported.code).toBe(0);
    expect(reported.stdout).toMatch(
      /^Block reported: sending is paused until \w{3} \d\d:\d\d, then at half your limit for a day\n$/,
    );
    expect(reported.stderr).toContain('leadgen pace blocked --undo');
    const shown = await cli.run(['pace']);
    expect(shown.stdout).toMatch(/Now\s+Paused after a block until \w{3} \d\d:\d\d\n/);
    // the note is the user's text: printed without its control characters
    expect(shown.stdout).not.toContain('\u001b');
    const next = await cli.run(['campaigns', 'next', id]);
    expect(next.stdout).toMatch(
      /Send\s+Paused after you reported a block: the next message can go at \w{3} \d\d:\d\d\n/,
    );
    expect(next.stdout).toMatch(/Pace\s+Paused after a block until/);
    const refused = await cli.run(['campaigns', 'mark', id, 'ana.coach', 'sent']);
    expect(refused.code).toBe(6);

    expect((await cli.run(['pace', 'blocked', '--undo'])).stdout).toBe(
      'Block report undone: your usual pace applies again\n',
    );
    const again = await cli.run(['pace', 'blocked', '--undo']);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('No block report to undo');
    expect((await cli.run(['campaigns', 'mark', id, 'ana.coach', 'sent'])).code).toBe(0);
  });
});
