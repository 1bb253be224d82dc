import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the receiver got: its headers and exact body, and the status it answered. */
export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  answered: number;
}

/**
 * A real webhook receiver on 127.0.0.1 for tests: records every POST and answers the statuses
 * of `answers` in turn (then 200), so a test makes it fail a few times before it succeeds.
 */
export async function startTestWebhookReceiver(answers: number[] = []) {
  const received: ReceivedWebhook[] = [];
  const queue = [...answers];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answered = queue.shift() ?? 200;
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), answered });
      response.writeHead(
        answered,
        answered >= 300 && answered < 400 ? { location: 'http://127.0.0.1:9/' } : {},
      );
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    /** Answers these statuses next, in turn. */
    answer: (...statuses: number[]) => queue.push(...statuses),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestWebhookReceiver = Awaited<ReturnType<typeof startTestWebhookReceiver>>;
