import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { stripVTControlCharacters } from 'node:util';
import { createCampaignFromSelection, exportListCsv, getCampaign, updateCampaign } from '@leadgen/core';
import { instagramProfileUrl, messages } from '@leadgen/core/domain';
import { type Sandbox, startSandbox } from '@leadgen/sandbox';
import {
  openTuiTestDeps,
  type RenderedTui,
  renderTui,
  seedList,
  type TuiTestDeps,
} from '@leadgen/test-utils/tui';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const CTRL_U = '\u0015';
const CTRL_V = '\u0016';
let sandbox: Sandbox;
let deps: TuiTestDeps;
let tui: RenderedTui | undefined;

beforeAll(async () => {
  sandbox = await startSandbox();
});

afterAll(async () => {
  await sandbox.stop();
});

beforeEach(async () => {
  deps = await openTuiTestDeps({ sandbox });
});

afterEach(async () => {
  tui?.unmount();
  tui = undefined;
  await deps.close();
});

/** A draft campaign 'Coffee' of `size` seeded profiles with the template 'Hi {First Name}'. */
async function seedCampaign(size = 6) {
  const listId = await seedList(deps.store, deps.user.id, size + 2);
  const profileIds = (await deps.store.profiles.ids(deps.user.id, listId)).slice(0, size);
  const { campaign } = await createCampaignFromSelection({ store: deps.store }, deps.user.id, {
    name: 'Coffee',
    description: 'Roasters near the coast',
    template: 'Hi {First Name}',
    profileIds,
  });
  return campaign.id;
}

const detail = (campaignId: string) => getCampaign({ store: deps.store }, deps.user.id, campaignId);

async function openCampaign(campaignId: string) {
  tui = await renderTui(deps, { route: { name: 'campaign', campaignId } });
  await tui.waitFor('Campaign: Coffee');
  return tui;
}

describe('CampaignScreen', () => {
  it('shows the facts and stats in 80x24, lists every key in the help and opens the highlighted profile', async () => {
    const campaignId = await seedCampaign();
    const { profiles } = await detail(campaignId);
    const screen = await openCampaign(campaignId);
    const frame = await screen.waitFor(`@${profiles[0]?.username}`);
    expect(frame).toContain('Roasters near the coast');
    expect(frame).toContain('Total 6 · Selected 6 · Sent 0 · Responses 0');
    expect(frame).toContain('Template: Hi {First Name}');
    const lines = stripVTControlCharacters(frame).split('\n');
    expect(lines.length).toBeLessThanOrEqual(24);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(80);

    await screen.press('down', 'o');
    expect(deps.opened).toEqual([instagramProfileUrl(profiles[1]?.username ?? '')]);
    await screen.waitFor(messages.openedUrl(instagramProfileUrl(profiles[1]?.username ?? '')));

    await screen.press('?');
    const help = await screen.waitFor('Keys on this screen');
    for (const does of [
      'search the profiles',
      'edit the message',
      'edit the template',
      'populate from the template',
      'personalise with AI',
      'change the status',
      'send: the next lead',
      'export the campaign as CSV',
      "open the highlighted profile's Instagram page",
      'delete the campaign',
    ])
      expect(help).toContain(does);
  });

  it('moves with g/G and searches the profiles with /', async () => {
    const campaignId = await seedCampaign();
    const { profiles } = await detail(campaignId);
    const screen = await openCampaign(campaignId);
    const url = (i: number) => instagramProfileUrl(profiles[i]?.username ?? '');
    await screen.press('G', 'o', 'g', 'o', 'end', 'k', 'o');
    expect(deps.opened).toEqual([url(5), url(0), url(4)]);
    const wanted = profiles[3]?.username ?? '';
    await screen.press('/');
    await screen.type(wanted);
    await screen.press('enter');
    const frame = await screen.waitFor((f) => !f.includes(`@${profiles[0]?.username}`));
    const rows = frame.split('\n').filter((line) => /^[› ] user_/.test(line));
    expect(rows).toEqual([expect.stringContaining(wanted)]);
    await screen.press('o');
    expect(deps.opened.at(-1)).toBe(url(3));
  });

  it('keeps the template editor off the terminal’s last line at 80x24, its cursor line in view', async () => {
    const campaignId = await seedCampaign(20);
    await updateCampaign({ store: deps.store }, deps.user.id, campaignId, {
      template: 'Hi {First Name}\nline two\nline three\nline four\nline five',
    });
    const screen = await openCampaign(campaignId);
    await screen.waitFor('Total 20');
    const fits = (frame: string) => {
      const lines = stripVTControlCharacters(frame).split('\n');
      expect(lines.length).toBeLessThanOrEqual(23);
      for (const line of lines) expect(line.length).toBeLessThanOrEqual(80);
    };
    fits(screen.lastFrame());
    await screen.press('t');
    await screen.type(' and more');
    const editing = await screen.waitFor('line five and more');
    fits(editing);
  });

  it('edits the template in place, then populates every message from it', async () => {
    const campaignId = await seedCampaign();
    const screen = await openCampaign(campaignId);
    await screen.press('t');
    await screen.waitFor('Esc or Ctrl-S saves');
    await screen.press(CTRL_U);
    await screen.type('Hello @');
    await screen.waitFor('Hello @');
    for (const text of ['@{Full Name}', '@{First Name}', '@{Username}']) {
      await screen.press(CTRL_V);
      await screen.waitFor(text);
    }
    await screen.type('!');
    await screen.press('esc');
    await screen.waitFor(messages.campaignSaved);
    expect((await detail(campaignId)).message_template).toBe('Hello @{Username}!');

    await screen.waitFor('Template: Hello @{Username}!');
    await screen.press('p');
    await screen.waitFor(messages.messagesPopulated(6, false));
    const { profiles } = await detail(campaignId);
    for (const profile of profiles) {
      expect(profile).toMatchObject({ message: `Hello @${profile.username}!`, message_processed: false });
    }
    await screen.waitFor(`Hello @${profiles[0]?.username}!`);
  });

  it('personalises with AI with live progress and reports a partial failure verbatim', async () => {
    const campaignId = await seedCampaign();
    const { profiles } = await detail(campaignId);
    const blocked = profiles[2]?.id ?? '';
    // The sandbox's Gemini blocks a prompt containing BLOCKME (the bio goes into the prompt).
    await deps.store.db
      .updateTable('profiles')
      .set({ biography: 'BLOCKME coffee' })
      .where('id', '=', blocked)
      .execute();
    const screen = await openCampaign(campaignId);
    await screen.press('i');
    // 5 at a time with a pause between groups (spec §9): the first group's count shows.
    await screen.waitFor('Personalizing 5 of 6');
    await screen.waitFor(messages.personalizedPartial(5, 1), 10_000);

    const after = await detail(campaignId);
    for (const profile of after.profiles) {
      if (profile.id === blocked) expect(profile.message).toBeNull();
      else expect(profile).toMatchObject({ message: expect.any(String), message_processed: true });
    }
    await screen.waitFor('(written by AI)');
  });

  it('runs a large personalisation as a job and follows its progress', async () => {
    const campaignId = await seedCampaign(26);
    const screen = await openCampaign(campaignId);
    await screen.press('i');
    await screen.waitFor(`${messages.stepPersonalizing}: `);
    await screen.waitFor(messages.personalizedCount(26), 20_000);
    const [job] = await deps.store.jobs.list(deps.user.id, { status: 'completed' });
    expect(job).toMatchObject({ kind: 'personalize', payload: { campaignId } });
    const { profiles } = await detail(campaignId);
    expect(profiles.every((profile) => profile.message_processed && profile.message)).toBe(true);
  }, 40_000);

  it('offers only the other statuses, the Pause or Resume of the campaigns list first; deletes after asking', async () => {
    const campaignId = await seedCampaign();
    const screen = await openCampaign(campaignId);
    const choices = async () => {
      const frame = stripVTControlCharacters(await screen.waitFor('Change status from'));
      const lines = frame.split('\n');
      const at = lines.findIndex((line) => line.includes('Change status from'));
      return (lines[at + 1] ?? '').replace(/[│]/g, ' ').trim().split(/\s+/);
    };

    await screen.press('s');
    expect(await choices()).toEqual(['active', 'paused', 'completed', 'archived']);
    await screen.press('enter');
    await screen.waitFor(messages.campaignStatusChanged('active'));
    expect((await detail(campaignId)).status).toBe('active');
    await screen.press('s');
    expect(await choices()).toEqual(['paused', 'draft', 'completed', 'archived']);
    await screen.press('enter');
    await screen.waitFor(messages.campaignStatusChanged('paused'));
    expect((await detail(campaignId)).status).toBe('paused');

    // Delete is offered in any state (spec §4), after a confirmation.
    await screen.press('d');
    await screen.waitFor('Delete this campaign?');
    await screen.press('y');
    await screen.waitFor('Lists (1)'); // back from the first screen opens Home: it never quits
    await expect(detail(campaignId)).rejects.toThrow(messages.campaignNotFoundOrDenied);
  });

  it("edits a profile's message in place and exports a CSV with formula cells neutralised", async () => {
    const campaignId = await seedCampaign();
    const { profiles } = await detail(campaignId);
    const screen = await openCampaign(campaignId);
    await screen.press('enter');
    await screen.waitFor(`Message for @${profiles[0]?.username} (Esc or Ctrl-S saves`);
    await screen.type('=HYPERLINK("http://x")');
    await screen.waitFor('=HYPERLINK');
    await screen.press('esc');
    await screen.waitFor((frame) => !frame.includes('saved as you pause'));
    await vi.waitFor(async () =>
      expect((await detail(campaignId)).profiles[0]).toMatchObject({
        message: '=HYPERLINK("http://x")',
        message_processed: false,
      }),
    );

    await screen.press('e');
    await screen.waitFor('(6 profiles)');
    const csv = readFileSync(join(deps.exportDir, 'coffee_leads.csv'), 'utf8');
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(csv.trim().split('\n')).toHaveLength(7);

    // An edit under way is saved when the app exits (Ctrl-C), before the next autosave.
    await screen.press('down', 'enter');
    await screen.waitFor('saved as you pause');
    await screen.type('See you soon');
    await screen.waitFor('See you soon');
    await screen.press('ctrl-c');
    await screen.exited();
    expect((await detail(campaignId)).profiles[1]?.message).toBe('See you soon');
  });
});

describe('CSV export (spec §9)', () => {
  it('writes the same cells as the list export, Email, Phone, URL and Business Category included', async () => {
    const listId = await seedList(deps.store, deps.user.id, 5);
    const contacts = { email: 'ana@example.com', phone: '+1 555 0100', url: 'https://ana.example.com' };
    await deps.store.db
      .updateTable('profiles')
      .set({ ...contacts, business_category: 'Coach' })
      .where('username', '=', 'user_00003')
      .execute();
    const { campaign } = await createCampaignFromSelection({ store: deps.store }, deps.user.id, {
      name: 'Coffee',
      profileIds: await deps.store.profiles.ids(deps.user.id, listId),
    });
    const screen = await openCampaign(campaign.id);
    await screen.press('e');
    const path = join(deps.exportDir, 'coffee_leads.csv');
    await screen.waitFor(`CSV saved: ${path} (5 profiles)`);
    const csv = readFileSync(path, 'utf8');
    const list = await exportListCsv({ store: deps.store }, deps.user.id, listId);
    expect(csv).toBe(await text(list.stream));
    expect(csv).toContain('"Coach","ana@example.com","\'+1 555 0100","https://ana.example.com"');
  });
});
