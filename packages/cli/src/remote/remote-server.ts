import { remoteMessages, ValidationError } from '@leadgen/core/domain';
import { type ConfigFile, configFile } from '../config-file.js';
import type { Io } from '../io.js';

/** The server remote mode talks to, and the API key it sends (never printed). */
export interface RemoteServer {
  /** The server's origin, as typed less a trailing slash: `https://leads.example.com`. */
  url: string;
  apiKey: string;
}

/**
 * Where the config file keeps `leadgen login --server`'s server and key. Not one of the
 * environment's names, so `leadgen config ls` never lists it (the key is never printed back);
 * the file is 0600 (config-file.ts).
 */
const REMOTE_LOGIN_KEY = 'remote_login';

/**
 * The server of remote mode, or null for local mode (the default). LEADGEN_SERVER with
 * LEADGEN_API_KEY win over the config file's login; LEADGEN_SERVER alone uses the key saved for
 * that same server. A half-set environment is refused rather than quietly falling back to a
 * local database (a user who set LEADGEN_SERVER must never write to a local file by mistake).
 */
export function remoteServerOf(io: Io, file: ConfigFile = configFile(io)): RemoteServer | null {
  const envServer = io.env.LEADGEN_SERVER?.trim() || undefined;
  const envKey = io.env.LEADGEN_API_KEY?.trim() || undefined;
  const saved = savedLogin(file);
  if (envServer) {
    const url = serverUrl(envServer);
    const apiKey = envKey ?? (saved?.url === url ? saved.apiKey : undefined);
    if (!apiKey) throw new ValidationError(remoteMessages.serverWithoutKey(url));
    return { url, apiKey };
  }
  if (envKey) throw new ValidationError(remoteMessages.keyWithoutServer);
  return saved;
}

/** The login `leadgen login --server` saved, if any. */
export function savedLogin(file: ConfigFile): RemoteServer | null {
  const value = file.get(REMOTE_LOGIN_KEY) as { server?: unknown; api_key?: unknown } | undefined;
  if (typeof value?.server !== 'string' || typeof value.api_key !== 'string') return null;
  return { url: value.server, apiKey: value.api_key };
}

/** Saves (or, with null, forgets) the server and key of remote mode in the config file. */
export function saveLogin(file: ConfigFile, server: RemoteServer | null): void {
  if (server === null) file.delete(REMOTE_LOGIN_KEY);
  else file.set(REMOTE_LOGIN_KEY, { server: server.url, api_key: server.apiKey });
}

/**
 * A server address as remote mode uses it: its origin (and path, for a server behind a
 * prefix), no trailing slash. https is required except on this machine's loopback, where a
 * local `leadgen serve` answers plain http: an API key must never cross a network in clear.
 */
export function serverUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new ValidationError(remoteMessages.badServerAddress(text));
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new ValidationError(remoteMessages.badServerAddress(text));
  if (url.protocol === 'http:' && !isLoopback(url.hostname))
    throw new ValidationError(remoteMessages.httpsRequired(text));
  if (url.username || url.password || url.search || url.hash)
    throw new ValidationError(remoteMessages.badServerAddress(text));
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** localhost, 127.0.0.0/8 and ::1: this machine, where http carries nothing across a network. */
function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}
