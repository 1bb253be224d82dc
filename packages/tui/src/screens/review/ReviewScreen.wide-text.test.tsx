import { textWidth } from '@leadgen/core/domain';
import { type Sandbox, startSandbox } from '@leadgen/sandbox';
import {
  openTuiTestDeps,
  type RenderedTui,
  renderTui,
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

const rowsOf = (frame: string) => frame.split('\n').filter((line) => /^\[[x ]\] /.test(line));

/**
 * The width a terminal that draws every code point on its own (tmux 3.3, xterm: no joined emoji)
 * gives a text; a flag's two regional indicators take a cell each there.
 */
const partsWidth = (text: string) =>
  [...text].reduce((width, char) => width + (/\p{Regional_Indicator}/u.test(char) ? 1 : textWidth(char)), 0);

describe('wide characters (emoji, CJK)', () => {
  it('says how complete each target is above the table, and still fits 80x24 (issue 34)', async () => {
    deps = await openTuiTestDeps({ sandbox });
    const listId = await seedList(deps.store, deps.user.id, 40);
    const target = (over: Record<string, unknown>) => ({
      position: 0,
      requested: 20,
      reported: 3338,
      collected: 20,
      unique: 20,
      alreadyKnown: 0,
      reason: null,
      actors: [],
      target: 'natgeo',
      ...over,
    });
    await deps.store.lists.saveCompleteness(
      deps.user.id,
      listId,
      target({ reason: 'requested_max', alreadyKnown: 3 }),
    );
    await deps.store.lists.saveCompleteness(
      deps.user.id,
      listId,
      target({ target: 'closed_9', position: 1, reported: 1555, collected: 0, unique: 0, reason: 'private' }),
    );
    tui = await renderTui(deps, { route: { name: 'review', listId } });
    await tui.waitFor('40 of 40 profiles');
    await tui.waitFor('@closed_9');
    const frame = tui.lastFrame();
    // a line wider than the terminal wraps onto the next
    expect(frame.replace(/\s+/g, ' ')).toContain(
      '@natgeo: 20 of 3,338 followers collected (20 unique, 3 already known): the list maximum was reached',
    );
    expect(frame).toContain('@closed_9: 0 of 1,555 followers collected (0 unique): private account');
    expect(frame.split('\n').length).toBeLessThanOrEqual(24);
    expect(Math.max(...frame.split('\n').map((line) => line.length))).toBeLessThanOrEqual(80);
  });

  it('keeps emoji and CJK names in their columns, and every line within the width, in the message editor too', async () => {
    deps = await openTuiTestDeps({ sandbox });
    const listId = await seedList(deps.store, deps.user.id, 3);
    const rows = await deps.store.db
      .selectFrom('profiles')
      .select('id')
      .orderBy('followers_count', 'desc')
      .execute();
    const people = [
      [
        'Bo 👩‍💻',
        'Designer 👩🏽‍💻 | 한국어 텍스트 | ✨✨✨ lorem ipsum dolor sit amet consectetur adipiscing elit',
      ],
      [
        'Ana 🌸 山田 山田 山田 山田',
        '☕️ Coffee lover 👨‍👩‍👧 family first · 日本語のバイオ 🇯🇵 東京在住 ❤️ photographer 📸 traveling',
      ],
      ['Cy', 'Plain bio'],
    ];
    for (const [i, row] of rows.entries()) {
      const [fullName = '', biography = ''] = people[i] ?? [];
      await deps.store.db
        .updateTable('profiles')
        .set({ full_name: fullName, biography })
        .where('id', '=', row.id)
        .execute();
    }
    tui = await renderTui(deps, { route: { name: 'review', listId }, color: false });
    await tui.waitFor('3 of 3 profiles');
    const check = (frame: string) => {
      const table = rowsOf(frame);
      expect(table).toHaveLength(3);
      // every row as wide as the others: the columns after a name line up, none is cut short
      expect(new Set(table.map((row) => textWidth(row.trimEnd()))).size).toBe(1);
      for (const row of table) expect(row).toMatch(/enriched\s*$/);
      for (const line of frame.split('\n')) {
        expect(textWidth(line), line).toBeLessThanOrEqual(80);
        // as a terminal that draws each part of a joined emoji (tmux 3.3, xterm) measures it
        expect(partsWidth(line), line).toBeLessThanOrEqual(80);
      }
    };
    check(tui.lastFrame());
    await tui.press('down', 'enter');
    await tui.waitFor('Message: ');
    await tui.type('Hi 👩‍💻 ✨');
    await tui.press('left', 'backspace');
    const editing = await tui.waitFor('Hi 👩💻✨');
    check(editing);
    expect(editing).toContain('☕ Coffee lover');
    // what was typed is stored as typed: only the drawing splits the emoji
    await tui.press('esc');
    await tui.waitFor('Message: Hi 👩💻✨');
    const saved = await deps.store.db
      .selectFrom('profiles')
      .select('message')
      .where('id', '=', rows[1]?.id ?? '')
      .executeTakeFirst();
    expect(saved?.message).toBe('Hi 👩‍💻✨');
  });
});
