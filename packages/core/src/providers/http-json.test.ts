import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ProviderError } from '../domain/errors.js';
import {
  attemptJson,
  classifyResponse,
  HttpNetworkError,
  type JsonResponse,
  requestJson,
} from './http-json.js';

type Handler = (request: IncomingMessage, response: ServerResponse, body: string) => void;

const servers: Server[] = [];

async function serve(handler: Handler): Promise<string> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => handler(request, response, body));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const wording = {
  authMessage: 'Service rejected the key',
  fallbackMessage: 'Service failed',
  incompleteMessage: 'Service sent an incomplete response',
  now: Date.parse('2030-01-01T00:00:00Z'),
};

function response(status: number, json?: unknown, headers: Record<string, string> = {}): JsonResponse {
  return { status, headers, text: JSON.stringify(json ?? ''), json, invalidJson: false };
}

describe('requestJson', () => {
  it('sends JSON and reads status, headers and JSON back', async () => {
    const url = await serve((request, res, body) => {
      res.writeHead(201, {
        'Content-Type': 'application/json',
        'X-Echo': request.headers['content-type'] ?? '',
      });
      res.end(JSON.stringify({ got: JSON.parse(body) as unknown, method: request.method }));
    });
    const result = await requestJson({ url, body: { a: 1 } });
    expect(result.status).toBe(201);
    expect(result.headers['x-echo']).toBe('application/json');
    expect(result.json).toEqual({ got: { a: 1 }, method: 'POST' });
    expect(result.invalidJson).toBe(false);
  });

  it('flags a body cut short as invalid JSON, keeping the text', async () => {
    const url = await serve((_request, res) => res.end('{"items":[1,2'));
    const result = await requestJson({ url });
    expect(result).toMatchObject({ status: 200, invalidJson: true, text: '{"items":[1,2' });
    expect(result.json).toBeUndefined();
  });

  it('throws HttpNetworkError on a connection reset and on a timeout', async () => {
    const url = await serve((request) => request.socket.destroy());
    await expect(requestJson({ url })).rejects.toBeInstanceOf(HttpNetworkError);
    const slow = await serve(() => undefined);
    await expect(requestJson({ url: slow, timeoutMs: 50 })).rejects.toMatchObject({ code: 'timeout' });
  });

  it("rejects with the caller's abort reason, not a network error", async () => {
    const url = await serve(() => undefined);
    const controller = new AbortController();
    const call = requestJson({ url, signal: controller.signal });
    const reason = new Error('stopped by the user');
    controller.abort(reason);
    await expect(call).rejects.toBe(reason);
  });
});

describe('classifyResponse', () => {
  it('fails 401 and 403 for good with the auth message', () => {
    for (const status of [401, 403]) {
      const outcome = classifyResponse(response(status, { error: { message: 'bad token abc' } }), wording);
      expect(outcome).toMatchObject({ ok: false, retryable: false });
      if (outcome.ok) throw new Error('expected a failure');
      expect(outcome.error).toMatchObject({ code: 'PROVIDER_AUTH', message: 'Service rejected the key' });
    }
  });

  it('retries 429 after Retry-After (seconds or date) as PROVIDER_RATE_LIMITED', () => {
    const seconds = classifyResponse(response(429, {}, { 'retry-after': '3' }), wording);
    expect(seconds).toMatchObject({ ok: false, retryable: true, retryAfterMs: 3000 });
    const date = classifyResponse(
      response(429, {}, { 'retry-after': 'Tue, 01 Jan 2030 00:00:05 GMT' }),
      wording,
    );
    expect(date).toMatchObject({ retryable: true, retryAfterMs: 5000 });
    if (date.ok) throw new Error('expected a failure');
    expect(date.error).toMatchObject({ code: 'PROVIDER_RATE_LIMITED', message: 'Service failed' });
  });

  it("retries 5xx with the service's message; other 4xx fail for good", () => {
    const outcome = classifyResponse(response(503, { error: { message: 'Try later' } }), wording);
    expect(outcome).toMatchObject({ ok: false, retryable: true });
    if (outcome.ok) throw new Error('expected a failure');
    expect(outcome.error).toBeInstanceOf(ProviderError);
    expect(outcome.error.message).toBe('Try later');
    expect(classifyResponse(response(400, {}), wording)).toMatchObject({ ok: false, retryable: false });
  });

  it('retries a success whose JSON does not parse', () => {
    const cut: JsonResponse = { status: 200, headers: {}, text: '[{"a"', invalidJson: true };
    const outcome = classifyResponse(cut, wording);
    expect(outcome).toMatchObject({ ok: false, retryable: true });
    if (outcome.ok) throw new Error('expected a failure');
    expect(outcome.error.message).toBe('Service sent an incomplete response');
  });
});

describe('attemptJson', () => {
  it('turns a connection reset into a retryable ProviderError', async () => {
    const url = await serve((request) => request.socket.destroy());
    const outcome = await attemptJson({ url }, wording);
    expect(outcome).toMatchObject({ ok: false, retryable: true });
    if (outcome.ok) throw new Error('expected a failure');
    expect(outcome.error).toMatchObject({ code: 'PROVIDER_ERROR' });
    expect(outcome.error.message).toMatch(/^Service failed \(/);
  });
});
