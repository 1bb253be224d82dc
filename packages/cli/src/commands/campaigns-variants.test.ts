import { dataTestCli, testCli } from '@leadgen/test-utils/cli';
import { completedList, openTestApp, PUBLIC_URL } from '@leadgen/test-utils/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EXIT } from '../exit-codes.js';
import type { Fetch } from '../remote/api-client.js';

describe('leadgen campaigns variants (local)', () => {
  let cli: ReturnType<typeof dataTestCli>;
  beforeEach(() => {
    cli = dataTestCli();
  });
  afterEach(() => cli.cleanup());

  /** An active campaign over three profiles; its id. */
  async function activeCampaign() {
    const { listId } = await cli.seed([
      { username: 'ana.coach', full_name: 'Ana Coach', followers_count: 5000 },
      { username: 'ben', full_name: 'Ben Stone', followers_count: 900 },
      { username: 'cy', full_name: null, followers_count: 100 },
    ]);
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
    await cli.run(['campaigns', 'edit', id, '--status', 'active']);
    return id;
  }

  it('adds, lists with stats and the suggestion, removes, and picks with a confirmation', async () => {
    const id = await activeCampaign();
    // a unique start of the id is enough, as elsewhere
    const short = id.slice(0, 8);
    expect(
      await cli.run(['campaigns', 'variants', 'add', short, '--template', 'Hey {Username}']),
    ).toMatchObject({
      code: 0,
      stdout: 'Variant B added: Hey {Username}\n',
    });
    const copy = JSON.parse((await cli.run(['campaigns', 'variants', 'add', short, '--json'])).stdout);
    expect(copy).toMatchObject({
      variant: { label: 'C', message_template: 'Hi {First Name}!' },
      message: 'Variant C added',
    });
    const refused = await cli.run(['campaigns', 'variants', 'add', short, '--template', 'Hey {Usrname}']);
    expect(refused.code).toBe(EXIT.badInput);
    expect(refused.stderr).toContain('Unknown placeholder {Usrname}');

    // the queue shows the next lead's variant; a send counts for it
    const next = await cli.run(['campaigns', 'next', id]);
    expect(next.stdout).toMatch(/Variant\s+A/);
    await cli.run(['campaigns', 'mark', id, 'ana.coach', 'sent']);
    await cli.run(['campaigns', 'mark', id, 'ana.coach', 'replied']);

    const ls = await cli.run(['campaigns', 'variants', 'ls', short]);
    expect(ls.stdout).toMatch(/Variant\s+Sent\s+Replied\s+Rate\s+95% interval\s+Message/);
    expect(ls.stdout).toMatch(/A\s+1\s+1\s+100%\s+20\.7–100%\s+Hi \{First Name\}!/);
    expect(ls.stdout).toMatch(/B\s+0\s+0\s+-\s+-\s+Hey \{Username\}/);
    expect(ls.stderr).toBe('No winner yet: needs 150 sends per variant: A has 1, B has 0, C has 0\n');
    const asJson = JSON.parse((await cli.run(['campaigns', 'variants', 'ls', id, '--json'])).stdout);
    expect(asJson).toMatchObject({ winner: null, suggested_winner: null, p_value: null });

    expect((await cli.run(['campaigns', 'variants', 'rm', id, 'c', '--yes'])).stdout).toBe(
      'Variant C removed; 0 queued leads will get another variant\n',
    );
    // not on a terminal: a pick (final) needs --yes
    const unasked = await cli.run(['campaigns', 'variants', 'pick', id, 'B']);
    expect(unasked.code).not.toBe(0);
    expect(unasked.stderr).toContain('pass --yes (-y) to pick from a script');
    const picked = await cli.run(['campaigns', 'variants', 'pick', id, 'B', '--yes']);
    expect(picked.stdout).toContain('Variant B picked as the winner');
    expect(picked.stderr).toContain('Variant B is not the suggested winner');
    expect((await cli.run(['campaigns', 'variants', 'ls', id])).stderr).toBe('Winner: B (picked; final)\n');
    const after = await cli.run(['campaigns', 'variants', 'add', id]);
    expect(after.stderr).toContain('a pick is final');
  });
});

describe('leadgen campaigns variants (remote)', () => {
  let t: Awaited<ReturnType<typeof openTestApp>>;
  let key: string;
  let campaignId: string;
  const appFetch: Fetch = async (url, init) => t.app.request(url, init);
  const cli = testCli({ fetch: appFetch });
  beforeAll(async () => {
    t = await openTestApp();
    const ana = await t.signUp('ana@example.com');
    key = await t.createKey(ana, 'write');
    const { listId } = await completedList(t, ana, { max: 2 });
    const made = await t.call(
      'POST',
      '/api/campaigns',
      { fromListId: listId, messageTemplate: 'Hi {Username}' },
      ana,
    );
    campaignId = ((await made.json()) as { campaign: { id: string } }).campaign.id;
  }, 60_000);
  afterAll(async () => {
    await t.close();
    cli.cleanup();
  });

  it('prints what it prints locally, from the server', async () => {
    const env = { LEADGEN_SERVER: PUBLIC_URL, LEADGEN_API_KEY: key };
    expect(
      (await cli.leadgen(['campaigns', 'variants', 'add', campaignId, '--template', 'Yo {Username}'], env))
        .stdout,
    ).toBe('Variant B added: Yo {Username}\n');
    const ls = await cli.leadgen(['campaigns', 'variants', 'ls', campaignId, '--json'], env);
    expect(JSON.parse(ls.stdout).variants.map((v: { label: string }) => v.label)).toEqual(['A', 'B']);
    expect((await cli.leadgen(['campaigns', 'variants', 'rm', campaignId, 'B', '-y'], env)).stdout).toBe(
      'Variant B removed; 0 queued leads will get another variant\n',
    );
    expect(
      (await cli.leadgen(['campaigns', 'variants', 'pick', campaignId, 'A', '-y'], env)).stdout,
    ).toContain('Variant A picked as the winner');
  });
});
