// What the Chromium benchmarks measure in the page, and how they print it.
import type { BrowserContext } from '@playwright/test';

/** The value at quantile `q` of sorted numbers. */
export const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

/** Milliseconds as printed: one decimal. */
export const ms = (value: number) => value.toFixed(1);

/**
 * Runs in the page (a string: the bench runs through tsx, whose helpers don't exist there):
 * records in `window.__firstRow` when an element matching `selector` (a row's checkbox) first
 * appears (performance.now() counts from navigation start), with the onboarding modals
 * already dismissed.
 */
export const firstRowProbe = (selector: string) => `
  new MutationObserver((_, observer) => {
    if (document.querySelector(${JSON.stringify(selector)})) {
      window.__firstRow = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
  localStorage.setItem('leadgen.welcomeShown', 'true');
  sessionStorage.setItem('leadgen.extensionStepsDismissed', 'true');
`;

/** In the page: when each request of the load started and ended (ms from navigation start), and the first row. */
export const RESOURCE_TIMES = `[
  ['document', '0', performance.getEntriesByType('navigation')[0].responseEnd.toFixed(0)],
  ...performance.getEntriesByType('resource').map((entry) => [
    new URL(entry.name).pathname.replace(/[0-9a-f-]{36}/g, ':id') + new URL(entry.name).search.slice(0, 20),
    entry.startTime.toFixed(0),
    entry.responseEnd.toFixed(0),
  ]),
  ['first row', '', window.__firstRow.toFixed(0)],
]`;

/** How long a load may take to show its first row before the bench gives up. */
const FIRST_ROW_TIMEOUT_MS = 60_000;

/**
 * Loads `target` `loads + 1` times in `context` (whose pages run `firstRowProbe`), each in a new
 * page, and answers the times to the first row, sorted (the first load only warms the server and
 * the disk cache), with the requests of the last load.
 */
export async function firstRowLoads(
  context: BrowserContext,
  target: string,
  loads: number,
): Promise<{ times: number[]; waterfall: string[][] }> {
  const times: number[] = [];
  let waterfall: string[][] = [];
  for (let i = 0; i <= loads; i++) {
    const page = await context.newPage();
    await page.goto(target);
    await page.waitForFunction('window.__firstRow !== undefined', undefined, {
      timeout: FIRST_ROW_TIMEOUT_MS,
    });
    const at = (await page.evaluate('window.__firstRow')) as number;
    if (i > 0) times.push(at);
    if (i === loads) waterfall = (await page.evaluate(RESOURCE_TIMES)) as string[][];
    await page.close();
  }
  return { times: times.sort((a, b) => a - b), waterfall };
}

/** A table row of sorted load times: the label, median, min, max, how many, and the target. */
export const loadTimesRow = (label: string, sorted: number[], target: string): string[] => [
  label,
  ms(percentile(sorted, 0.5)),
  ms(sorted[0] ?? Number.NaN),
  ms(sorted.at(-1) ?? Number.NaN),
  String(sorted.length),
  target,
];
