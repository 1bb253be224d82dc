import { addWatch, getWatch, listWatches, removeWatch, resolveWatchId } from '@leadgen/core';
import { type WatchJson, watchJson } from '@leadgen/core/wire';
import type { ApiClient } from '../remote/api-client.js';
import { wholeId } from '../remote/whole-id.js';
import type { Session } from '../session.js';

/** A new watch as `watch add` takes it. */
export interface WatchInput {
  target: string;
  type: string;
  every: string;
  max: string;
}

/**
 * What `leadgen watch` ls, add and rm need, in the API's wire shapes (issue 35): the same commands
 * print from it whether the watches are in a local database or on a server.
 */
export interface WatchBackend {
  resolve(id: string): Promise<string>;
  list(): Promise<WatchJson[]>;
  get(watchId: string): Promise<WatchJson>;
  add(input: WatchInput): Promise<WatchJson>;
  remove(watchId: string): Promise<void>;
}

/** The watches of a local database. */
export function localWatches({ store, user }: Session): WatchBackend {
  return {
    resolve: (id) => resolveWatchId({ store }, user.id, id),
    list: async () => (await listWatches({ store }, user.id)).map(watchJson),
    get: async (watchId) => watchJson(await getWatch({ store }, user.id, watchId)),
    add: async (input) => watchJson(await addWatch({ store }, user.id, input)),
    remove: (watchId) => removeWatch({ store }, user.id, watchId),
  };
}

/** The watches of a server, through its /api/v1 (packages/server/src/routes/watches.ts). */
export function remoteWatches(api: ApiClient): WatchBackend {
  return {
    resolve: async (id) => wholeId(id),
    list: async () => (await api.json<{ watches: WatchJson[] }>('GET', '/watches')).watches,
    get: async (watchId) => (await api.json<{ watch: WatchJson }>('GET', `/watches/${watchId}`)).watch,
    add: async ({ target, type, every, max }) =>
      (
        await api.json<{ watch: WatchJson }>('POST', '/watches', {
          body: { target, type, every, maxProfiles: max },
        })
      ).watch,
    remove: async (watchId) => {
      await api.json('DELETE', `/watches/${watchId}`);
    },
  };
}
