import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { actorPath, createApifyHttp } from './apify-http.js';
import { DEFAULT_RETRY } from './retry.js';

const TOKEN = 'apify_api_tok_1234';
const SESSION = 'ig-session-5678';
let seen: { url?: string; headers: IncomingHttpHeaders } | undefined;
const server = createServer((request, response) => {
  seen = { url: request.url, headers: request.headers };
  response.writeHead(400, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify({ error: { type: 'invalid-input', message: `Bad ${SESSION} for ${TOKEN}` } }));
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
