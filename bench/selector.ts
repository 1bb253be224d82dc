// `npm run bench -- selector`: the create and edit screens' profile selector (GET /api/profiles)
// for a user with 50 completed lists of 1,000 profiles that overlap as audiences do (50,000 rows,
// 40,200 people: the selector shows each person once, issue 30), from 10 connections for 10 s
// each (after a 2 s warm-up), with filters varying per request as the screen sends them (search,
// list subsets, follower bounds, flags, keywords: bench/filters.ts); then searches and keywords of
// one or two characters; then varying filters with the `Accept-Encoding` browsers send (every
// answer coded: zstd). Then the slow path: the first page after a write that makes the server's
// kept rows stale (a list renamed, so the user's rows are read and indexed again). The server is
// the built `leadgen serve` in its own process.
// Targets: >= 500 requests/s, p99 <= 50 ms.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { selectorQuery } from './filters.js';
import { BROWSER_ENCODING, printAfterChange, printLoad } from './load.js';
import { serveBenchList } from './serve.js';

const LISTS = 50;
const PER_LIST = 1000;
const root = fileURLToPath(new URL('..', import.meta.url));

export async function run(): Promise<void> {
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  const server = await serveBenchList('selector', PER_LIST, {
    lists: LISTS,
    varied: true,
  });
  const { url, cookie, stop } = server;
  try {
    const page = (await (await fetch(`${url}/api/profiles?limit=150`, { headers: { cookie } })).json()) as {
      profiles: unknown[];
      candidates: number;
    };
    if (page.profiles?.length !== 150 || page.candidates < PER_LIST)
      throw new Error(`unexpected selector page: ${JSON.stringify(page).slice(0, 200)}`);
    console.log(
      `selector: GET /api/profiles, ${LISTS} overlapping lists of ${PER_LIST.toLocaleString('en-US')} profiles ` +
        `(${page.candidates.toLocaleString('en-US')} candidates), filters varying per request, 10 connections, 10 s each`,
    );
    await printLoad(
      server,
      [
        { label: 'varying filters', path: () => `/api/profiles?${selectorQuery(server.listIds)}` },
        {
          label: 'varying 1-2 char search',
          path: () => `/api/profiles?${selectorQuery(server.listIds, true)}`,
        },
        {
          label: 'varying filters, coded as browsers ask (zstd)',
          path: () => `/api/profiles?${selectorQuery(server.listIds)}`,
          headers: BROWSER_ENCODING,
        },
      ],
      '>= 500 req/s, p99 <= 50 ms',
    );
    const listId = server.listId;
    await printAfterChange(server, [
      {
        label: `${LISTS * PER_LIST} rows (people once) indexed again (a list renamed)`,
        change: async (run) => {
          const res = await fetch(`${url}/api/lists/${listId}`, {
            method: 'PATCH',
            headers: { cookie, 'content-type': 'application/json' },
            body: JSON.stringify({ name: `renamed ${run}` }),
          });
          if (!res.ok) throw new Error(`rename: HTTP ${res.status}`);
        },
        path: () => `/api/profiles?${selectorQuery(server.listIds)}`,
      },
    ]);
  } finally {
    await stop();
  }
}
