import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { actorPath, ChargeCapRefused, createApifyHttp } from './apify-http.js';
import { DEFAULT_RETRY } from './retry.js';

const TOKEN = 'apify_api_tok_1234';
const SESSION = 'ig-session-5678';
let seen: { url?: string; headers: IncomingHttpHeaders } | undefined;
// /status/N answers N with an Apify error body (apify-docs openapi error types); else a 400.
const server = createServer((request, response) => {
  seen = { url: request.url, headers: request.headers };
  const status = Number(request.url?.match(/^\/status\/(\d+)/)?.[1] ?? 400);
  const busy = request.url?.endsWith('?busy');
  if (request.url?.endsWith('?cap')) {
    response.writeHead(400, { 'Content-Type': 'application/json' });
    const message = request.url.includes('named')
      ? 'Maximum cost per run is less than the allowed minimum of $0.70'
      : 'Too low';
    response.end(JSON.stringify({ error: { type: 'max-total-charge-usd-below-minimum', message } }));
    return;
  }
  const type = busy
    ? 'concurrent-runs-limit-exceeded'
    : {
        400: 'invalid-input',
        402: 'not-enough-usage-to-run-paid-actor',
        403: 'insufficient-permissions',
        404: 'record-not-found',
      }[status];
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify({ error: { type, message: `Bad ${SESSION} for ${TOKEN}` } }));
});
let baseUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

it('sends the token only in the Authorization header and masks credentials Apify echoes', async () => {
  const http = createApifyHttp({ token: TOKEN, baseUrl, requestTimeoutMs: 1000, policy: DEFAULT_RETRY });
  const outcome = await http.attempt({
    path: '/v2/acts/a~b/runs',
    method: 'POST',
    body: { sessionid: SESSION },
    fallbackMessage: 'Failed to fetch profiles',
    secrets: [SESSION],
  });
  expect(seen?.url).toBe('/v2/acts/a~b/runs');
  expect(seen?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  expect(outcome).toMatchObject({ ok: false, retryable: false });
  if (outcome.ok) throw new Error('expected a failure');
  expect(outcome.error.message).toBe('Bad *** for ***');
});

it('writes actor ids the way the API wants them', () => {
  expect(actorPath('owner/name')).toBe('owner~name');
  expect(actorPath('owner~name')).toBe('owner~name');
});

it('fails at once, with what to do, on 402 (usage limit), 403 (no permission) and an unknown actor', async () => {
  const http = createApifyHttp({ token: TOKEN, baseUrl, requestTimeoutMs: 1000, policy: DEFAULT_RETRY });
  const fail = async (path: string, notFoundMessage?: string) => {
    const outcome = await http.attempt({ path, fallbackMessage: 'Failed', notFoundMessage });
    if (outcome.ok) throw new Error('expected a failure');
    expect(outcome.retryable).toBe(false);
    return outcome.error as Error & { code?: string; status?: number };
  };
  const payment = await fail('/status/402');
  expect(payment).toMatchObject({ code: 'PROVIDER_AUTH', status: 402 });
  expect(payment.message).toBe(
    `Apify refused the run: the Apify account has reached its usage limit or has no credits left (Bad ${SESSION} for ***). Raise the limit or top up in Apify Console.`,
  );
  const forbidden = await fail('/status/403');
  // insufficient-permissions: the token, not a rental
  expect(forbidden.message).toBe(
    `Apify refused the run: the token lacks permission (Bad ${SESSION} for ***). Use a token of the account that runs the actors, with full access.`,
  );
  expect(await fail('/status/404', 'Apify has no actor x~y')).toMatchObject({
    code: 'PROVIDER_AUTH',
    message: 'Apify has no actor x~y',
  });
  // a 402 that means "too many runs at once" passes when other runs end: retried
  const busy = await http.attempt({ path: '/status/402?busy', fallbackMessage: 'Failed' });
  expect(busy).toMatchObject({ ok: false, retryable: true, error: { code: 'PROVIDER_RATE_LIMITED' } });
  // without a meaning of its own, a 404 is an ordinary failure with Apify's words
  expect((await fail('/status/404')).message).toBe(`Bad ${SESSION} for ***`);
});

it("reads the minimum an actor names when it refuses a run's cost cap", async () => {
  const http = createApifyHttp({ token: TOKEN, baseUrl, requestTimeoutMs: 1000, policy: DEFAULT_RETRY });
  const named = await http.attempt({ path: '/runs/named?cap', method: 'POST', fallbackMessage: 'Failed' });
  if (named.ok) throw new Error('expected a failure');
  expect(named.error).toBeInstanceOf(ChargeCapRefused);
  expect(named.error).toMatchObject({ minimumUsd: 0.7, code: 'PROVIDER_AUTH' });
  const bare = await http.attempt({ path: '/runs?cap', method: 'POST', fallbackMessage: 'Failed' });
  if (bare.ok) throw new Error('expected a failure');
  expect(bare.error).toMatchObject({
    minimumUsd: null,
    message: "Apify refused the run's cost cap (Too low): raise LEADGEN_APIFY_MAX_USD_PER_1000.",
  });
});
