// `npm run bench -- lighthouse`: Lighthouse 12 (mobile: its default phone emulation and simulated
// throttling) on the built app's landing, sign-in, dashboard and lead review pages, served by
// `leadgen serve` over a list of realistic size with the bench user signed in (run
// `npm run build` first). Prints each page's performance and accessibility scores and paints
// beside the target (performance >= 95).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { benchChromium } from './chromium.js';
import { serveBenchList } from './serve.js';
import { printTable } from './stats.js';

const PROFILES = 2000;
const TARGET_PERFORMANCE = 95;
const dist = fileURLToPath(new URL('../packages/web/dist/index.html', import.meta.url));

interface PageResult {
  page: string;
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

async function audit(port: number, page: string, url: string, cookie?: string): Promise<PageResult> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned no report for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    page,
    performance: score('performance'),
    accessibility: score('accessibility'),
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
      `Lighthouse 12 mobile (simulated throttling), built app, lead review over ${PROFILES.toLocaleString('en-US')} profiles`,
    );
    printTable([
      ['page', 'performance', 'target', 'accessibility', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS'],
      ...results.map((r) => [
        r.page,
        String(r.performance),
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
