// Runs one benchmark by name: `npm run bench -- store`. Benchmarks print figures; they never
// assert on time (DESIGN.md §10).
const BENCHMARKS: Record<string, () => Promise<{ run: () => Promise<void> }>> = {
  store: () => import('./store.js'),
  enrichment: () => import('./enrichment.js'),
  scale: () => import('./scale.js'),
  recovery: () => import('./recovery.js'),
  cli: () => import('./cli.js'),
  api: () => import('./api.js'),
  selector: () => import('./selector.js'),
  tui: () => import('./tui.js'),
  web: () => import('./web.js'),
  'web-lead-review': () => import('./web-lead-review.js'),
  'web-edit-campaign': () => import('./web-edit-campaign.js'),
  'web-wire': () => import('./web-wire.js'),
  lighthouse: () => import('./lighthouse.js'),
};

const names = process.argv.slice(2);
if (names.length === 0 || names.some((name) => !(name in BENCHMARKS))) {
  console.error(`usage: npm run bench -- <${Object.keys(BENCHMARKS).join('|')}> [...]`);
  process.exit(2);
}
for (const name of names) {
  const load = BENCHMARKS[name];
  if (load) await (await load()).run();
}
