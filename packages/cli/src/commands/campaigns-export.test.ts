import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EXPORT_COLUMNS } from '@leadgen/core/domain';
import { testCli } from '@leadgen/test-utils/cli';
import { parse } from 'csv-parse/sync';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

let cli: ReturnType<typeof testCli>;
beforeEach(() => {
  cli = testCli();
});
afterEach(() => cli.cleanup());

describe('leadgen campaigns export', () => {
  it("writes every column of a discovered list's profiles, as the list's own export does", async () => {
    await cli.init();
    const run = await cli.leadgen([
      'discover',
      '-t',
      'natgeo',
      '--max',
      '60',
      '--session-id',
      'sess-1',
      '--json',
    ]);
    expect(run.code).toBe(0);
    const { list_id: listId } = JSON.parse(run.stdout) as { list_id: string };
    const listCsv = (await cli.leadgen(['lists', 'export', listId, '-o', '-'])).stdout;
    const created = await cli.leadgen([
      'campaigns',
      'create',
      '--from-list',
      listId,
      '--all',
      '--name',
      'Nat Geo!',
      '--json',
    ]);
    const { id } = JSON.parse(created.stdout) as { id: string };

    // an older export, readable by all: the new one replaces it readable by its owner only
    writeFileSync(join(cli.dir, 'campaign.csv'), 'old', { mode: 0o644 });
    const exported = await cli.leadgen(['campaigns', 'export', id, '-o', join(cli.dir, 'campaign.csv')]);
    expect(statSync(join(cli.dir, 'campaign.csv')).mode & 0o777).toBe(0o600);
    expect(exported).toMatchObject({
      code: 0,
      stdout: `Wrote 60 profiles to ${join(cli.dir, 'campaign.csv')}\n`,
    });
    const campaignCsv = readFileSync(join(cli.dir, 'campaign.csv'), 'utf8');
    expect(campaignCsv).toBe(listCsv);
    const [header, ...rows] = parse(campaignCsv);
    expect(header).toEqual([...EXPORT_COLUMNS]);
    expect(rows).toHaveLength(60);
    // The sandbox gives business accounts contact details; the campaign keeps them.
    const emails = rows.map((row) => row[EXPORT_COLUMNS.indexOf('Email')] ?? '').filter(Boolean);
    expect(emails.length).toBeGreaterThan(0);
    for (const email of emails) expect(email).toMatch(/^[^@\s]+@[^@\s]+$/);
  });
});
