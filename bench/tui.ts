// `npm run bench -- tui`: the time from a key press to the next frame while scrolling a
// 10,000-profile list in the lead review (80x24), through the app's own render path. Prints
// figures; asserts nothing (DESIGN.md §10).
import { performance } from 'node:perf_hooks';
import { openTuiTestDeps, renderTui, seedList } from '@leadgen/test-utils/tui';
import { printTable } from './stats.js';

const PROFILES = 10_000;
const PRESSES = 300;

const KEYS = { down: '\u001B[B', pageDown: '\u001B[6~', space: ' ' } as const;

export async function run(): Promise<void> {
  const deps = await openTuiTestDeps({ pollMs: 60_000 });
  try {
    const seeded = performance.now();
    const listId = await seedList(deps.store, deps.user.id, PROFILES);
    console.log(`seeded ${PROFILES} profiles in ${Math.round(performance.now() - seeded)} ms`);
    const opened = performance.now();
    const tui = await renderTui(deps, { route: { name: 'review', listId } });
    await tui.waitFor('10,000 of 10,000 profiles', 60_000);
    console.log(`lead review first full frame: ${Math.round(performance.now() - opened)} ms`);
    const rows: string[][] = [['key', 'presses', 'median ms', 'p95 ms', 'max ms']];
    for (const [name, sequence] of Object.entries(KEYS)) {
      const times: number[] = [];
      for (let i = 0; i < (name === 'pageDown' ? 60 : PRESSES); i++) {
        const frame = tui.nextFrame();
        const start = performance.now();
        tui.send(sequence);
        await frame;
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
      rows.push([name, String(times.length), at(0.5).toFixed(1), at(0.95).toFixed(1), at(1).toFixed(1)]);
    }
    printTable(rows);
    tui.unmount();
  } finally {
    await deps.close();
  }
}
