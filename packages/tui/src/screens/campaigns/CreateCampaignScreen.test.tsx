import { stripVTControlCharacters } from 'node:util';
import { getCampaign, listCampaigns } from '@leadgen/core';
import { messages } from '@leadgen/core/domain';
import {
  openTuiTestDeps,
  type RenderedTui,
  renderTui,
  seedList,
  type TuiTestDeps,
} from '@leadgen/test-utils/tui';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type CreateCampaignKeyActions, createCampaignKeymap } from './create-campaign-keymap.js';

/** The create screen's keymap, as its help lists it (actions that do nothing). */
const CREATE_CAMPAIGN_KEYS = createCampaignKeymap(
  new Proxy({}, { get: () => () => {} }) as CreateCampaignKeyActions,
);

/** Ctrl-V as a terminal sends it: inserts a template variable, again cycles it. */
const CTRL_V = '\u0016';

let deps: TuiTestDeps;
let tui: RenderedTui | undefined;

beforeEach(async () => {
  deps = await openTuiTestDeps();
});

afterEach(async () => {
  tui?.unmount();
  tui = undefined;
  await deps.close();
});

describe('CreateCampaignScreen', () => {
  it('creates a draft from the selection with a template previewed on the highlighted profile', async () => {
    const listId = await seedList(deps.store, deps.user.id, 10);
    const profileIds = (await deps.store.profiles.ids(deps.user.id, listId)).slice(2, 5);
    const previewId = profileIds[1] as string;
    const preview = await deps.store.profiles.get(deps.user.id, previewId);
    tui = await renderTui(deps, { route: { name: 'create-campaign', listId, profileIds, previewId } });
    await tui.waitFor('3 profiles selected');
    await tui.waitFor(`Preview for @${preview?.username}`);

    // The name is required (spec §5), checked by core before anything is saved.
    await tui.press('ctrl-s');
    await tui.waitFor(messages.enterCampaignName);
    expect(await listCampaigns({ store: deps.store }, deps.user.id)).toEqual([]);

    await tui.type('Spring outreach');
    await tui.press('tab');
    await tui.type('Coffee people');
    await tui.waitFor('Description  Coffee people');
    await tui.press('tab');
    await tui.type('Hi ');
    await tui.waitFor('│ Hi');
    for (const text of ['Hi {Full Name}', 'Hi {First Name}']) {
      await tui.press(CTRL_V); // {Full Name}, then {First Name} in its place
      await tui.waitFor(text);
    }
    await tui.type(' (@');
    await tui.waitFor('(@');
    for (const text of ['(@{Full Name}', '(@{First Name}', '(@{Username}']) {
      await tui.press(CTRL_V);
      await tui.waitFor(text);
    }
    await tui.type(')!');
    await tui.waitFor('Hi {First Name} (@{Username})!');
    // spec §5: the first name is the first word of the full name ('Person 3').
    await tui.waitFor(`Hi Person (@${preview?.username})!`);

    await tui.press('ctrl-s');
    await tui.waitFor(messages.campaignCreated);
    await tui.waitFor('Campaign: Spring outreach');

    const [summary] = await listCampaigns({ store: deps.store }, deps.user.id);
    const campaign = await getCampaign({ store: deps.store }, deps.user.id, summary?.id ?? '');
    expect(campaign).toMatchObject({
      name: 'Spring outreach',
      description: 'Coffee people',
      message_template: 'Hi {First Name} (@{Username})!',
      status: 'draft',
      search_list_id: listId,
    });
    expect(campaign.profiles.map((p) => p.id).sort()).toEqual([...profileIds].sort());
  });

  it('goes back at once on Esc when nothing was typed', async () => {
    const listId = await seedList(deps.store, deps.user.id, 3);
    const profileIds = await deps.store.profiles.ids(deps.user.id, listId);
    tui = await renderTui(deps, { route: { name: 'create-campaign', listId, profileIds } });
    await tui.waitFor('3 profiles selected');
    await tui.press('esc', 'esc');
    await tui.waitFor('Lists (1)');
    expect(tui.frames().some((frame) => frame.includes(messages.discardChanges))).toBe(false);
  });

  it('lists every key in the help and fits 80x24; Esc leaves the field, then goes back', async () => {
    const listId = await seedList(deps.store, deps.user.id, 3);
    const profileIds = await deps.store.profiles.ids(deps.user.id, listId);
    tui = await renderTui(deps, { route: { name: 'create-campaign', listId, profileIds } });
    await tui.waitFor('3 profiles selected');
    const frame = stripVTControlCharacters(tui.lastFrame()).split('\n');
    expect(frame.length).toBeLessThanOrEqual(24);
    for (const line of frame) expect(line.length).toBeLessThanOrEqual(80);

    await tui.press('?'); // typed into the name: the field has the keyboard
    await tui.waitFor((f) => !f.includes('Keys on this screen') && f.includes('Name         ?'));

    // The AI writes a template from the name (the sandbox's Gemini), shown with its preview.
    await tui.press('\u0007'); // Ctrl-G
    await tui.waitFor(messages.aiTemplateGenerated);
    expect(tui.lastFrame()).not.toContain('Type a template to see it here');

    await tui.press('esc');
    await tui.press('?');
    const help = await tui.waitFor('Keys on this screen');
    for (const key of CREATE_CAMPAIGN_KEYS) expect(help).toContain(key.keys);
    await tui.press('x');
    // Something was typed: Esc asks before discarding it; n keeps the form, y leaves.
    await tui.press('esc');
    await tui.waitFor(messages.discardChanges);
    await tui.press('n');
    await tui.waitFor((frame) => !frame.includes(messages.discardChanges) && frame.includes('Preview'));
    await tui.press('esc');
    await tui.waitFor(messages.discardChanges);
    await tui.press('y');
    await tui.waitFor('Lists (1)');
    expect(await listCampaigns({ store: deps.store }, deps.user.id)).toEqual([]);
  });
});
