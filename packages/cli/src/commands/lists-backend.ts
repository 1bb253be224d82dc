import { Readable } from 'node:stream';
import {
  deleteList,
  deleteProfiles,
  exportListCsv,
  getList,
  type ListCampaignUse,
  listCampaignUse,
  listCompleteness,
  listLists,
  listStanding,
  populateListMessages,
  renameList,
  resolveIdPrefix,
  resolveIdPrefixes,
} from '@leadgen/core';
import { type CompletenessJson, completenessJson, type ListJson, listJson } from '@leadgen/core/wire';
import type { Io } from '../io.js';
import type { ApiClient } from '../remote/api-client.js';
import { withBackend } from '../remote/backend.js';
import { countCsvRows } from '../remote/csv-rows.js';
import { wholeId } from '../remote/whole-id.js';
import type { Session } from '../session.js';

/** A list with what `lists show` adds: completeness per target, and the note on hidden profiles. */
export interface ListDetail {
  list: ListJson;
  completeness: CompletenessJson;
  note: string | null;
}

/** A CSV export: its stream, and how many profiles it holds. */
export interface CsvExport {
  stream: Readable;
  count: number | Promise<number>;
}

/**
 * What `leadgen lists` needs, in the API's wire shapes (issue 35): the same commands print from
 * it whether the lists are in a local database or on a server.
 */
export interface ListsBackend {
  /** The whole id a typed id names (locally the start of one is enough). */
  resolve(id: string): Promise<string>;
  list(): Promise<ListJson[]>;
  show(listId: string): Promise<ListDetail>;
  rename(
    listId: string,
    name: string,
    version: number | undefined,
  ): Promise<{ list: ListJson; notice: string }>;
  /** The list and the campaigns that keep some of its profiles, as a delete is confirmed. */
  deletion(listId: string): Promise<{ list: ListJson; kept: ListCampaignUse | null }>;
  remove(listId: string): Promise<string>;
  exportCsv(listId: string, bom: boolean): Promise<CsvExport>;
  /** Profile ids (or starts of them, locally) of the list's profiles. */
  resolveProfiles(listId: string, ids: readonly string[]): Promise<string[]>;
  populate(
    listId: string,
    input: { template?: string; profileIds?: string[] },
  ): Promise<{ count: number; notice: string }>;
  /** Deletes profiles of the list; how many were. */
  deleteProfiles(listId: string, profileIds: string[]): Promise<number>;
}

/** The lists of a local database: core's services and the wire mappers the server answers with. */
export function localLists({ store, user }: Session): ListsBackend {
  return {
    resolve: (id) => resolveIdPrefix({ store }, user.id, 'list', id),
    list: async () => (await listLists({ store }, user.id)).map(listJson),
    show: async (listId) => {
      const list = await getList({ store }, user.id, listId);
      const completeness = completenessJson(await listCompleteness({ store }, user.id, listId));
      const { notice } = await listStanding({ store }, user.id, list.id);
      return { list: listJson(list), completeness, note: notice };
    },
    rename: async (listId, name, version) => {
      const { list, notice } = await renameList({ store }, user.id, listId, name, {
        expectedVersion: version,
      });
      return { list: listJson(list), notice };
    },
    deletion: async (listId) => {
      const list = await getList({ store }, user.id, listId);
      return { list: listJson(list), kept: (await listCampaignUse({ store }, user.id)).get(list.id) ?? null };
    },
    remove: async (listId) => (await deleteList({ store }, user.id, listId)).notice,
    exportCsv: async (listId, bom) => exportListCsv({ store }, user.id, listId, { bom }),
    resolveProfiles: (listId, ids) => resolveIdPrefixes({ store }, user.id, 'profile', ids, { listId }),
    populate: (listId, { template, profileIds }) =>
      populateListMessages({ store }, user.id, listId, { template, profileIds }),
    deleteProfiles: (listId, profileIds) => deleteProfiles({ store }, user.id, listId, profileIds),
  };
}

/** A list as GET /api/v1/lists answers it: the wire list with what the web app adds. */
type ListRow = ListJson & {
  standing?: { notice: string | null } | null;
  campaign_use?: ListCampaignUse | null;
};

/** The wire list alone, as `--json` prints it locally (without the web app's additions). */
const bareList = ({
  standing: _standing,
  campaign_use: _use,
  completeness: _c,
  ...list
}: ListRow & {
  completeness?: unknown;
}): ListJson => list;

/** The lists of a server, through its /api/v1 (packages/server/src/routes/lists.ts). */
export function remoteLists(api: ApiClient): ListsBackend {
  return {
    resolve: async (id) => wholeId(id),
    list: async () => (await api.json<{ lists: ListRow[] }>('GET', '/lists')).lists.map(bareList),
    show: async (listId) => {
      const { list } = await api.json<{ list: ListRow & { completeness: CompletenessJson } }>(
        'GET',
        `/lists/${listId}`,
      );
      return { list: bareList(list), completeness: list.completeness, note: list.standing?.notice ?? null };
    },
    rename: async (listId, name, version) => {
      const answer = await api.json<{ list: ListJson; message: string }>('PATCH', `/lists/${listId}`, {
        body: { name, ...(version === undefined ? {} : { version }) },
      });
      return { list: answer.list, notice: answer.message };
    },
    deletion: async (listId) => {
      const { lists } = await api.json<{ lists: ListRow[] }>('GET', '/lists');
      const row = lists.find((list) => list.id === listId);
      // the server's own words for a list that is not there
      if (!row) await api.json('GET', `/lists/${listId}`);
      const found = row as ListRow;
      return { list: bareList(found), kept: found.campaign_use ?? null };
    },
    remove: async (listId) => (await api.json<{ message: string }>('DELETE', `/lists/${listId}`)).message,
    exportCsv: async (listId, bom) =>
      csvExport(await api.request('GET', `/lists/${listId}/csv`, { query: bom ? { bom: 'true' } : {} })),
    resolveProfiles: async (_listId, ids) => ids.map(wholeId),
    populate: async (listId, { template, profileIds }) => {
      const answer = await api.json<{ count: number; message: string }>('POST', `/lists/${listId}/populate`, {
        body: { template, profileIds },
      });
      return { count: answer.count, notice: answer.message };
    },
    deleteProfiles: async (listId, profileIds) =>
      (await api.json<{ deleted: number }>('DELETE', `/lists/${listId}/profiles`, { body: { profileIds } }))
        .deleted,
  };
}

/** A CSV answer as an export: its body streamed, its rows counted as they pass. */
export function csvExport(response: Response): CsvExport {
  const body = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream);
  return countCsvRows(body);
}

/** Runs `fn` on the lists of the local database, or of the server in remote mode. */
export const withLists = <T>(io: Io, fn: (lists: ListsBackend) => Promise<T>) =>
  withBackend(io, { local: localLists, remote: remoteLists }, fn);
