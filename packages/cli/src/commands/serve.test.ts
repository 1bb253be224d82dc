import { createServer, type Server } from 'node:net';
import { testCli } from '@leadgen/test-utils/cli';
import { afterEach, describe, expect, it } from 'vitest';

let cli: ReturnType<typeof testCli>;
let busy: Server | undefined;
afterEach(() => {
  busy?.close();
  cli.cleanup();
});

describe('leadgen serve', () => {
  it('refuses a port that is not a number at once, with exit 2', async () => {
    cli = testCli();
    const run = await cli.leadgen(['serve', '--port', 'abc']);
    expect(run).toMatchObject({
      code: 2,
      stdout: '',
      stderr: 'leadgen: --port must be a whole number from 0 to 65535, got "abc"\n',
    });
  });

  it('says in one line that the port is in use, and how to choose another', async () => {
    cli = testCli();
    const server = createServer();
    busy = server;
    const port = await new Promise<number>((resolve) => {
      server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
    });
    const run = await cli.leadgen(['serve', '--port', String(port)]);
    expect(run).toMatchObject({
      code: 1,
      stdout: '',
      stderr: `leadgen: Port ${port} is in use; pass --port or set PORT\n`,
    });
    const fromEnv = await cli.leadgen(['serve'], { PORT: String(port) });
    expect(fromEnv.stderr).toBe(`leadgen: Port ${port} is in use; pass --port or set PORT\n`);
  });
});
