import { type Selectable, sql } from 'kysely';
import type { Campaign, CampaignListSummary } from '../domain/campaign.js';
import type { SearchType } from '../domain/search-list.js';
import { recountCampaigns } from './campaign-counters.js';
import { linkMembers } from './campaign-links.js';
import { sweepDeletedLists } from './deleted-lists.js';
import { type Executor, inTransaction, type StoreDeps } from './executor.js';
import { readTextArray, toCampaign } from './rows.js';
import type { SearchListsTable } from './schema.js';
import { visibleProfile } from './visible-profile.js';

/** A new campaign (spec §7 campaigns insert); it starts as a draft. */
export interface NewCampaign {
  name: string;
  description: string | null;
  message_template: string | null;
  filters: unknown;
  search_list_id: string | null;
  search_type: SearchType | null;
  profile_ids: readonly string[];
}

/** The fields the edit screen saves (spec §7 "update by id with name, description, …"). */
export interface CampaignChanges {
  name?: string;
  description?: string | null;
  status?: string;
  message_template?: string | null;
  send_rate_limit?: number;
}

/** A campaign card: the campaign, its list, and up to three profiles for the avatar preview. */
export interface CampaignSummary extends Campaign {
  search_list: CampaignListSummary | null;
  preview_profiles: { id: string; username: string; profile_pic_url: string | null }[];
}

const PREVIEW = 3;

function toListSummary(
  row: Pick<
    Selectable<SearchListsTable>,
    'id' | 'name' | 'target_accounts' | 'search_type' | 'profiles_found'
  >,
): CampaignListSummary {
  return {
    ...row,
    target_accounts: readTextArray(row.target_accounts),
    search_type: row.search_type as SearchType,
    profiles_found: Number(row.profiles_found),
  };
}
/**
 * Campaigns themselves (spec §7 "campaigns"), scoped to `userId`: their members are
 * campaign-members-repository.ts, their messages campaign-messages-repository.ts.
 */
export function campaignsRepository(db: Executor, deps: StoreDeps) {
  const touch = () => deps.now().toISOString();

  async function listSummary(listId: string | null, userId: string): Promise<CampaignListSummary | null> {
    if (listId === null) return null;
    const row = await db
      .selectFrom('search_lists')
      .select(['id', 'name', 'target_accounts', 'search_type', 'profiles_found'])
      .where('id', '=', listId)
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return row ? toListSummary(row) : null;
  }

  return {
    /** Inserts a draft campaign and its profile links in one transaction. */
    async create(userId: string, campaign: NewCampaign): Promise<Campaign> {
      const id = deps.newId();
      const at = touch();
      return inTransaction(db, async (trx) => {
        await trx
          .insertInto('campaigns')
          .values({
            id,
            user_id: userId,
            name: campaign.name,
            description: campaign.description,
            message_template: campaign.message_template,
            filters: campaign.filters === undefined ? null : JSON.stringify(campaign.filters),
            status: 'draft',
            search_list_id: campaign.search_list_id,
            search_type: campaign.search_type,
            profile_count: 0,
            total_profiles: 0,
            created_at: at,
            updated_at: at,
          })
          .execute();
        await linkMembers(trx, userId, id, campaign.profile_ids);
        await recountCampaigns(trx, [id], touch());
        const row = await trx
          .updateTable('campaigns')
          .set((eb) => ({ total_profiles: eb.ref('profile_count') }))
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return toCampaign(row);
      });
    },

    async get(
      userId: string,
      campaignId: string,
    ): Promise<(Campaign & { search_list: CampaignListSummary | null }) | undefined> {
      const row = await db
        .selectFrom('campaigns')
        .selectAll()
        .where('id', '=', campaignId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) return undefined;
      return { ...toCampaign(row), search_list: await listSummary(row.search_list_id, userId) };
    },

    /** The user's campaigns newest first, each with its list and an avatar preview (spec §7). */
    async list(userId: string): Promise<CampaignSummary[]> {
      const rows = await db
        .selectFrom('campaigns')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      const listIds = [...new Set(rows.flatMap((row) => row.search_list_id ?? []))];
      const lists =
        listIds.length === 0
          ? []
          : await db
              .selectFrom('search_lists')
              .select(['id', 'name', 'target_accounts', 'search_type', 'profiles_found'])
              .where('user_id', '=', userId)
              .where('id', 'in', listIds)
              .where('deleted_at', 'is', null)
              .execute();
      const listById = new Map(lists.map((list) => [list.id, toListSummary(list)]));
      // The top PREVIEW members of every campaign by followers, in one query.
      const previews = await db
        .selectFrom((eb) =>
          eb
            .selectFrom('campaign_profiles as cp')
            .innerJoin('campaigns as c', 'c.id', 'cp.campaign_id')
            .innerJoin('profiles as p', 'p.id', 'cp.profile_id')
            .select([
              'cp.campaign_id',
              'p.id',
              'p.username',
              'p.profile_pic_url',
              sql<number>`row_number() over (partition by cp.campaign_id order by p.followers_count desc, p.id)`.as(
                'position',
              ),
            ])
            .where('c.user_id', '=', userId)
            .where(visibleProfile('p'))
            .as('ranked'),
        )
        .selectAll()
        .where('position', '<=', PREVIEW)
        .orderBy('position')
        .execute();
      const previewsByCampaign = new Map<string, CampaignSummary['preview_profiles']>();
      for (const { campaign_id, id, username, profile_pic_url } of previews) {
        const list = previewsByCampaign.get(campaign_id) ?? [];
        list.push({ id, username, profile_pic_url });
        previewsByCampaign.set(campaign_id, list);
      }
      return rows.map((row) => ({
        ...toCampaign(row),
        search_list: (row.search_list_id && listById.get(row.search_list_id)) || null,
        preview_profiles: previewsByCampaign.get(row.id) ?? [],
      }));
    },

    /** Updates the edit screen's fields and `updated_at`; returns the row, or undefined if not owned. */
    /**
     * Sets the changes and bumps the version. With `expectedVersion`, only a campaign still at
     * that version changes (optimistic concurrency): undefined when it is missing, foreign or
     * stale; the caller tells which.
     */
    async update(
      userId: string,
      campaignId: string,
      changes: CampaignChanges,
      options: { expectedVersion?: number } = {},
    ): Promise<Campaign | undefined> {
      const { expectedVersion } = options;
      const row = await db
        .updateTable('campaigns')
        .set((eb) => ({ ...changes, version: eb('version', '+', 1), updated_at: touch() }))
        .where('id', '=', campaignId)
        .where('user_id', '=', userId)
        .$if(expectedVersion !== undefined, (q) => q.where('version', '=', expectedVersion as number))
        .returningAll()
        .executeTakeFirst();
      return row ? toCampaign(row) : undefined;
    },

    /** Deletes a campaign; leads of deleted lists that no campaign holds any more go with it. */
    async delete(userId: string, campaignId: string): Promise<boolean> {
      return inTransaction(db, async (trx) => {
        const result = await trx
          .deleteFrom('campaigns')
          .where('id', '=', campaignId)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        await sweepDeletedLists(trx, userId);
        return result.numDeletedRows > 0n;
      });
    },
  };
}

export type CampaignsRepository = ReturnType<typeof campaignsRepository>;
