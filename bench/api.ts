// `npm run bench -- api`: the running server on loopback under load. A signed-in user GETs a
// 100-row, followers-sorted profile page of a 50,000-profile list, from 10 connections for 10 s
// (after a 2 s warm-up). The server is the built `leadgen serve` in its own process, with its
// default logging, so load generator and server each have a core of this 2-core machine.
// Targets: >= 2,000 requests/s and p99 <= 25 ms.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { serveBenchList } from './serve.js';
import { printTable } from './stats.js';

const PROFILES = 50_000;
const root = fileURLToPath(new URL('..', import.meta.url));

export async function run(): Promise<void> {
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  const { url, listId, cookie, stop } = await serveBenchList('api', PROFILES);
  try {
    const target = `${url}/api/lists/${listId}/profiles?limit=100`;
    const page = (await (await fetch(target, { headers: { cookie } })).json()) as { profiles: unknown[] };
    if (page.profiles?.length !== 100)
      throw new Error(`expected 100 profiles, got ${JSON.stringify(page).slice(0, 200)}`);
    await autocannon({ url: target, connections: 10, duration: 2, headers: { cookie } });
    const result = await autocannon({ url: target, connections: 10, duration: 10, headers: { cookie } });
    console.log(
      `api: GET a 100-row profile page of a ${PROFILES.toLocaleString('en-US')}-profile list, 10 connections, 10 s`,
    );
    printTable([
      ['requests/s (mean)', 'latency p50 ms', 'latency p99 ms', 'max ms', 'non-2xx', 'errors', 'targets'],
      [
        result.requests.average.toFixed(0),
        result.latency.p50.toFixed(1),
        result.latency.p99.toFixed(1),
        result.latency.max.toFixed(1),
        String(result.non2xx),
        String(result.errors + result.timeouts),
        '>= 2,000 req/s, p99 <= 25 ms',
      ],
    ]);
  } finally {
    await stop();
  }
}
