import {
  blockUsernames,
  importBlocked,
  liftBlocked,
  listBlocked,
  markLead,
  openLead,
  paceOverview,
  reportBlocked,
  resolveIdPrefix,
  sendQueue,
  unblockUsernames,
  undoLead,
  updateOutreachSettings,
} from '@leadgen/core';
import type { UsernameCsvFile } from '@leadgen/core/domain';
import { blockJson, doNotContactJson, leadJson, paceOverviewJson, sendQueueJson } from '@leadgen/core/wire';
import type { Io } from '../io.js';
import type { ApiClient } from '../remote/api-client.js';
import { withBackend } from '../remote/backend.js';
import { wholeId } from '../remote/whole-id.js';
import type { Session } from '../session.js';
import type { Paged } from './paging.js';
import { absoluteUrl } from './profiles-backend.js';

export type SendQueueJson = ReturnType<typeof sendQueueJson>;
export type LeadJson = ReturnType<typeof leadJson>;
/** The pace settings with the account's health and the block in effect (issue 36). */
export type PaceJson = ReturnType<typeof paceOverviewJson>;
/** A block report's answer: the block in effect and the notice. */
export interface BlockReported {
  blocked: ReturnType<typeof blockJson>;
  message: string;
}
export type DoNotContactJson = ReturnType<typeof doNotContactJson>;

/** A lead's change and the notice it was answered with. */
export interface LeadChange {
  lead: LeadJson;
  notice: string;
}

/** A change to the pace, as `leadgen pace` takes it (raw text, checked by core). */
export interface PaceInput {
  dailyCap?: string;
  workingHours?: string;
  timeZone?: string;
  /** 'on' or 'off'. */
  warmup?: string;
  warmupStart?: string;
  warmupDays?: string;
}

/**
 * What the send queue (`campaigns next|mark|undo`), `dnc` and `pace` need, in the API's wire
 * shapes (issue 35): the same commands print from it whether the outreach is in a local database
 * or on a server.
 */
export interface OutreachBackend {
  resolveCampaign(id: string): Promise<string>;
  queue(campaignId: string): Promise<SendQueueJson>;
  /** Records that the lead's profile was opened. */
  open(campaignId: string, profileId: string): Promise<void>;
  mark(
    campaignId: string,
    username: string,
    status: string,
    options: { note?: string; overridePace: boolean },
  ): Promise<LeadChange>;
  undo(campaignId: string, username: string): Promise<LeadChange>;
  /** Adds usernames to do-not-contact; the notice. */
  block(usernames: string[]): Promise<string>;
  unblock(usernames: string[]): Promise<string>;
  importCsv(file: UsernameCsvFile): Promise<{ notice: string; note: string | null }>;
  /** A page of do-not-contact in username order, after the `cursor` username. */
  blocked(page: { limit: number; cursor: string | null }): Promise<Paged<DoNotContactJson>>;
  pace(change: PaceInput | null): Promise<PaceJson>;
  /** "Instagram blocked me": pauses the queue for 24 hours, then a day at half the cap. */
  reportBlock(note: string | undefined): Promise<BlockReported>;
  /** Undoes the latest block report; the notice. */
  liftBlock(): Promise<string>;
}

/** A page of do-not-contact from one more entry than asked: whether another page follows. */
function pageOf(entries: DoNotContactJson[], limit: number, total: number): Paged<DoNotContactJson> {
  const rows = entries.slice(0, limit);
  return { rows, total, nextCursor: entries.length > limit ? (rows.at(-1)?.username ?? null) : null };
}

/** The outreach of a local database. */
export function localOutreach({ store, user }: Session): OutreachBackend {
  return {
    resolveCampaign: (id) => resolveIdPrefix({ store }, user.id, 'campaign', id),
    queue: async (campaignId) => sendQueueJson(await sendQueue({ store }, user.id, campaignId)),
    open: async (campaignId, profileId) => {
      await openLead({ store }, user.id, campaignId, { profileId });
    },
    mark: async (campaignId, username, status, { note, overridePace }) => {
      const { lead, notice } = await markLead({ store }, user.id, campaignId, { username }, status, note, {
        overridePace,
      });
      return { lead: leadJson(lead), notice };
    },
    undo: async (campaignId, username) => {
      const { lead, notice } = await undoLead({ store }, user.id, campaignId, { username });
      return { lead: leadJson(lead), notice };
    },
    block: async (usernames) => (await blockUsernames({ store }, user.id, usernames)).notice,
    unblock: async (usernames) => (await unblockUsernames({ store }, user.id, usernames)).notice,
    importCsv: (file) => importBlocked({ store }, user.id, file),
    blocked: async ({ limit, cursor }) => {
      // one more than the page tells whether another page follows
      const { entries, total } = await listBlocked({ store }, user.id, {
        limit: limit + 1,
        after: cursor ?? undefined,
      });
      return pageOf(entries.map(doNotContactJson), limit, total);
    },
    pace: async (change) => {
      if (change) await updateOutreachSettings({ store }, user.id, change);
      return paceOverviewJson(await paceOverview({ store }, user.id));
    },
    reportBlock: async (note) => {
      const { block, notice } = await reportBlocked({ store }, user.id, note);
      return { blocked: blockJson(block), message: notice };
    },
    liftBlock: async () => (await liftBlocked({ store }, user.id)).notice,
  };
}

/** A lead named by username in a path: `@username`, which the server looks up as core does here. */
const leadPath = (campaignId: string, username: string, action: string) =>
  `/campaigns/${campaignId}/leads/${encodeURIComponent(`@${username.replace(/^@/, '')}`)}/${action}`;

/**
 * The outreach of a server, through its /api/v1 (packages/server/src/routes/outreach.ts:
 * /campaigns/:id/queue and /leads/…, /outreach/settings, /outreach/blocked, /do-not-contact).
 */
export function remoteOutreach(api: ApiClient): OutreachBackend {
  const lead = async (path: string, body: unknown): Promise<LeadChange> => {
    const answer = await api.json<{ lead: LeadJson; message: string }>('POST', path, { body });
    return { lead: answer.lead, notice: answer.message };
  };
  return {
    resolveCampaign: async (id) => wholeId(id),
    queue: async (campaignId) => {
      const queue = await api.json<SendQueueJson>('GET', `/campaigns/${campaignId}/queue`);
      const next = queue.next && {
        ...queue.next,
        profile_pic_url: absoluteUrl(api.server.url, queue.next.profile_pic_url),
      };
      return { ...queue, next };
    },
    open: async (campaignId, profileId) => {
      await api.request('POST', `/campaigns/${campaignId}/leads/${wholeId(profileId)}/open`);
    },
    mark: (campaignId, username, status, { note, overridePace }) =>
      lead(leadPath(campaignId, username, 'status'), { status, note, overridePace }),
    undo: (campaignId, username) => lead(leadPath(campaignId, username, 'undo'), {}),
    block: async (usernames) =>
      (await api.json<{ message: string }>('POST', '/do-not-contact', { body: { usernames } })).message,
    unblock: async (usernames) =>
      (await api.json<{ message: string }>('DELETE', '/do-not-contact', { body: { usernames } })).message,
    importCsv: async (file) => {
      const answer = await api.json<{ message: string; note: string | null }>('POST', '/do-not-contact/csv', {
        body: file,
      });
      return { notice: answer.message, note: answer.note };
    },
    blocked: async ({ limit, cursor }) => {
      const { entries, total } = await api.json<{ entries: DoNotContactJson[]; total: number }>(
        'GET',
        '/do-not-contact',
        { query: { limit: limit + 1, after: cursor ?? undefined } },
      );
      return pageOf(
        entries.map(({ username, created_at }) => ({ username, created_at })),
        limit,
        total,
      );
    },
    pace: async (change) => {
      if (!change) return api.json<PaceJson>('GET', '/outreach/settings');
      return api.json<PaceJson>('PUT', '/outreach/settings', { body: change });
    },
    reportBlock: (note) => api.json<BlockReported>('POST', '/outreach/blocked', { body: { note } }),
    liftBlock: async () => (await api.json<{ message: string }>('DELETE', '/outreach/blocked')).message,
  };
}

/** Runs `fn` on the outreach of the local database, or of the server in remote mode. */
export const withOutreach = <T>(io: Io, fn: (outreach: OutreachBackend) => Promise<T>) =>
  withBackend(io, { local: localOutreach, remote: remoteOutreach }, fn);
