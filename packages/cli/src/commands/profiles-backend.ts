import type { Readable } from 'node:stream';
import {
  csvExportStream,
  type ListProfilesPage,
  listProfiles,
  listStanding,
  markProfilesSeen,
  resolveIdPrefix,
} from '@leadgen/core';
import { remoteMessages, ValidationError } from '@leadgen/core/domain';
import { type ProfileJson, profileJson } from '@leadgen/core/wire';
import type { ApiClient } from '../remote/api-client.js';
import { wholeId } from '../remote/whole-id.js';
import type { Session } from '../session.js';

/** A page of a list's lead review: its rows as the wire has them, and how many there are. */
export interface ProfilesPage {
  rows: ProfileJson[];
  nextCursor: string | null;
  total: number;
  matching: number;
}

/**
 * What `leadgen profiles ls` needs, in the API's wire shapes (issue 35): the same command prints
 * from it whether the list is in a local database or on a server.
 */
export interface ProfilesBackend {
  resolveList(id: string): Promise<string>;
  page(
    listId: string,
    filter: Record<string, string> | undefined,
    page: { limit: number; cursor: string | null },
  ): Promise<ProfilesPage>;
  /** The note on profiles the list's run found but has not looked up yet, or null. */
  note(listId: string): Promise<string | null>;
  /** A watch's new people, shown: new no more (issue 34). */
  markSeen(listId: string, profileIds: string[]): Promise<void>;
  /** The rows read so far as CSV (the export's columns): only rows read here can be written so. */
  csv(): Readable;
}

/** The profiles of a local database. */
export function localProfiles({ store, user }: Session): ProfilesBackend {
  const read: ListProfilesPage['profiles'] = [];
  return {
    resolveList: (id) => resolveIdPrefix({ store }, user.id, 'list', id),
    page: async (listId, filter, { limit, cursor }) => {
      const page = await listProfiles({ store }, user.id, listId, { filter, limit, cursor });
      read.push(...page.profiles);
      return {
        rows: page.profiles.map((profile) => profileJson(profile)),
        nextCursor: page.nextCursor,
        total: page.total,
        matching: page.matching,
      };
    },
    note: async (listId) => (await listStanding({ store }, user.id, listId)).notice,
    markSeen: async (listId, profileIds) => {
      await markProfilesSeen({ store }, user.id, listId, profileIds);
    },
    csv: () => csvExportStream(read),
  };
}

/** The profiles of a server, through its /api/v1 (GET /lists/:id/profiles, the lead review's page). */
export function remoteProfiles(api: ApiClient): ProfilesBackend {
  return {
    resolveList: async (id) => wholeId(id),
    page: async (listId, filter, { limit, cursor }) => {
      const page = await api.json<{
        profiles: ProfileJson[];
        total: number;
        matching: number;
        next_cursor: string | null;
      }>('GET', `/lists/${listId}/profiles`, { query: { ...filter, limit, ...(cursor ? { cursor } : {}) } });
      return {
        rows: page.profiles.map((profile) => ({
          ...profile,
          profile_pic_url: absoluteUrl(api.server.url, profile.profile_pic_url),
        })),
        nextCursor: page.next_cursor,
        total: page.total,
        matching: page.matching,
      };
    },
    note: async (listId) =>
      (await api.json<{ list: { standing: { notice: string | null } | null } }>('GET', `/lists/${listId}`))
        .list.standing?.notice ?? null,
    markSeen: async (listId, profileIds) => {
      await api.json('POST', `/lists/${listId}/seen`, { body: { profileIds } });
    },
    // the server's CSV is the whole list's (`lists export`), not a page's
    csv: () => {
      throw new ValidationError(remoteMessages.pageCsvLocalOnly);
    },
  };
}

/**
 * A picture's URL as a terminal can open it: a demo server answers the sandbox's avatars from
 * its own origin, as a path (packages/server/src/demo-avatars.ts), made whole here.
 */
export const absoluteUrl = (server: string, url: string | null): string | null =>
  url?.startsWith('/') ? `${new URL(server).origin}${url}` : url;
