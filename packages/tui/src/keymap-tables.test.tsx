import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { appKeymap } from './app-keymap.js';
import { HelpContext, ScreenFrame } from './components/ScreenFrame.js';
import { type Binding, dispatchKey, offered } from './keymap.js';
import { campaignKeymap, templateKeymap } from './screens/campaigns/campaign-keymap.js';
import { createCampaignKeymap } from './screens/campaigns/create-campaign-keymap.js';
import { sendKeymap } from './screens/campaigns/send-keymap.js';
import { variantsKeymap } from './screens/campaigns/variants-keymap.js';
import { homeKeymap } from './screens/home/home-keymap.js';
import { reviewKeymap } from './screens/review/review-keymap.js';
import { newRunKeymap } from './screens/runs/new-run-keymap.js';
import { runKeymap } from './screens/runs/run-keymap.js';
import { watchesKeymap } from './screens/watches/watches-keymap.js';
import { type KeyPress, splitKeys } from './split-keys.js';

/**
 * Actions that do nothing: the test wraps each binding's `run` itself. `never` stands in for
 * every screen's actions interface (it is assignable to each) without giving up type checks.
 */
const idle = new Proxy({}, { get: () => () => {} }) as never;

/**
 * Every screen's keymap table, in each state that changes what it offers (loaded or not, a row
 * under the cursor or not, a tab, a lead, a run's status).
 */
const TABLES: Record<string, Binding[]> = { app: appKeymap(idle) };
for (const ready of [false, true])
  for (const hasProfiles of [false, true])
    TABLES[`campaign ready=${ready} rows=${hasProfiles}`] = campaignKeymap({ ready, hasProfiles }, idle);
TABLES['campaign template'] = templateKeymap(() => {});
TABLES['create campaign'] = createCampaignKeymap(idle);
for (const tab of ['lists', 'campaigns'] as const)
  for (const hasRow of [false, true])
    for (const searching of [false, true])
      TABLES[`home ${tab} row=${hasRow} searching=${searching}`] = homeKeymap(
        { tab, hasRow, searching },
        idle,
      );
TABLES.review = reviewKeymap(idle);
TABLES['new discovery run'] = newRunKeymap('discover', idle);
TABLES['new custom list'] = newRunKeymap('custom', idle);
for (const status of ['queued', 'running', 'completed', 'failed'] as const)
  TABLES[`run ${status}`] = runKeymap(
    {
      openList: status === 'completed',
      cancel: status === 'queued' || status === 'running',
      retry: status === 'failed',
      runHere: status === 'queued',
    },
    idle,
  );
for (const hasLead of [false, true])
  for (const blocked of [false, true])
    TABLES[`send lead=${hasLead} blocked=${blocked}`] = sendKeymap(
      { hasLead, canUndo: hasLead, loaded: true, blocked },
      idle,
    );
TABLES['send loading'] = sendKeymap({ hasLead: false, canUndo: false, loaded: false, blocked: false }, idle);
for (const open of [false, true]) TABLES[`variants open=${open}`] = variantsKeymap({ open }, idle);
for (const hasWatch of [false, true]) TABLES[`watches watch=${hasWatch}`] = watchesKeymap({ hasWatch }, idle);

/** What a terminal sends for a key as the help names it (`ESC [ A` for ↑). */
const SEQUENCES: Record<string, string> = {
  '↑': '\u001b[A',
  '↓': '\u001b[B',
  '→': '\u001b[C',
  '←': '\u001b[D',
  'Shift-↑': '\u001b[1;2A',
  'Shift-↓': '\u001b[1;2B',
  PgUp: '\u001b[5~',
  PgDn: '\u001b[6~',
  Home: '\u001b[H',
  End: '\u001b[F',
  Tab: '\t',
  'Shift-Tab': '\u001b[Z',
  Enter: '\r',
  Esc: '\u001b',
  Space: ' ',
  space: ' ',
};

/**
 * The presses a help entry's `keys` names, as the app receives them from the terminal
 * (`splitKeys`): names are split at spaces and slashes (`↑/↓ j/k`, `n / d / t`), a `/` alone is
 * the slash key, `Ctrl-S` is Ctrl with S. A name no terminal key sends fails the test.
 */
function pressesOf(keys: string): { name: string; press: KeyPress }[] {
  const names = keys === '/' ? ['/'] : keys.split(/[\s/]+/).filter(Boolean);
  return names.map((name) => {
    const ctrl = /^Ctrl-([A-Z])$/.exec(name);
    const raw = ctrl?.[1]
      ? String.fromCharCode(ctrl[1].charCodeAt(0) - 64)
      : (SEQUENCES[name] ?? ([...name].length === 1 ? name : undefined));
    if (raw === undefined) throw new Error(`"${name}" (in "${keys}") is no key a terminal sends`);
    const [press, ...more] = splitKeys(raw, { pasting: false });
    if (!press || more.length > 0) throw new Error(`"${name}" is not one key`);
    return { name, press };
  });
}

describe('every screen’s keymap table', () => {
  for (const [screen, table] of Object.entries(TABLES)) {
    it(`${screen}: each key the help lists dispatches to its entry`, () => {
      const shown = offered(table);
      expect(shown.length).toBeGreaterThan(0);
      shown.forEach((binding, index) => {
        // a key something else takes (the template field its variable key, each screen Esc) is listed only
        if (binding.takenBy) {
          expect(binding.on ?? binding.run).toBeUndefined();
          return;
        }
        expect(binding.on, `${binding.keys} has no \`on\``).toBeDefined();
        expect(binding.run, `${binding.keys} has no \`run\``).toBeDefined();
        for (const { name, press } of pressesOf(binding.keys)) {
          const ran: number[] = [];
          const probe = shown.map((entry, at) => ({ ...entry, run: entry.run && (() => ran.push(at)) }));
          expect(dispatchKey(probe, press.input, press.key), `${name} of "${binding.keys}"`).toBe(true);
          expect(ran, `${name} of "${binding.keys}" ran another entry`).toEqual([index]);
        }
      });
    });
  }

  it('lists every entry that applies in the help, and nothing that does not', () => {
    for (const [screen, table] of Object.entries(TABLES)) {
      const { lastFrame, unmount } = render(
        <HelpContext.Provider value={{ open: true, flash: null }}>
          <ScreenFrame title={screen} keys={table}>
            {null}
          </ScreenFrame>
        </HelpContext.Provider>,
      );
      const lines = (lastFrame() ?? '').split('\n');
      // a help line: the key, padded, then what it does (cut at the terminal's width)
      const listed = (binding: Binding) =>
        lines.some(
          (line) =>
            line.startsWith(`${binding.keys} `) &&
            line.slice(binding.keys.length).trimStart().startsWith(binding.does.slice(0, 30)),
        );
      for (const binding of offered(table)) expect(listed(binding), `${screen}: ${binding.keys}`).toBe(true);
      for (const binding of table.filter((entry) => entry.when === false))
        expect(listed(binding), `${screen}: ${binding.keys} listed`).toBe(false);
      unmount();
    }
  });

  it('ends every footer with the app’s hinted keys, Esc only where there is a screen to go back to', () => {
    const frame = (back: boolean, open: boolean) => {
      const { lastFrame, unmount } = render(
        <HelpContext.Provider value={{ open, flash: null, appKeys: appKeymap(idle) }}>
          <ScreenFrame title="A screen" keys={[]} back={back}>
            {null}
          </ScreenFrame>
        </HelpContext.Provider>,
      );
      const text = lastFrame() ?? '';
      unmount();
      return text;
    };
    expect(frame(true, false).split('\n').at(-1)).toBe('? help · esc back · q quit');
    expect(frame(false, false).split('\n').at(-1)).toBe('? help · q quit');
    const help = frame(true, true);
    for (const binding of appKeymap(idle)) expect(help).toContain(binding.does);
  });
});
