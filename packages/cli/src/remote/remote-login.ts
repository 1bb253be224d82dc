import { remoteMessages, ValidationError } from '@leadgen/core/domain';
import type { UserJson } from '@leadgen/core/wire';
import { configFile } from '../config-file.js';
import { hint, type Io } from '../io.js';
import { apiClient } from './api-client.js';
import { savedLogin, saveLogin, serverUrl } from './remote-server.js';

/**
 * `leadgen login --server <url> [--key <key>]` (issue 35): the key from the flag, else a hidden
 * prompt, else the first line of stdin (never echoed, never printed back); checked with GET
 * /api/v1/users/me before it is saved (0600 config file), so a mistyped key is never kept.
 */
export async function loginToServer(io: Io, server: string, key: string | undefined): Promise<void> {
  const url = serverUrl(server);
  const apiKey = (key ?? (await askKey(io))).trim();
  if (apiKey === '') throw new ValidationError(remoteMessages.apiKeyMissing);
  const api = apiClient({ url, apiKey }, io.fetch ? { fetch: io.fetch } : {});
  const { user } = await api.json<{ user: UserJson }>('GET', '/users/me');
  saveLogin(configFile(io), { url, apiKey });
  io.stdout(`${remoteMessages.signedIn(url, user.email)}\n`);
  const envServer = io.env.LEADGEN_SERVER?.trim();
  if (envServer && envServer.replace(/\/+$/, '') !== url)
    hint(io, `LEADGEN_SERVER=${envServer} in the environment still chooses the server`);
}

/** `leadgen logout --server`: forgets the saved server and key; local mode again. */
export function logoutOfServer(io: Io): void {
  const file = configFile(io);
  const saved = savedLogin(file);
  saveLogin(file, null);
  io.stdout(`${saved ? remoteMessages.signedOut(saved.url) : remoteMessages.notSignedIn}\n`);
  if (io.env.LEADGEN_SERVER?.trim()) hint(io, remoteMessages.envStillRemote);
}

async function askKey(io: Io): Promise<string> {
  if (io.prompt) return io.prompt('API key: ', { hidden: true });
  return (await io.readStdin()).split(/\r?\n/)[0] ?? '';
}
