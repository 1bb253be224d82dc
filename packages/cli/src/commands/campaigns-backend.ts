import {
  campaignOverview,
  campaignProfilesPage,
  deleteCampaign,
  exportCampaignCsv,
  getCampaign,
  listCampaigns,
  populateMessages,
  resolveIdPrefix,
  resolveIdPrefixes,
  saveCampaignMessage,
  setCampaignStatus,
} from '@leadgen/core';
import { messages, NotFoundError } from '@leadgen/core/domain';
import {
  type CampaignJson,
  type CampaignOverviewJson,
  type CampaignProfileJson,
  campaignJson,
  campaignOverviewJson,
  campaignProfileJson,
  lintJson,
} from '@leadgen/core/wire';
import type { Io } from '../io.js';
import type { ApiClient } from '../remote/api-client.js';
import { withBackend } from '../remote/backend.js';
import { isWholeId, wholeId } from '../remote/whole-id.js';
import type { Session } from '../session.js';
import { type LintJson, NO_LINT } from './lint-output.js';
import { type CsvExport, csvExport } from './lists-backend.js';
import type { Paged } from './paging.js';
import { absoluteUrl } from './profiles-backend.js';

/** A change to a campaign and the notice it was answered with. */
export interface CampaignChange {
  campaign: CampaignJson;
  notice: string;
}

/** What a page of a campaign's profiles is asked with. */
export interface CampaignPageQuery {
  search?: string;
  limit: number;
  cursor: string | null;
}

/**
 * What `leadgen campaigns` ls, show, status, pause, resume, rm, populate and export need, in the
 * API's wire shapes (issue 35): the same commands print from it whether the campaigns are in a
 * local database or on a server.
 */
export interface CampaignsBackend {
  resolve(id: string): Promise<string>;
  /** Profile ids (or starts of them, locally) of the campaign's profiles. */
  resolveProfiles(campaignId: string, ids: readonly string[]): Promise<string[]>;
  list(): Promise<CampaignJson[]>;
  overview(campaignId: string): Promise<CampaignOverviewJson>;
  profiles(campaignId: string, query: CampaignPageQuery): Promise<Paged<CampaignProfileJson>>;
  setStatus(campaignId: string, status: string, version: number | undefined): Promise<CampaignChange>;
  /** Deletes the campaign; the notice. */
  remove(campaignId: string): Promise<string>;
  populate(
    campaignId: string,
    input: { template?: string; profileIds?: string[] },
  ): Promise<{ count: number; notice: string }>;
  exportCsv(campaignId: string, bom: boolean): Promise<CsvExport>;
  /** The campaign's profile a person named: by @username (first) or by id. */
  member(campaignId: string, profile: string): Promise<{ id: string; username: string }>;
  saveMessage(
    campaignId: string,
    profileId: string,
    text: string,
    version: number | undefined,
  ): Promise<SavedMessage>;
}

/** A message saved, as `campaigns message --json` prints it, with its lint warnings (issue 36). */
export interface SavedMessage {
  profile_id: string;
  message: string | null;
  message_version: number;
  lint: LintJson;
}

/** A page of a campaign's profiles as GET /campaigns/:id/profiles answers it. */
interface CampaignProfilesAnswer {
  profiles: CampaignProfileJson[];
  next_cursor: string | null;
}

/** A username as typed: without its @, in lower case. */
const handleOf = (profile: string) => profile.replace(/^@/, '').toLowerCase();

/** The campaigns of a local database. */
export function localCampaigns({ store, user }: Session): CampaignsBackend {
  return {
    resolve: (id) => resolveIdPrefix({ store }, user.id, 'campaign', id),
    resolveProfiles: (campaignId, ids) =>
      resolveIdPrefixes({ store }, user.id, 'profile', ids, { campaignId }),
    list: async () => (await listCampaigns({ store }, user.id)).map(campaignJson),
    overview: async (campaignId) =>
      campaignOverviewJson(await campaignOverview({ store }, user.id, campaignId)),
    profiles: async (campaignId, { search, limit, cursor }) => {
      const read = await campaignProfilesPage({ store }, user.id, campaignId, { search, limit, cursor });
      return {
        rows: read.profiles.map((profile) => campaignProfileJson(profile)),
        nextCursor: read.nextCursor,
        total: read.matching,
      };
    },
    setStatus: async (campaignId, status, version) => {
      const { campaign, notice } = await setCampaignStatus({ store }, user.id, campaignId, status, {
        expectedVersion: version,
      });
      return { campaign: campaignJson(campaign), notice };
    },
    remove: async (campaignId) => (await deleteCampaign({ store }, user.id, campaignId)).notice,
    populate: (campaignId, input) => populateMessages({ store }, user.id, campaignId, input),
    exportCsv: (campaignId, bom) => exportCampaignCsv({ store }, user.id, campaignId, { bom }),
    member: async (campaignId, profile) => {
      const campaign = await getCampaign({ store }, user.id, campaignId);
      const handle = handleOf(profile);
      // a username first: one may look like the start of an id ('cafe')
      const profileId = campaign.profiles.some((p) => p.username.toLowerCase() === handle)
        ? null
        : await resolveIdPrefix({ store }, user.id, 'profile', profile, { campaignId });
      const member = campaign.profiles.find((p) => p.id === profileId || p.username.toLowerCase() === handle);
      if (!member) throw new NotFoundError(messages.profileNotFound);
      return member;
    },
    saveMessage: async (campaignId, profileId, text, version) => {
      const saved = await saveCampaignMessage({ store }, user.id, campaignId, profileId, text, {
        expectedVersion: version,
      });
      return {
        profile_id: saved.profileId,
        message: saved.message,
        message_version: saved.messageVersion,
        lint: lintJson(saved.lint),
      };
    },
  };
}

/** The campaigns of a server, through its /api/v1 (packages/server/src/routes/campaigns.ts). */
export function remoteCampaigns(api: ApiClient): CampaignsBackend {
  return {
    resolve: async (id) => wholeId(id),
    resolveProfiles: async (_campaignId, ids) => ids.map(wholeId),
    list: async () => {
      const { campaigns } = await api.json<{ campaigns: (CampaignJson & { preview_profiles?: unknown })[] }>(
        'GET',
        '/campaigns',
      );
      // the campaign alone, as `--json` prints it locally (the cards' avatar previews left out)
      return campaigns.map(({ preview_profiles: _previews, ...campaign }) => campaign);
    },
    overview: async (campaignId) =>
      (await api.json<{ campaign: CampaignOverviewJson }>('GET', `/campaigns/${campaignId}`)).campaign,
    profiles: async (campaignId, { search, limit, cursor }) => {
      const page = await api.json<{
        profiles: CampaignProfileJson[];
        matching: number;
        next_cursor: string | null;
      }>('GET', `/campaigns/${campaignId}/profiles`, {
        query: { search, limit, cursor: cursor ?? undefined },
      });
      const rows = page.profiles.map((profile) => ({
        ...profile,
        profile_pic_url: absoluteUrl(api.server.url, profile.profile_pic_url),
      }));
      return { rows, nextCursor: page.next_cursor, total: page.matching };
    },
    setStatus: async (campaignId, status, version) => {
      const answer = await api.json<{ campaign: CampaignJson; message: string }>(
        'PUT',
        `/campaigns/${campaignId}/status`,
        { body: { status, version } },
      );
      return { campaign: answer.campaign, notice: answer.message };
    },
    remove: async (campaignId) =>
      (await api.json<{ message: string }>('DELETE', `/campaigns/${campaignId}`)).message,
    populate: async (campaignId, { template, profileIds }) => {
      const answer = await api.json<{ count: number; message: string }>(
        'POST',
        `/campaigns/${campaignId}/populate`,
        { body: { template, profileIds } },
      );
      return { count: answer.count, notice: answer.message };
    },
    exportCsv: async (campaignId, bom) =>
      csvExport(
        await api.request('GET', `/campaigns/${campaignId}/csv`, { query: bom ? { bom: 'true' } : {} }),
      ),
    member: async (campaignId, profile) => {
      const handle = handleOf(profile);
      const id = isWholeId(profile) ? profile.trim().toLowerCase() : null;
      // a username first (the server's search finds it), else the whole id, page after page
      let cursor: string | null = null;
      do {
        const page: CampaignProfilesAnswer = await api.json<CampaignProfilesAnswer>(
          'GET',
          `/campaigns/${campaignId}/profiles`,
          { query: { search: id ? undefined : handle, limit: 1000, cursor: cursor ?? undefined } },
        );
        const found =
          page.profiles.find((p) => p.username.toLowerCase() === handle) ??
          page.profiles.find((p) => p.id === id);
        if (found) return { id: found.id, username: found.username };
        cursor = page.next_cursor;
      } while (cursor);
      if (!id) wholeId(profile); // the start of an id: say remote mode needs the whole one
      throw new NotFoundError(messages.profileNotFound);
    },
    saveMessage: async (campaignId, profileId, text, version) => {
      const saved = await api.json<{
        id: string;
        message: string | null;
        message_version: number;
        lint?: LintJson;
      }>('PUT', `/campaigns/${campaignId}/profiles/${profileId}/message`, {
        body: { message: text, version },
      });
      return {
        profile_id: saved.id,
        message: saved.message,
        message_version: saved.message_version,
        lint: saved.lint ?? NO_LINT,
      };
    },
  };
}

/** Runs `fn` on the campaigns of the local database, or of the server in remote mode. */
export const withCampaigns = <T>(io: Io, fn: (campaigns: CampaignsBackend) => Promise<T>) =>
  withBackend(io, { local: localCampaigns, remote: remoteCampaigns }, fn);
