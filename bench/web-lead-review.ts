import { chromium } from '@playwright/test';
import { benchChromium } from './chromium.js';
import { firstRowLoads, firstRowProbe, loadTimesRow, ms, percentile } from './page-timing.js';
import { serveBenchList } from './serve.js';
import { printTable } from './stats.js';

const PROFILES = 10_000;
const LOADS = 7;
const SCROLL_MS = 5000;
const FRAME_BUDGET_MS = 1000 / 60;

// Runs in the page: records the time the first row appears (performance.now() counts from
// navigation start).
const FIRST_ROW_PROBE = firstRowProbe('li[data-index="0"] input[type=checkbox]');

interface ScrollResult {
  frames: number[];
  longTasks: number[];
  rendered: number;
  lastRow: string | null;
}

// In the page (a string: the bench runs through tsx, whose helpers don't exist there): scrolls
// top to bottom over `duration` ms, one step per animation frame, timing the frames.
const SCROLL_THROUGH = `async (duration) => {
  const longTasks = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask' });
  const frames = [];
  await new Promise((done) => {
    const start = performance.now();
    let last = start;
    const step = (now) => {
      frames.push(now - last);
      last = now;
      const progress = Math.min(1, (now - start) / duration);
      window.scrollTo(0, progress * (document.documentElement.scrollHeight - window.innerHeight));
      if (progress < 1) requestAnimationFrame(step);
      else done();
    };
    requestAnimationFrame(step);
  });
  observer.disconnect();
  const rows = document.querySelectorAll('li[data-index]');
  return {
    frames: frames.slice(1),
    longTasks,
    rendered: rows.length,
    lastRow: rows[rows.length - 1]?.getAttribute('data-index') ?? null,
  };
}`;

export async function run(): Promise<void> {
  const { url, listId, cookie, stop } = await serveBenchList('web-lead-review', PROFILES);
  const browser = await chromium.launch(benchChromium);
  try {
    const [name = '', value = ''] = cookie.split('=');
    // the probes are evaluated as strings, which the app's CSP (no 'unsafe-eval') refuses
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
    await context.addCookies([{ name, value, url }]);
    await context.addInitScript(FIRST_ROW_PROBE);
    const target = `${url}/list/${listId}`;

    const { times: firstRender, waterfall } = await firstRowLoads(context, target, LOADS);

    const page = await context.newPage();
    await page.goto(target);
    await page.locator('li[data-index="0"]').waitFor();
    await page.waitForTimeout(500);
    const scroll = (await page.evaluate(`(${SCROLL_THROUGH})(${SCROLL_MS})`)) as ScrollResult;
    const frames = [...scroll.frames].sort((a, b) => a - b);
    const dropped = frames.filter((frame) => frame > FRAME_BUDGET_MS * 1.5).length;

    console.log(
      `web lead review: /list/:id of a ${PROFILES.toLocaleString('en-US')}-profile list in Chromium (headless)`,
    );
    printTable([
      ['first render (nav start to first row)', 'median ms', 'min ms', 'max ms', 'loads', 'target'],
      loadTimesRow('', firstRender, '< 500 ms'),
    ]);
    console.log('');
    printTable([['last load: request', 'start ms', 'end ms'], ...waterfall]);
    console.log('');
    printTable([
      [
        'scroll top to bottom',
        'frames',
        'p50 ms',
        'p95 ms',
        'p99 ms',
        'max ms',
        '>25 ms frames',
        'long tasks',
        'long-task ms',
      ],
      [
        `${SCROLL_MS / 1000} s`,
        String(frames.length),
        ms(percentile(frames, 0.5)),
        ms(percentile(frames, 0.95)),
        ms(percentile(frames, 0.99)),
        ms(frames.at(-1) ?? Number.NaN),
        String(dropped),
        String(scroll.longTasks.length),
        ms(scroll.longTasks.reduce((sum, d) => sum + d, 0)),
      ],
    ]);
    console.log(`rows in the DOM at the end: ${scroll.rendered}; last row index: ${scroll.lastRow}`);
  } finally {
    await browser.close();
    await stop();
  }
}
