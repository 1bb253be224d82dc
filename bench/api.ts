// `npm run bench -- api`: the running server on loopback under load. A signed-in user GETs
// 100-row, followers-sorted profile pages of a 50,000-profile list, from 10 connections for 10 s
// (after a 2 s warm-up): one URL over and over (what the page cache answers), then lead-review
// filters varying per request (bio, name and bound filters, bench/filters.ts), then varying
// filters of one or two characters, then varying filters with the `Accept-Encoding` browsers
// send (every answer coded: zstd). Then the slow path: the first page after a write that makes
// the list's kept rows stale (a message saved, so its rows are read and indexed again). The
// server is the built `leadgen serve` in its own process, with its default logging, so load
// generator and server each have a core of this 2-core machine.
// Then lead review of a user's 50 overlapping lists of 1,000, a random list per request.
// Targets: one URL >= 2,000 requests/s and p99 <= 25 ms; varying text filters >= 1,000
// requests/s and p99 <= 25 ms.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { leadReviewQuery } from './filters.js';
import { BROWSER_ENCODING, printAfterChange, printLoad } from './load.js';
import { serveBenchList } from './serve.js';

const PROFILES = 50_000;
const root = fileURLToPath(new URL('..', import.meta.url));

export async function run(): Promise<void> {
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  const server = await serveBenchList('api', PROFILES, { varied: true });
  const { url, cookie, stop } = server;
  try {
    const path = `/api/lists/${server.listId}/profiles`;
    const page = (await (await fetch(`${url}${path}?limit=100`, { headers: { cookie } })).json()) as {
      profiles: unknown[];
    };
    if (page.profiles?.length !== 100)
      throw new Error(`expected 100 profiles, got ${JSON.stringify(page).slice(0, 200)}`);
    console.log(
      `api: GET 100-row profile pages of a ${PROFILES.toLocaleString('en-US')}-profile list, 10 connections, 10 s each`,
    );
    await printLoad(
      server,
      [{ label: 'one URL (page cache)', path: () => `${path}?limit=100` }],
      '>= 2,000 req/s, p99 <= 25 ms',
    );
    await printLoad(
      server,
      [
        { label: 'varying text filters', path: () => `${path}?${leadReviewQuery()}` },
        { label: 'varying 1-2 char filters', path: () => `${path}?${leadReviewQuery(true)}` },
        {
          label: 'varying text filters, coded as browsers ask (zstd)',
          path: () => `${path}?${leadReviewQuery()}`,
          headers: BROWSER_ENCODING,
        },
      ],
      '>= 1,000 req/s, p99 <= 25 ms',
    );
    const first = (page.profiles[0] as { id: string }).id;
    await printAfterChange(server, [
      {
        label: `${PROFILES.toLocaleString('en-US')} rows indexed again (a message saved)`,
        change: async (run) => {
          const res = await fetch(`${url}${path}/${first}/message`, {
            method: 'PUT',
            headers: { cookie, 'content-type': 'application/json' },
            body: JSON.stringify({ message: `Hi ${run}` }),
          });
          if (!res.ok) throw new Error(`save message: HTTP ${res.status}`);
        },
        path: () => `${path}?${leadReviewQuery()}`,
      },
    ]);
  } finally {
    await stop();
  }
  await overlappingLists();
}

/**
 * Lead review over a user's 50 overlapping lists of 1,000 (issue 30: people are shared between
 * lists, each list's rows one per person): every request a random list with varying filters.
 */
async function overlappingLists(): Promise<void> {
  const server = await serveBenchList('api-lists', 1000, { lists: 50, varied: true });
  try {
    const path = () =>
      `/api/lists/${server.listIds[Math.floor(Math.random() * server.listIds.length)]}/profiles`;
    console.log('api: lead review of 50 overlapping lists of 1,000, a random list per request');
    await printLoad(
      server,
      [
        { label: 'varying lists and text filters', path: () => `${path()}?${leadReviewQuery()}` },
        {
          label: 'varying lists and text filters, coded as browsers ask (zstd)',
          path: () => `${path()}?${leadReviewQuery()}`,
          headers: BROWSER_ENCODING,
        },
      ],
      '>= 1,000 req/s, p99 <= 25 ms',
    );
  } finally {
    await server.stop();
  }
}
