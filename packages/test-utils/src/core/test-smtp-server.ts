import { createServer, type Socket } from 'node:net';

/** One message a test SMTP server accepted. */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent after DATA (headers and body), dot-stuffing undone. */
  data: string;
}

/** A running test SMTP server on loopback. */
export interface TestSmtpServer {
  port: number;
  /** `smtp://127.0.0.1:<port>`, for createSmtpMailer. */
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A tiny SMTP server on 127.0.0.1 for tests (RFC 5321's greeting, EHLO/HELO, MAIL, RCPT, DATA,
 * RSET, NOOP, QUIT; no TLS, no auth), answering every command `delayMs` late, as a distant mail
 * server would. `port` 0 picks a free one; a given port lets a test bring a server up where a
 * mailer already points.
 *
 * @example
 * const smtp = await startTestSmtpServer({ delayMs: 150 });
 * const mailer = createSmtpMailer({ url: smtp.url, from: 'Leadgen <hi@example.com>' });
 */
export async function startTestSmtpServer(
  options: { delayMs?: number; port?: number } = {},
): Promise<TestSmtpServer> {
  const delayMs = options.delayMs ?? 0;
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let buffer = '';
    let inData = false;
    let envelope: { from: string; to: string[]; lines: string[] } = { from: '', to: [], lines: [] };
    const reply = (line: string, then?: () => void) => {
      setTimeout(() => {
        if (socket.destroyed) return;
        socket.write(`${line}\r\n`);
        then?.();
      }, delayMs);
    };
    const command = (line: string) => {
      if (inData) {
        if (line !== '.') {
          envelope.lines.push(line.startsWith('.') ? line.slice(1) : line);
          return;
        }
        inData = false;
        received.push({ from: envelope.from, to: envelope.to, data: envelope.lines.join('\r\n') });
        envelope = { from: '', to: [], lines: [] };
        reply('250 2.0.0 queued');
        return;
      }
      const verb = line.slice(0, 4).toUpperCase();
      const argument = /<([^>]*)>/.exec(line)?.[1] ?? '';
      if (verb === 'EHLO' || verb === 'HELO') reply('250 test.invalid');
      else if (verb === 'MAIL') {
        envelope = { from: argument, to: [], lines: [] };
        reply('250 2.1.0 OK');
      } else if (verb === 'RCPT') {
        envelope.to.push(argument);
        reply('250 2.1.5 OK');
      } else if (verb === 'DATA') {
        inData = true;
        reply('354 End data with <CR><LF>.<CR><LF>');
      } else if (verb === 'RSET') {
        envelope = { from: '', to: [], lines: [] };
        reply('250 2.0.0 OK');
      } else if (verb === 'NOOP') reply('250 2.0.0 OK');
      else if (verb === 'QUIT') reply('221 2.0.0 Bye', () => socket.end());
      else reply('502 5.5.2 Command not recognized');
    };
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        command(line);
      }
    });
    reply('220 test.invalid ESMTP');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A loopback port with nothing listening on it (taken, then let go): an SMTP server that is down. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
