import { type ActorChoices, DEFAULT_ACTORS } from './apify-contracts.js';
import { actorPath } from './apify-http.js';
import { commonErrorMessage, requestJson } from './http-json.js';

/** What a smoke check found: whether the service works, in one line. */
export interface ServiceCheck {
  ok: boolean;
  detail: string;
}

/** An actor's answer to `GET /v2/actors/{id}` in a word or two: 200 found, 403 not permitted, 404 not found. */
function actorState(status: number): string {
  if (status === 200) return 'found';
  if (status === 403) return '403 not permitted';
  if (status === 404) return '404 not found';
  return `${status}`;
}

/**
 * A harmless check of an Apify token and every actor of every chain (issue 34), for `leadgen
 * doctor`: reads the token's user (`GET /v2/users/me`) and each actor (`GET /v2/actors/{id}`,
 * apify-docs openapi "Get Actor": 404 unknown, 403 not permitted for this token); nothing is run
 * and nothing is charged. The detail names each job's actors in order, each with what Apify said;
 * any actor not available fails the check (its chain would skip it at every run).
 *
 * @example
 * await checkApify({ token })
 * // { ok: true, detail: 'token of ana-leadgen; followers: datadoping~instagram-followers-scraper (found); …' }
 */
export async function checkApify(options: {
  token: string;
  baseUrl?: string | null;
  actors?: ActorChoices;
  timeoutMs?: number;
}): Promise<ServiceCheck> {
  const base = (options.baseUrl ?? 'https://api.apify.com').replace(/\/+$/, '');
  const get = (path: string) =>
    requestJson({
      url: `${base}${path}`,
      headers: { authorization: `Bearer ${options.token}` },
      timeoutMs: options.timeoutMs ?? 15_000,
    });
  try {
    const me = await get('/v2/users/me');
    if (me.status === 401) return { ok: false, detail: 'token rejected (check APIFY_TOKEN)' };
    if (me.status !== 200)
      return { ok: false, detail: `users/me answered ${me.status}: ${commonErrorMessage(me) ?? ''}`.trim() };
    const username = (me.json as { data?: { username?: unknown } }).data?.username;
    const chains = options.actors ?? DEFAULT_ACTORS;
    const states = new Map<string, string>();
    const jobs: string[] = [];
    for (const job of ['followers', 'following', 'profiles'] as const) {
      const named: string[] = [];
      for (const { id } of chains[job]) {
        // an actor in two chains is asked once
        if (!states.has(id)) states.set(id, actorState((await get(`/v2/actors/${actorPath(id)}`)).status));
        named.push(`${id} (${states.get(id)})`);
      }
      jobs.push(`${job}: ${named.join(', ')}`);
    }
    const who = `token of ${typeof username === 'string' ? username : 'an Apify user'}`;
    const missing = [...states.values()].some((state) => state !== 'found');
    return { ok: !missing, detail: `${who}; ${jobs.join('; ')}` };
  } catch (error) {
    return { ok: false, detail: `could not reach ${base} (${(error as Error).message})` };
  }
}
