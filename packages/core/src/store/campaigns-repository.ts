import { type ExpressionBuilder, type ExpressionWrapper, type Selectable, type SqlBool, sql } from 'kysely';
import type { Campaign, CampaignListSummary, CampaignProfile } from '../domain/campaign.js';
import type { OutreachStatus } from '../domain/outreach-status.js';
import type { Profile } from '../domain/profile.js';
import type { SearchType } from '../domain/search-list.js';
import { CONTACTED, RESPONDED } from './contacted.js';
import { decodeCursor, encodeCursor, type ProfileCursor } from './cursor.js';
import { sweepDeletedLists } from './deleted-lists.js';
import { chunks, clampLimit, type Executor, inTransaction, type StoreDeps } from './executor.js';
import { flag, readTextArray, toBool, toCampaign, toProfile } from './rows.js';
import type { Database, SearchListsTable } from './schema.js';
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

/** A message to save; with `expectedVersion`, only over that version of the lead's message. */
export interface MessageEntry {
  id: string;
  message: string | null;
  expectedVersion?: number;
}

/** What a save of messages did: how many changed, their new versions, and the stale ones. */
export interface MessagesSaved {
  saved: number;
  versions: Record<string, number>;
  /** Entries whose lead's message changed since `expectedVersion`: then nothing was saved. */
  stale: string[];
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
const BATCH = 500;
const PAGE_MAX = 1000;
/** Rows per keyset page of a streamed export. */
const STREAM_PAGE = 500;

/** A page of a campaign's profiles; pass `nextCursor` back as `cursor` for the next one. */
export interface CampaignProfilePage {
  profiles: CampaignProfile[];
  nextCursor: string | null;
}

/**
 * The view screen's search (spec §2): a case-insensitive substring of the username, the full
 * name or the message; blank keeps everyone. `lower()` is Unicode-aware on SQLite too (open-store.ts).
 */
function memberSearch(
  eb: ExpressionBuilder<Database, 'profiles'>,
  search: string | null | undefined,
): ExpressionWrapper<Database, 'profiles', SqlBool> {
  const needle = search?.trim().toLowerCase();
  if (!needle) return eb.and([]);
  const contains = (column: 'profiles.username' | 'profiles.full_name' | 'campaign_profiles.message') =>
    sql<SqlBool>`coalesce(instr(lower(${sql.ref(column)}), ${needle}), 0) > 0`;
  return eb.or([
    contains('profiles.username'),
    contains('profiles.full_name'),
    contains('campaign_profiles.message'),
  ]);
}

/** Members after `after` in followers-descending order (missing counts last, then by id). */
function afterMember(
  eb: ExpressionBuilder<Database, 'profiles'>,
  { followers, id }: ProfileCursor,
): ExpressionWrapper<Database, 'profiles', SqlBool> {
  if (followers === null) {
    return eb.and([eb('profiles.followers_count', 'is', null), eb('profiles.id', '>', id)]);
  }
  return eb.or([
    eb('profiles.followers_count', '<', followers),
    eb.and([eb('profiles.followers_count', '=', followers), eb('profiles.id', '>', id)]),
    eb('profiles.followers_count', 'is', null),
  ]);
}

type Flags = 'is_verified' | 'is_private' | 'is_business_account' | 'message_processed';

/** A member row as read (flags are 0/1 on SQLite) to the shape campaign screens use. */
const toCampaignProfile = (
  row: Omit<CampaignProfile, Flags | 'outreach_status'> &
    Record<Flags, unknown> & { outreach_status: string },
): CampaignProfile => ({
  ...row,
  outreach_status: row.outreach_status as OutreachStatus,
  is_verified: toBool(row.is_verified),
  is_private: toBool(row.is_private),
  is_business_account: toBool(row.is_business_account),
  message_processed: toBool(row.message_processed),
});

/**
 * Sets each campaign's `profile_count`, 'messages sent' and 'responses' to what its members say
 * now, in the caller's transaction: after its members change, here or because their rows were
 * deleted from their list.
 */
export async function recountCampaigns(
  trx: Executor,
  campaignIds: readonly string[],
  at: string,
): Promise<void> {
  for (const campaignId of campaignIds) {
    const row = await trx
      .selectFrom('campaign_profiles')
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn.count<number>('outreach_status').filterWhere('outreach_status', 'in', CONTACTED).as('sent'),
        eb.fn
          .count<number>('outreach_status')
          .filterWhere('outreach_status', 'in', RESPONDED)
          .as('responses'),
      ])
      .where('campaign_id', '=', campaignId)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('campaigns')
      .set((eb) => ({
        // its members changed: a save started before this is stale (migration 0013)
        version: eb('version', '+', 1),
        profile_count: Number(row.n),
        messages_sent: Number(row.sent),
        responses_received: Number(row.responses),
        updated_at: at,
      }))
      .where('id', '=', campaignId)
      .execute();
  }
}

/** Campaigns and their profiles (spec §7 "campaigns", "campaign_profiles"), scoped to `userId`. */
export function campaignsRepository(db: Executor, deps: StoreDeps) {
  const touch = () => deps.now().toISOString();

  /** Recounts members after a change so `profile_count` never drifts. */
  const recount = (trx: Executor, campaignId: string) => recountCampaigns(trx, [campaignId], touch());

  /**
   * Links the user's own visible profiles only, each person once (issue 30: a campaign holds a
   * person once, whatever lists they came from); ids of someone else's profiles, of rows a run
   * has not settled (`visibleProfile`), and of people the campaign holds already are ignored.
   */
  async function link(trx: Executor, userId: string, campaignId: string, profileIds: readonly string[]) {
    for (const batch of chunks([...new Set(profileIds)], BATCH)) {
      await trx
        .insertInto('campaign_profiles')
        .columns(['campaign_id', 'profile_id', 'person_id', 'message', 'message_processed'])
        .expression((eb) =>
          eb
            .selectFrom('profiles')
            // the message written in lead review comes along: the campaign's own from now on
            .select((inner) => [
              inner.val(campaignId).as('campaign_id'),
              'profiles.id as profile_id',
              'profiles.person_id',
              'profiles.message',
              'profiles.message_processed',
            ])
            .where('profiles.user_id', '=', userId)
            .where('profiles.id', 'in', batch)
            .where(visibleProfile())
            .orderBy('profiles.id'),
        )
        // either key: the same row, or another row of a person the campaign holds
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  }

  async function owned(trx: Executor, userId: string, campaignId: string): Promise<boolean> {
    const row = await trx
      .selectFrom('campaigns')
      .select('id')
      .where('id', '=', campaignId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

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

  /** The user's campaign's visible members, unordered and unselected. */
  const members = (userId: string, campaignId: string) =>
    db
      .selectFrom('campaign_profiles')
      .innerJoin('campaigns', 'campaigns.id', 'campaign_profiles.campaign_id')
      .innerJoin('profiles', 'profiles.id', 'campaign_profiles.profile_id')
      .innerJoin('search_lists', 'search_lists.id', 'profiles.search_list_id')
      .where('campaign_profiles.campaign_id', '=', campaignId)
      .where('campaigns.user_id', '=', userId)
      .where(visibleProfile());

  /** The user's campaign's members with the fields campaign screens read, unordered. */
  const membersQuery = (userId: string, campaignId: string) =>
    members(userId, campaignId).select([
      'profiles.id',
      'profiles.person_id',
      'profiles.username',
      'profiles.full_name',
      'profiles.followers_count',
      'profiles.following_count',
      'profiles.posts_count',
      'profiles.biography',
      'profiles.is_verified',
      'profiles.is_private',
      'profiles.is_business_account',
      'profiles.profile_pic_url',
      'campaign_profiles.message',
      'campaign_profiles.message_processed',
      'campaign_profiles.message_version',
      'profiles.search_list_id',
      'search_lists.name as search_list_name',
      'campaign_profiles.outreach_status',
    ]);

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
        await link(trx, userId, id, campaign.profile_ids);
        await recount(trx, id);
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

    /**
     * Every profile of the campaign with the fields campaign screens read (spec §7
     * campaign_profiles), followers descending (missing counts last): the edit screen, CLI, TUI.
     */
    async profiles(userId: string, campaignId: string): Promise<CampaignProfile[]> {
      const rows = await membersQuery(userId, campaignId)
        .orderBy(sql`profiles.followers_count desc nulls last`)
        .orderBy('profiles.id')
        .execute();
      return rows.map(toCampaignProfile);
    },

    /**
     * One page of the campaign's profiles in `profiles()` order, those matching `search` only
     * (the view screen's search), with keyset paging so page 50 costs what page 1 costs.
     */
    async profilesPage(
      userId: string,
      campaignId: string,
      options: {
        search?: string | null;
        status?: OutreachStatus | null;
        limit?: number;
        cursor?: string | null;
      } = {},
    ): Promise<CampaignProfilePage> {
      const limit = clampLimit(options.limit, 100, PAGE_MAX);
      const after = options.cursor ? decodeCursor(options.cursor) : null;
      const rows = await membersQuery(userId, campaignId)
        .where((eb) => memberSearch(eb, options.search))
        .$if(!!options.status, (q) =>
          q.where('campaign_profiles.outreach_status', '=', options.status as string),
        )
        .$if(after !== null, (q) => q.where((eb) => afterMember(eb, after as ProfileCursor)))
        .orderBy(sql`profiles.followers_count desc nulls last`)
        .orderBy('profiles.id')
        .limit(limit + 1)
        .execute();
      const profiles = rows.slice(0, limit).map(toCampaignProfile);
      const last = profiles.at(-1);
      const nextCursor =
        rows.length > limit && last ? encodeCursor({ followers: last.followers_count, id: last.id }) : null;
      return { profiles, nextCursor };
    },

    /**
     * Yields the campaign's members as full profile rows in `profiles()` order (followers
     * descending), a keyset page at a time, never holding the campaign in memory: the CSV export,
     * which reads the same columns as a list's (spec §9).
     */
    async *stream(userId: string, campaignId: string): AsyncIterable<Profile> {
      let after: ProfileCursor | null = null;
      do {
        const rows = await members(userId, campaignId)
          .selectAll('profiles')
          .select([
            'campaign_profiles.message as campaign_message',
            'campaign_profiles.message_processed as campaign_message_processed',
          ])
          .$if(after !== null, (q) => q.where((eb) => afterMember(eb, after as ProfileCursor)))
          .orderBy(sql`profiles.followers_count desc nulls last`)
          .orderBy('profiles.id')
          .limit(STREAM_PAGE)
          .execute();
        yield* rows.map(({ campaign_message, campaign_message_processed, ...row }) =>
          toProfile({ ...row, message: campaign_message, message_processed: campaign_message_processed }),
        );
        const last = rows.at(-1);
        after = rows.length === STREAM_PAGE && last ? { followers: last.followers_count, id: last.id } : null;
      } while (after);
    },

    /** How many of the campaign's profiles match `search` (all of them without one). */
    /**
     * How many visible profiles the campaign holds: those matching `search` when given, and
     * with `written` only those with a message.
     */
    async countProfiles(
      userId: string,
      campaignId: string,
      search?: string | null,
      options: { written?: boolean; status?: OutreachStatus | null } = {},
    ): Promise<number> {
      const row = await db
        .selectFrom('campaign_profiles')
        .innerJoin('campaigns', 'campaigns.id', 'campaign_profiles.campaign_id')
        .innerJoin('profiles', 'profiles.id', 'campaign_profiles.profile_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('campaign_profiles.campaign_id', '=', campaignId)
        .where('campaigns.user_id', '=', userId)
        .where(visibleProfile())
        .where((eb) => memberSearch(eb, search))
        .$if(options.written === true, (q) => q.where('campaign_profiles.message', 'is not', null))
        .$if(!!options.status, (q) =>
          q.where('campaign_profiles.outreach_status', '=', options.status as string),
        )
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * Saves the campaign's messages for its people (spec §3 per-profile message, the campaign's
     * own: a list's lead-review message is another text). An entry names a lead by any row of
     * its person; rows of people the campaign does not hold, and other users' campaigns, change
     * nothing. `processed` is what `message_processed` becomes (true for AI output). Each write
     * bumps the lead's `message_version`; an entry with `expectedVersion` whose lead is at
     * another version is stale (issue 31): then nothing is written and `stale` names them.
     * Returns how many leads changed and each saved entry's new version.
     */
    async saveMessages(
      userId: string,
      campaignId: string,
      entries: readonly MessageEntry[],
      options: { processed?: boolean } = {},
    ): Promise<MessagesSaved> {
      if (entries.length === 0) return { saved: 0, versions: {}, stale: [] };
      return inTransaction(db, async (trx) => {
        if (!(await owned(trx, userId, campaignId))) return { saved: 0, versions: {}, stale: [] };
        const leadOf = (eb: ExpressionBuilder<Database, 'campaign_profiles'>, id: string) =>
          eb.or([
            eb('profile_id', '=', id),
            eb(
              'person_id',
              '=',
              eb
                .selectFrom('profiles')
                .select('profiles.person_id')
                .where('profiles.id', '=', id)
                .where('profiles.user_id', '=', userId),
            ),
          ]);
        const versionOf = async (id: string) => {
          const row = await trx
            .selectFrom('campaign_profiles')
            .select('message_version')
            .where('campaign_id', '=', campaignId)
            .where((eb) => leadOf(eb, id))
            .executeTakeFirst();
          return row === undefined ? undefined : Number(row.message_version);
        };
        const stale: string[] = [];
        for (const { id, expectedVersion } of entries) {
          if (expectedVersion === undefined) continue;
          const current = await versionOf(id);
          if (current !== undefined && current !== expectedVersion) stale.push(id);
        }
        if (stale.length > 0) return { saved: 0, versions: {}, stale };
        let saved = 0;
        const versions: Record<string, number> = {};
        for (const { id, message, expectedVersion } of entries) {
          const row = await trx
            .updateTable('campaign_profiles')
            .set((eb) => ({
              message,
              message_processed: flag(options.processed),
              message_version: eb('message_version', '+', 1),
            }))
            .where('campaign_id', '=', campaignId)
            .where((eb) => leadOf(eb, id))
            .$if(expectedVersion !== undefined, (q) =>
              q.where('message_version', '=', expectedVersion as number),
            )
            .returning('message_version')
            .executeTakeFirst();
          if (row === undefined) continue;
          saved += 1;
          versions[id] = Number(row.message_version);
        }
        if (saved > 0)
          await trx
            .updateTable('campaigns')
            .set({ updated_at: touch() })
            .where('id', '=', campaignId)
            .execute();
        return { saved, versions, stale };
      });
    },

    /** Adds the user's own profiles to a campaign; false if the campaign is not the user's. */
    async addProfiles(userId: string, campaignId: string, profileIds: readonly string[]): Promise<boolean> {
      return inTransaction(db, async (trx) => {
        if (!(await owned(trx, userId, campaignId))) return false;
        await link(trx, userId, campaignId, profileIds);
        await recount(trx, campaignId);
        return true;
      });
    },

    /** Removes profiles from a campaign (spec §7 "delete by campaign_id and profile_id in a list"). */
    async removeProfiles(
      userId: string,
      campaignId: string,
      profileIds: readonly string[],
    ): Promise<boolean> {
      return inTransaction(db, async (trx) => {
        if (!(await owned(trx, userId, campaignId))) return false;
        // by person: any of the person's rows stands for them (the selector shows one per person)
        for (const batch of chunks(profileIds, BATCH)) {
          await trx
            .deleteFrom('campaign_profiles')
            .where('campaign_id', '=', campaignId)
            .where((eb) =>
              eb.or([
                eb('profile_id', 'in', batch),
                eb(
                  'person_id',
                  'in',
                  eb
                    .selectFrom('profiles')
                    .select('profiles.person_id')
                    .where('profiles.user_id', '=', userId)
                    .where('profiles.id', 'in', batch)
                    .where('profiles.person_id', 'is not', null),
                ),
              ]),
            )
            .execute();
        }
        await recount(trx, campaignId);
        await sweepDeletedLists(trx, userId);
        return true;
      });
    },
  };
}

export type CampaignsRepository = ReturnType<typeof campaignsRepository>;
