import { remoteMessages } from '@leadgen/core/domain';

/**
 * Remote mode's server could not be reached (the network is down, the name does not resolve, it
 * took too long to answer): its own exit code, so a script can tell "try again later" from a
 * refusal.
 */
export class ServerUnreachableError extends Error {
  constructor(server: string, reason: string, options?: { cause?: unknown }) {
    super(remoteMessages.serverUnreachable(server, reason), options);
    this.name = 'ServerUnreachableError';
  }
}
