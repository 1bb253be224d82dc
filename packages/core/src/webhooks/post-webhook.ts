import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { LeadgenError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';
import { isPrivateAddress } from './private-address.js';

/** How long one attempt waits for the receiver's answer (Standard Webhooks "Request timeouts": 15 to 30 s). */
export const DELIVERY_TIMEOUT_MS = 15_000;

/** Sends one delivery's POST and answers the HTTP status; throws when there was no answer. */
export type WebhookPost = (request: {
  url: string;
  headers: Record<string, string>;
  body: string;
  allowPrivate: boolean;
  signal?: AbortSignal;
}) => Promise<number>;

/** A delivery refused before connecting (SSRF): its message says why, and names the setting. */
export class PrivateAddressRefused extends LeadgenError {
  constructor(address: string) {
    super('FORBIDDEN', messages.webhookPrivateAddress(address));
    this.name = 'PrivateAddressRefused';
  }
}

/** Every address a host name resolves to (dns.lookup with `all`; tests pass a fixed answer). */
export type ResolveAll = (
  hostname: string,
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

const systemResolve: ResolveAll = (hostname, callback) =>
  dnsLookup(hostname, { all: true, verbatim: true }, callback);

/**
 * Standard Webhooks "Server side request forgery (SSRF)": a webhook must not reach into the
 * sender's own network. A DNS look-up that resolves every address of the host, refuses the lot when any is private
 * (unless allowed), and hands the connection exactly the addresses it checked: the socket
 * connects to one of them, never to a second answer a rebinding DNS server might give.
 */
export function guardedLookup(allowPrivate: boolean, resolve: ResolveAll = systemResolve): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find((address) => isPrivateAddress(address.address));
      if (addresses.length === 0 || (refused && !allowPrivate)) {
        const reason = new PrivateAddressRefused(
          refused?.address ?? hostname,
        ) as unknown as NodeJS.ErrnoException;
        return callback(reason, '', 0);
      }
      const family = options.family === 4 || options.family === 6 ? options.family : 0;
      const allowed = addresses.filter((address) => family === 0 || address.family === family);
      const first = allowed[0] ?? addresses[0];
      if (!first)
        return callback(new PrivateAddressRefused(hostname) as unknown as NodeJS.ErrnoException, '', 0);
      // net.connect asks for every address (`all`) when it races IPv4 and IPv6 (autoSelectFamily)
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, allowed);
      callback(null, first.address, first.family);
    });
  };
}

/**
 * `postWebhook` resolving names with `resolve` (tests: a name that resolves to a private address).
 */
export function createPostWebhook(options: { resolve?: ResolveAll } = {}): WebhookPost {
  return (request) => post(request, options.resolve ?? systemResolve);
}

/**
 * POSTs a delivery with node:http(s): the resolved address checked and pinned (`guardedLookup`;
 * a literal IP host is checked here, as Node connects to it without a look-up), no redirect
 * followed, the answer's body discarded, DELIVERY_TIMEOUT_MS at most. Answers the status.
 */
export const postWebhook: WebhookPost = (request) => post(request, systemResolve);

function post(
  { url, headers, body, allowPrivate, signal }: Parameters<WebhookPost>[0],
  resolveAll: ResolveAll,
): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const target = new URL(url);
    const host = target.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) !== 0 && isPrivateAddress(host) && !allowPrivate) {
      reject(new PrivateAddressRefused(host));
      return;
    }
    const timeout = AbortSignal.timeout(DELIVERY_TIMEOUT_MS);
    const request = (target.protocol === 'https:' ? httpsRequest : httpRequest)(
      target,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'Leadgen-Webhooks/1',
        },
        lookup: guardedLookup(allowPrivate, resolveAll),
        // a connection of its own: no pooled socket outlives the check made for this attempt
        agent: false,
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', (error) =>
      reject(timeout.aborted ? new Error(messages.webhookTimeout(DELIVERY_TIMEOUT_MS / 1000)) : error),
    );
    request.end(body);
  });
}
