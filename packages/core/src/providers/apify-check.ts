import { type ActorChoices, DEFAULT_ACTORS } from './apify-contracts.js';
import { actorPath } from './apify-http.js';
import { commonErrorMessage, requestJson } from './http-json.js';

/** What a smoke check found: whether the service works, in one line. */
export interface ServiceCheck {
  ok: boolean;
  detail: string;
}

/**
 * A harmless check of an Apify token and the configured actors, for `leadgen doctor`: reads the
 * token's user (`GET /v2/users/me`) and each actor (`GET /v2/actors/{id}`, apify-docs openapi
 * "Get Actor"); nothing is run and nothing is charged.
 *
 * @example
 * await checkApify({ token }) // { ok: true, detail: 'token of ana-leadgen; actors found: …' }
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
    const actors = [...new Set(Object.values(options.actors ?? DEFAULT_ACTORS).map((actor) => actor.id))];
    const missing: string[] = [];
    for (const actor of actors) {
      const found = await get(`/v2/actors/${actorPath(actor)}`);
      if (found.status !== 200)
        missing.push(`${actor} (${found.status}${found.status === 404 ? ' not found' : ''})`);
    }
    const who = `token of ${typeof username === 'string' ? username : 'an Apify user'}`;
    if (missing.length > 0)
      return { ok: false, detail: `${who}; actors not available: ${missing.join(', ')}` };
    return { ok: true, detail: `${who}; actors found: ${actors.join(', ')}` };
  } catch (error) {
    return { ok: false, detail: `could not reach ${base} (${(error as Error).message})` };
  }
}
