import { networkInterfaces } from 'node:os';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);
const WILDCARD = new Set(['0.0.0.0', '::', '[::]', '']);

const hostPart = (address: string) => (address.includes(':') ? `[${address}]` : address);

/**
 * The origins a browser shows for a server listening on `host:port` with no public URL
 * configured (the CSRF check's own origins, never derived from a request's Host header): the
 * loopback names when it listens on loopback, and every interface address of this machine when
 * it listens on all of them. A name that only resolves here (DNS rebinding) is not among them.
 *
 * @example
 * localOrigins('127.0.0.1', 8787); // ['http://127.0.0.1:8787', 'http://localhost:8787', 'http://[::1]:8787']
 */
export function localOrigins(host: string, port: number): string[] {
  const hosts = new Set<string>();
  if (LOOPBACK.has(host) || WILDCARD.has(host)) {
    for (const name of ['127.0.0.1', 'localhost', '[::1]']) hosts.add(name);
  } else {
    hosts.add(hostPart(host));
  }
  if (WILDCARD.has(host)) {
    for (const addresses of Object.values(networkInterfaces())) {
      for (const { address } of addresses ?? []) hosts.add(hostPart(address));
    }
  }
  return [...hosts].map((name) => new URL(`http://${name}:${port}`).origin);
}
