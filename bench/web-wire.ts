// `npm run bench -- web-wire` (after `npm run build`; `web` runs it too): the bytes on the wire
// of a first visit. Chromium loads /landing signed out and /dashboard signed in from the built
// `leadgen serve`, which records the HTML, scripts and stylesheets each page fetches; each of
// those is then fetched again with `Accept-Encoding` identity, gzip and br (node:http, which
// does not decode) and its body bytes summed, beside a 100-row lead-review JSON page.
import { request } from 'node:http';
import { chromium } from '@playwright/test';
import { benchChromium } from './chromium.js';
import { serveBenchList } from './serve.js';
import { printTable } from './stats.js';

const ROWS = 100;
const ENCODINGS = ['identity', 'gzip', 'br'] as const;
const ONBOARDING_SEEN = `
  localStorage.setItem('leadgen.welcomeShown', 'true');
  sessionStorage.setItem('leadgen.extensionStepsDismissed', 'true');
`;

/** Body bytes as sent (not decoded) and the encoding the server chose. */
function wireBytes(
  url: string,
  encoding: string,
  cookie?: string,
): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'accept-encoding': encoding };
    if (cookie) headers.cookie = cookie;
    request(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'identity' }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** The same-origin documents, scripts and stylesheets a page fetches until the network is idle. */
async function pageFiles(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  url: string,
  path: string,
  cookie?: string,
): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    if (cookie) {
      const [name = '', value = ''] = cookie.split('=');
      await context.addCookies([{ name, value, url }]);
    }
    await context.addInitScript(ONBOARDING_SEEN);
    const page = await context.newPage();
    const files = new Set<string>();
    page.on('request', (req) => {
      if (['document', 'script', 'stylesheet'].includes(req.resourceType()) && req.url().startsWith(url))
        files.add(req.url());
    });
    await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
    return [...files];
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

export async function run(): Promise<void> {
  const { url, listId, cookie, stop } = await serveBenchList('web-wire', ROWS);
  const browser = await chromium.launch(benchChromium);
  try {
    const loads = [
      { name: 'landing (signed out)', files: await pageFiles(browser, url, '/landing') },
      { name: 'dashboard (signed in)', files: await pageFiles(browser, url, '/dashboard', cookie) },
      {
        name: `lead-review JSON, ${ROWS} rows`,
        files: [`${url}/api/lists/${listId}/profiles?limit=${ROWS}`],
      },
    ];
    const rows: string[][] = [];
    for (const load of loads) {
      const totals: string[] = [];
      for (const encoding of ENCODINGS) {
        let bytes = 0;
        const used = new Set<string>();
        for (const file of load.files) {
          const answer = await wireBytes(file, encoding, cookie);
          bytes += answer.bytes;
          used.add(answer.encoding);
        }
        totals.push(`${kb(bytes)} (${[...used].join('+')})`);
      }
      rows.push([load.name, String(load.files.length), ...totals]);
    }
    console.log(
      'bytes on the wire: HTML + JS + CSS of a first visit, and an API page; kB (content-encoding sent)',
    );
    printTable([['load', 'files', ...ENCODINGS.map((e) => `Accept-Encoding: ${e}`)], ...rows]);
  } finally {
    await browser.close();
    await stop();
  }
}
