import { existsSync, readFileSync } from 'node:fs';
import { listProfileIds, saveProfileMessage } from '@leadgen/core';
import { type LeadReviewFilter, leadReviewMatcher, messages } from '@leadgen/core/domain';
import { type Sandbox, startSandbox } from '@leadgen/sandbox';
import {
  openTuiTestDeps,
  type RenderedTui,
  renderTui,
  seededDetails,
  seedList,
  type TuiTestDeps,
} from '@leadgen/test-utils/tui';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

let sandbox: Sandbox;
let deps: TuiTestDeps;
let tui: RenderedTui;

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.stop();
});
afterEach(async () => {
  tui?.unmount();
  await deps.close();
});

const open = async (count: number, options: { columns?: number; rows?: number; color?: boolean } = {}) => {
  deps = await openTuiTestDeps({ sandbox });
  const listId = await seedList(deps.store, deps.user.id, count);
  tui = await renderTui(deps, { route: { name: 'review', listId }, ...options });
  await tui.waitFor(`${count.toLocaleString('en-US')} of ${count.toLocaleString('en-US')} profiles`);
  return listId;
};

const selectedCount = (frame: string) => Number(/([\d,]+) selected/.exec(frame)?.[1]?.replace(',', ''));
const rowsOf = (frame: string) => frame.split('\n').filter((line) => /^\[[x ]\] /.test(line));

describe('lead review', () => {
  it('shows a 10,000-row list a screenful at a time within 80x24, down to the last row', async () => {
    await open(10_000);
    const frame = tui.lastFrame();
    expect(frame.split('\n').length).toBeLessThanOrEqual(24);
    expect(Math.max(...frame.split('\n').map((line) => line.length))).toBeLessThanOrEqual(80);
    expect(rowsOf(frame)).toHaveLength(14);
    expect(frame).toContain('USERNAME');
    expect(frame).toContain('FOLLOWERS');
    expect(frame).toContain('MSG');
    // End reads the remaining pages and lands on the fewest-followers row.
    await tui.press('end');
    const fewest = Math.min(
      ...Array.from({ length: 10_000 }, (_, i) => seededDetails(i).followers_count ?? 0),
    );
    await tui.waitFor(`· ${fewest.toLocaleString('en-US')} followers`, 15_000);
  });

  it('filters with the panel, as core counts, and clears the filters', async () => {
    await open(300);
    await tui.press('f');
    await tui.waitFor('Bio contains');
    await tui.type('coach');
    await tui.press('down', 'down', 'down');
    await tui.type('1000');
    await tui.press('enter');
    const filter: LeadReviewFilter = { bioContains: 'coach', minFollowers: 1000 };
    const matches = leadReviewMatcher(filter);
    const expected = Array.from({ length: 300 }, (_, i) => seededDetails(i)).filter((p) =>
      matches({
        ...p,
        full_name: p.full_name ?? null,
        biography: p.biography ?? null,
        followers_count: p.followers_count ?? null,
        posts_count: p.posts_count ?? null,
      }),
    ).length;
    const frame = await tui.waitFor(`${expected} of 300 profiles`);
    expect(frame).toContain('Filters: bio has "coach" · followers ≥ 1000');
    await tui.press('x');
    await tui.waitFor('300 of 300 profiles');
  });

  it('refuses a bad bound with core’s message and keeps the panel open', async () => {
    await open(20);
    await tui.press('f');
    await tui.press('down', 'down', 'down');
    await tui.type('-5');
    await tui.press('enter');
    await tui.waitFor('Minimum followers must be a whole number of 0 or more');
    expect(tui.lastFrame()).toContain('Bio contains');
  });

  it('selects with space (the cursor stays), shift-arrows, all matching with a, none with A', async () => {
    await open(50);
    await tui.press('space');
    await tui.waitFor('1 selected');
    // Space again unselects the same row: it did not move the cursor.
    await tui.press('space');
    await tui.waitFor('0 selected');
    await tui.press('space', 'down', 'space', 'shift-down');
    await tui.waitFor('3 selected');
    expect(
      rowsOf(tui.lastFrame())
        .slice(0, 4)
        .map((row) => row.startsWith('[x]')),
    ).toEqual([true, true, true, false]);
    await tui.press('shift-up');
    expect(selectedCount(tui.lastFrame())).toBe(3);
    await tui.press('a');
    await tui.waitFor('50 selected');
    await tui.press('A');
    await tui.waitFor('0 selected');
  });

  it('moves with j/k, g/G and Home/End, and searches names with /', async () => {
    await open(50);
    const byFollowers = Array.from({ length: 50 }, (_, i) => seededDetails(i)).sort(
      (a, b) => (b.followers_count ?? 0) - (a.followers_count ?? 0),
    );
    const followers = (i: number) =>
      `· ${(byFollowers[i]?.followers_count ?? 0).toLocaleString('en-US')} followers`;
    await tui.waitFor(followers(0));
    await tui.press('j', 'j', 'k');
    await tui.waitFor(followers(1));
    await tui.press('G');
    await tui.waitFor(followers(49));
    await tui.press('g');
    await tui.waitFor(followers(0));
    await tui.press('end', 'home');
    await tui.waitFor(followers(0));
    await tui.press('/');
    await tui.type('user_0001');
    await tui.waitFor('10 of 50 profiles');
    // Enter keeps the search and gives the keys back to the table.
    await tui.press('enter', 'G', 'space');
    await tui.waitFor('1 selected');
    expect(rowsOf(tui.lastFrame()).every((row) => row.includes('user_0001'))).toBe(true);
  });

  it('says how many selected profiles the filter hides', async () => {
    await open(50);
    await tui.press('a');
    await tui.waitFor('50 selected');
    await tui.press('/');
    await tui.type('user_0001');
    await tui.waitFor('10 of 50 profiles · 50 selected, 40 hidden by the filter');
    await tui.press('esc');
    await tui.waitFor('50 of 50 profiles · 50 selected');
    expect(tui.lastFrame()).not.toContain('hidden');
  });

  it('saves a message as it is typed, on leaving, and on Ctrl-C mid-edit', async () => {
    const listId = await open(10);
    const first = async () =>
      (
        await deps.store.db
          .selectFrom('profiles')
          .select(['message', 'followers_count'])
          .where('search_list_id', '=', listId)
          .orderBy('followers_count', 'desc')
          .executeTakeFirst()
      )?.message;
    await tui.press('enter');
    await tui.type('Hi there');
    await tui.press('esc');
    await tui.waitFor('Message: Hi there');
    expect(await first()).toBe('Hi there');
    // A resize mid-edit keeps the draft; Ctrl-C saves it before the app exits.
    await tui.press('enter');
    await tui.type(', friend');
    tui.resize(100, 30);
    await tui.waitFor('Hi there, friend');
    await tui.press('ctrl-c');
    await tui.exited();
    expect(await first()).toBe('Hi there, friend');
  });

  it('refuses to overwrite a message saved elsewhere meanwhile, then overwrites when typed again', async () => {
    const listId = await open(10);
    const row = async () =>
      await deps.store.db
        .selectFrom('profiles')
        .select(['id', 'message'])
        .where('search_list_id', '=', listId)
        .orderBy('followers_count', 'desc')
        .executeTakeFirstOrThrow();
    await tui.press('enter');
    // the web app saves the same row's message while this editor is open
    const { id } = await row();
    await saveProfileMessage({ store: deps.store }, deps.user.id, id, 'From the web');
    await tui.type('From the terminal');
    await tui.press('esc');
    await tui.waitFor(messages.messagesChangedElsewhere(1).slice(0, 40));
    expect((await row()).message).toBe('From the web');
    await tui.press('enter');
    await tui.type('!');
    await tui.press('esc');
    await tui.waitFor('Message: From the terminal!');
    expect((await row()).message).toBe('From the terminal!');
  });

  it('shows a message of several lines on one line of the detail pane, the header above it intact', async () => {
    const listId = await open(3);
    const [first] = await listProfileIds({ store: deps.store }, deps.user.id, listId);
    await deps.store.profiles.saveMessage(
      deps.user.id,
      first as string,
      'Hi there\n\nWould you like to chat?',
    );
    tui.unmount();
    tui = await renderTui(deps, { route: { name: 'review', listId } });
    const frame = await tui.waitFor('Message: Hi there ⏎ Would you like to chat?');
    const lines = frame.split('\n');
    const message = lines.findIndex((line) => line.startsWith('Message:'));
    // the pane's header (the profile's name) and bio stay on the two lines above the message
    expect(lines[message - 2]).toMatch(/^@\S+ · /);
    expect(lines.length).toBeLessThanOrEqual(24);
  });

  it('deletes the selection after the spec’s confirmation', async () => {
    const listId = await open(12);
    await tui.press('space', 'down', 'space');
    await tui.press('D');
    await tui.waitFor(messages.confirmDeleteProfiles(2));
    await tui.press('y');
    await tui.waitFor('10 of 10 profiles');
    const left = await deps.store.profiles.count(deps.user.id, listId);
    expect(left).toBe(10);
  });

  it('populates the selected profiles’ messages from a template typed after p', async () => {
    const listId = await open(6);
    await tui.press('p');
    await tui.waitFor(messages.populateNeedsProfiles);
    await tui.press('space', 'down', 'space');
    await tui.press('p');
    await tui.waitFor('Populate 2 selected');
    // a refused template keeps the prompt open with what was typed, to be fixed
    await tui.type('Hi @{Usernme}');
    await tui.press('enter');
    await tui.waitFor((frame) => frame.includes('Populate 2 selected') && frame.includes('Hi @{Usernme}'));
    for (const _ of 'me}') await tui.press('backspace');
    await tui.type('ame}');
    await tui.waitFor('Hi @{Username}');
    await tui.press('enter');
    await tui.waitFor('Messages populated for 2 selected profiles');
    const ids = await listProfileIds({ store: deps.store }, deps.user.id, listId);
    const rows = await Promise.all(ids.map((id) => deps.store.profiles.get(deps.user.id, id)));
    const written = rows.filter((row) => row?.message);
    expect(written.map((row) => row?.message)).toEqual(written.map((row) => `Hi @${row?.username}`));
    expect(written.map((row) => row?.id)).toEqual(ids.slice(0, 2));
  });

  it('opens the profile, exports CSV and lists every key in the help', async () => {
    await open(5);
    await tui.press('o');
    expect(deps.opened).toHaveLength(1);
    expect(deps.opened[0]).toMatch(/^https:\/\/www\.instagram\.com\/[\w.]+\/$/);
    await tui.waitFor(messages.openedUrl(deps.opened[0] ?? ''));
    await tui.press('e');
    const saved = await tui.waitFor('CSV saved');
    const path = /CSV saved: (\S+)/.exec(saved)?.[1] ?? '';
    expect(path.startsWith(deps.exportDir)).toBe(true);
    expect(existsSync(path)).toBe(true);
    expect(readFileSync(path, 'utf8').split('\n').filter(Boolean)).toHaveLength(6);
    await tui.press('?');
    const help = await tui.waitFor('Keys on this screen');
    for (const key of [
      'Space',
      'Shift-↑ Shift-↓',
      'a ',
      'A ',
      'f ',
      'Enter',
      'C ',
      'D ',
      'o ',
      'e ',
      'Ctrl-C',
    ]) {
      expect(help).toContain(key);
    }
  });

  it('says when no browser can be opened (over ssh), with the address to copy', async () => {
    deps = await openTuiTestDeps({ sandbox, browser: false });
    const listId = await seedList(deps.store, deps.user.id, 3);
    tui = await renderTui(deps, { route: { name: 'review', listId } });
    await tui.waitFor('3 of 3 profiles');
    await tui.press('o');
    const url = deps.opened[0] ?? '';
    expect(url).toMatch(/^https:\/\/www\.instagram\.com\/user_\d+\/$/);
    await tui.waitFor(`No browser here, copy ${url}`);
  });

  it('draws no colour under NO_COLOR', async () => {
    await open(5, { color: false });
    expect(tui.lastFrame().includes('\u001B[3')).toBe(false);
  });
});

describe('a list whose run found more than it looked up (issue 18)', () => {
  it('shows only what was looked up, says so, and still fits 80x24', async () => {
    deps = await openTuiTestDeps({ sandbox });
    const listId = await seedList(deps.store, deps.user.id, 30);
    await deps.store.profiles.insertMany(
      deps.user.id,
      listId,
      Array.from({ length: 12 }, (_, i) => ({
        username: `unpaid_${i}`,
        connection_type: 'followers' as const,
        source_username: 'natgeo',
      })),
    );
    tui = await renderTui(deps, { route: { name: 'review', listId } });
    await tui.waitFor('30 of 30 profiles');
    await tui.waitFor('12 more were found');
    const frame = tui.lastFrame();
    expect(frame.replace(/\s+/g, ' ')).toContain(
      'Showing the 30 profiles looked up. 12 more were found and not paid for.',
    );
    expect(frame).not.toContain('unpaid_');
    expect(frame.split('\n').length).toBeLessThanOrEqual(24);
    await tui.press('end');
    expect(tui.lastFrame()).not.toContain('unpaid_');
  });
});
