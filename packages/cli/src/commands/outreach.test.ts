import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataTestCli } from '@leadgen/test-utils/cli';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

let cli: ReturnType<typeof dataTestCli>;
beforeEach(() => {
  cli = dataTestCli();
});
afterEach(() => cli.cleanup());

const PROFILES = [
  { username: 'ana.coach', full_name: 'Ana Coach', followers_count: 5000, biography: 'Life coach\u001b[31m' },
  { username: 'ben', full_name: 'Ben Stone', followers_count: 120, biography: 'Chef' },
  { username: 'cy', full_name: null, followers_count: 900, biography: 'Coach and chef' },
];

/** An active campaign over the three profiles. */
async function activeCampaign() {
  const { listId } = await cli.seed(PROFILES);
  const made = await cli.run([
    'campaigns',
    'create',
    '--from-list',
    listId,
    '--all',
    '--template',
    'Hi {First Name}!',
    '--json',
  ]);
  const { id } = JSON.parse(made.stdout) as { id: string };
  expect((await cli.run(['campaigns', 'edit', id, '--status', 'active'])).code).toBe(0);
  return id;
}

describe('leadgen campaigns next|mark|undo', () => {
  it('walks the send queue: next lead, mark it sent, undo, with the counters', async () => {
    const id = await activeCampaign();
    const next = await cli.run(['campaigns', 'next', id]);
    expect(next.code).toBe(0);
    expect(next.stdout).toMatch(/Next\s+@ana\.coach \(Ana Coach\)/);
    expect(next.stdout).toMatch(/Message\s+Hi Ana!/);
    expect(next.stdout).toMatch(/Send\s+now/);
    // a bio's escape sequence is shown, never sent to the terminal
    expect(next.stdout).toContain('Life coach^[[31m');
    expect(next.stdout).not.toContain('\u001b');
    expect(next.stderr).toContain(`leadgen campaigns mark ${id} ana.coach sent`);

    expect(await cli.run(['campaigns', 'mark', id, '@Ana.Coach', 'sent'])).toMatchObject({
      code: 0,
      stdout: '@ana.coach marked sent\n',
    });
    const queue = JSON.parse((await cli.run(['campaigns', 'next', id, '--json'])).stdout);
    expect(queue).toMatchObject({
      next: { username: 'cy', text: 'Hi cy!' },
      remaining: 2,
      campaign: { send_rate_limit: 10, messages_sent: 1, responses_received: 0 },
      // a new sender: day 1 of the warm-up allows 10 of the 15
      today: { sent: 1, cap: 10 },
    });
    const replied = await cli.run([
      'campaigns',
      'mark',
      id,
      'ana.coach',
      'replied',
      '--note',
      'wants a call',
      '--json',
    ]);
    // the lead as the API answers it, the notice on stderr
    expect(JSON.parse(replied.stdout)).toMatchObject({ status: 'replied', note: 'wants a call' });
    expect(replied.stderr).toBe('@ana.coach marked replied\n');
    expect((await cli.run(['campaigns', 'undo', id, 'ana.coach'])).stdout).toBe(
      '@ana.coach is back to sent\n',
    );

    const bad = await cli.run(['campaigns', 'mark', id, 'ana.coach', 'ghosted']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("Unknown status 'ghosted'");
    expect((await cli.run(['campaigns', 'mark', id, 'nobody', 'sent'])).code).toBe(3);
    await cli.run(['campaigns', 'pause', id]);
    const paused = await cli.run(['campaigns', 'next', id]);
    expect(paused.code).toBe(2);
    expect(paused.stderr).toContain('The send queue runs for active campaigns only (this one is paused)');
  });
});

describe('leadgen campaigns mark under the pace', () => {
  it('refuses a send the pace holds (exit code 6) until --override-pace, and a reply never sent', async () => {
    const id = await activeCampaign();
    expect((await cli.run(['campaigns', 'edit', id, '--send-rate', '1'])).code).toBe(0);
    const never = await cli.run(['campaigns', 'mark', id, 'ben', 'replied']);
    expect(never.code).toBe(2);
    expect(never.stderr).toContain('@ben was never sent a message: mark it sent before marking it replied');
    expect((await cli.run(['campaigns', 'mark', id, 'ana.coach', 'sent'])).code).toBe(0);

    const held = await cli.run(['campaigns', 'mark', id, 'cy', 'sent']);
    expect(held.code).toBe(6);
    expect(held.stdout).toBe('');
    expect(held.stderr).toMatch(
      /Not marked sent, to keep your pace: 1 message in the last hour: the next can go at (?:\w{3} )?\d\d:\d\d\. If you already sent it, mark it again with --override-pace to record it over your pace\./,
    );
    const next = await cli.run(['campaigns', 'next', id]);
    expect(next.stdout).toMatch(/Send\s+1 message in the last hour/);
    expect(next.stderr).toContain(`leadgen campaigns mark ${id} cy sent --override-pace`);

    const over = await cli.run(['campaigns', 'mark', id, 'cy', 'sent', '--override-pace', '--json']);
    expect(over.code).toBe(0);
    expect(JSON.parse(over.stdout)).toMatchObject({ username: 'cy', status: 'sent' });
    expect(over.stderr).toBe('@cy marked sent, over your pace\n');
  });
});

describe('leadgen dnc and pace', () => {
  it('keeps do-not-contact usernames out of the queue, and sets the pace', async () => {
    const id = await activeCampaign();
    expect((await cli.run(['dnc', 'add', '@ANA.coach', 'ben'])).stdout).toBe(
      'Added 2 usernames to do-not-contact\n',
    );
    const file = join(cli.dir, 'clients.csv');
    writeFileSync(file, 'Full Name,Username\nCy,cy\nDee,dee.x\n');
    const imported = await cli.run(['dnc', 'import', file]);
    expect(imported.stdout).toBe('Added 2 usernames to do-not-contact\n');
    const listed = await cli.run(['dnc', 'ls', '--limit', '3', '--json']);
    expect(JSON.parse(listed.stdout).map((row: { username: string }) => row.username)).toEqual([
      'ana.coach',
      'ben',
      'cy',
    ]);
    expect(listed.stderr).toContain('Showing 3 of 4 usernames; the next page: --cursor cy');
    expect(JSON.parse((await cli.run(['dnc', 'ls', '--cursor', 'cy', '--json'])).stdout)).toHaveLength(1);
    expect((await cli.run(['campaigns', 'next', id])).stderr).toContain('Nobody left to contact');
    expect((await cli.run(['dnc', 'rm', 'cy'])).stdout).toBe('Removed 1 username from do-not-contact\n');
    expect(JSON.parse((await cli.run(['campaigns', 'next', id, '--json'])).stdout).next.username).toBe('cy');

    const pace = await cli.run([
      'pace',
      '--daily-cap',
      '12',
      '--hours',
      '9:00-17:30',
      '--time-zone',
      'Europe/Lisbon',
      '--json',
    ]);
    expect(JSON.parse(pace.stdout)).toMatchObject({
      daily_cap: 12,
      working_hours: '09:00-17:30',
      time_zone: 'Europe/Lisbon',
      // the settings' version (issue 31): this was their second change
      version: 2,
    });
    const refused = await cli.run(['pace', '--hours', '18:00-09:00']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('Working hours look like 09:00-17:30');
  });
});
