import type { Io } from '../io.js';
import { type Session, withSession } from '../session.js';
import { type ApiClient, apiClient } from './api-client.js';
import { remoteServerOf } from './remote-server.js';

/**
 * How a command group reaches its data (issue 35): `local` builds the backend on a session (core
 * services and the same wire mappers the server answers with), `remote` on a client of a
 * server's `/api/v1`. Both hand the command the API's wire shapes, so its logic and printing are
 * written once and the server stays the one implementation of every rule in remote mode.
 */
export interface BackendMakers<B> {
  local: (session: Session) => B;
  remote: (api: ApiClient) => B;
}

/**
 * Runs `fn` with the command group's backend: the remote one when remote mode is on
 * (LEADGEN_SERVER, or `leadgen login --server`), else the local one on an open session, closed
 * afterwards.
 */
export async function withBackend<B, T>(
  io: Io,
  makers: BackendMakers<B>,
  fn: (backend: B) => Promise<T>,
): Promise<T> {
  const server = remoteServerOf(io);
  if (server) return fn(makers.remote(apiClient(server, io.fetch ? { fetch: io.fetch } : {})));
  return withSession(io, (session) => fn(makers.local(session)));
}

/** Whether remote mode is on, for a command that does something else there. */
export const remoteApi = (io: Io): ApiClient | null => {
  const server = remoteServerOf(io);
  return server ? apiClient(server, io.fetch ? { fetch: io.fetch } : {}) : null;
};
