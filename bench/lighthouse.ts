// `npm run bench -- lighthouse`: Lighthouse 12 (mobile: its default phone emulation and simulated
// throttling) on the built app's landing, sign-in, dashboard and lead review pages, served by
// `leadgen serve` over a list of realistic size with the bench user signed in (run
// `npm run build` first). Prints each page's performance and accessibility scores and paints
// beside the target (performance >= 95): Lighthouse's median of 3 runs per page, with the
// range of the runs' performance scores.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { benchChromium } from './chromium.js';
import { serveBenchList } from './serve.js';
import { printTable } from './stats.js';

const PROFILES = 2000;
const TARGET_PERFORMANCE = 95;
const dist = fileURLToPath(new URL('../packages/web/dist/index.html', import.meta.url));

interface PageResult {
  page: string;
  performance: number;
  /** The lowest and highest performance score of the page's runs. */
  range: string;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** Runs per page; the printed one is Lighthouse's median run (nearest the median FCP and TTI). */
const RUNS = 3;
/** Lighthouse sometimes loses a page's trace (NO_NAVSTART) on a busy machine: runs it again. */
const ATTEMPTS = 3;

async function lighthouseRun(port: number, url: string, cookie?: string): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      extraHeaders: cookie ? { Cookie: cookie } : undefined,
    });
    const error = result ? result.lhr.runtimeError?.message : 'no report';
    if (result && !error) return result.lhr;
    if (attempt >= ATTEMPTS) throw new Error(`Lighthouse failed on ${url}: ${error}`);
    console.error(`Lighthouse failed on ${url} (${error}); running it again`);
  }
}

const performanceScore = (lhr: Result) => Math.round((lhr.categories.performance?.score ?? 0) * 100);

async function audit(port: number, page: string, url: string, cookie?: string): Promise<PageResult> {
  const runs: Result[] = [];
  for (let index = 0; index < RUNS; index++) runs.push(await lighthouseRun(port, url, cookie));
  const lhr = computeMedianRun(runs);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scores = runs.map(performanceScore);
  return {
    page,
    performance: performanceScore(lhr),
    range: `${Math.min(...scores)}-${Math.max(...scores)}`,
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

export async function run(): Promise<void> {
  if (!existsSync(dist)) throw new Error('packages/web/dist is missing: run `npm run build` first');
  const { url, listId, cookie, stop } = await serveBenchList('lighthouse', PROFILES);
  const chrome = await chromeLauncher.launch({
    chromePath: benchChromium.executablePath,
    chromeFlags: benchChromium.args,
  });
  try {
    const pages: [string, string, string?][] = [
      ['landing', `${url}/landing`],
      ['login', `${url}/login`],
      ['dashboard', `${url}/dashboard`, cookie],
      ['lead review', `${url}/list/${listId}`, cookie],
    ];
    const results: PageResult[] = [];
    for (const [page, target, session] of pages)
      results.push(await audit(chrome.port, page, target, session));
    console.log(
      `Lighthouse 12 mobile (simulated throttling), median of ${RUNS} runs per page, built app, lead review over ${PROFILES.toLocaleString('en-US')} profiles`,
    );
    printTable([
      ['page', 'performance', 'runs', 'target', 'accessibility', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS'],
      ...results.map((r) => [
        r.page,
        String(r.performance),
        r.range,
        `>= ${TARGET_PERFORMANCE}`,
        String(r.accessibility),
        r.fcpMs.toFixed(0),
        r.lcpMs.toFixed(0),
        r.tbtMs.toFixed(0),
        r.cls.toFixed(3),
      ]),
    ]);
  } finally {
    chrome.kill();
    await stop();
  }
}
